import type { ComponentType } from 'react';
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
import type { SliceType } from './slice-types';
import type { SliceProps } from './types';

/** slice_type -> component: every slice the page, platform and product models offer. */
// The components take their own field shapes; the zone hands each the slice it names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const SLICE_COMPONENTS: Record<SliceType, ComponentType<SliceProps<any, any>>> = {
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
