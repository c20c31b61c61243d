import type { ComponentType } from 'react';
import { HydrateLater } from '../components/hydrate-later';
import type { Slice } from '../features/content';
import {
  CardsSlice,
  CtaSlice,
  FaqSlice,
  HeroSlice,
  KeyFiguresSlice,
  LinkListSlice,
  QuoteSlice,
  StepsSlice,
  TextSlice,
} from './basic';
import {
  BoardMembersSlice,
  ContactDetailsSlice,
  FinancialCalendarSlice,
  MeetingsSlice,
  NewsListSlice,
  SubpagesSlice,
} from './lists';
import type { SliceContext, SliceProps } from './types';

/** slice_type -> component: every slice the page, platform and product models offer. */
// The components take their own field shapes; the zone hands each the slice it names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SLICE_COMPONENTS: Record<string, ComponentType<SliceProps<any, any>>> = {
  hero: HeroSlice,
  text: TextSlice,
  cards: CardsSlice,
  faq: FaqSlice,
  steps: StepsSlice,
  cta: CtaSlice,
  key_figures: KeyFiguresSlice,
  quote: QuoteSlice,
  link_list: LinkListSlice,
  news_list: NewsListSlice,
  board_members: BoardMembersSlice,
  meetings: MeetingsSlice,
  financial_calendar: FinancialCalendarSlice,
  subpages: SubpagesSlice,
  contact_details: ContactDetailsSlice,
};

/** Whether a slice zone starts with a hero, which then carries the page's h1. */
export function startsWithHero(slices: unknown): boolean {
  return Array.isArray(slices) && (slices[0] as Slice | undefined)?.slice_type === 'hero';
}

/** Renders a slice zone; unknown slice types are skipped (and reported once in development). */
export function SliceZone({
  slices,
  context,
}: {
  slices: unknown;
  context: Omit<SliceContext, 'first'>;
}) {
  if (!Array.isArray(slices)) return null;
  return (
    <>
      {(slices as Slice[]).map((slice, index) => {
        const Component = SLICE_COMPONENTS[slice.slice_type];
        if (!Component) {
          if (process.env.NODE_ENV !== 'production') {
            console.warn(`No component for slice type "${slice.slice_type}"`);
          }
          return null;
        }
        // Content: its handlers (links between pages) can wait while the page starts.
        return (
          <HydrateLater key={slice.id ?? index}>
            <Component slice={slice} context={{ ...context, first: index === 0 }} />
          </HydrateLater>
        );
      })}
    </>
  );
}

export type { SliceContext, SliceProps } from './types';
export { ArticleCards, DateBadgeFor, Initials, initialsOf } from './lists';
export { Band, ButtonLink, ButtonRow, Container, Lead, Prose, SectionHeading } from './layout';
export { ContentIcon } from './icons';
export { PageIntro } from './page-intro';
