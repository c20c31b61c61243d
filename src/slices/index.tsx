import type { Slice } from '../features/content';
import { WaitingPart } from '../waiting-parts';
import type { PageIntroProps } from './page-intro';
import { isSliceType, SLICES_SHOWING_THE_TIME } from './slice-types';
import type { SliceContext } from './types';

/** Whether a slice zone starts with a hero, which then carries the page's h1. */
export function startsWithHero(slices: unknown): boolean {
  return Array.isArray(slices) && (slices[0] as Slice | undefined)?.slice_type === 'hero';
}

/**
 * Renders a slice zone; unknown slice types are skipped (and reported once in development). Each
 * slice is a part whose code waits for the visitor (src/waiting-parts): it comes when the visitor
 * first acts on the page, or at once on a page with a slice that shows the moment.
 */
export function SliceZone({
  slices,
  context,
}: {
  slices: unknown;
  context: Omit<SliceContext, 'first'>;
}) {
  if (!Array.isArray(slices)) return null;
  const zone = slices as Slice[];
  const showsTheMoment = zone.some(
    (slice) => isSliceType(slice.slice_type) && SLICES_SHOWING_THE_TIME.has(slice.slice_type),
  );
  return (
    <>
      {zone.map((slice, index) => {
        if (!isSliceType(slice.slice_type)) {
          if (process.env.NODE_ENV !== 'production') {
            console.warn(`No component for slice type "${slice.slice_type}"`);
          }
          return null;
        }
        const type = slice.slice_type;
        return (
          <WaitingPart
            key={slice.id ?? index}
            name="slice"
            when={showsTheMoment ? 'now' : 'act'}
            render={({ SLICE_COMPONENTS }) => {
              const Component = SLICE_COMPONENTS[type];
              return <Component slice={slice} context={{ ...context, first: index === 0 }} />;
            }}
          />
        );
      })}
    </>
  );
}

/**
 * A page's title band as a part that waits for the visitor: static content whose links are plain
 * ones until the visitor acts, like the slices' (src/waiting-parts).
 */
export function WaitingPageIntro(props: PageIntroProps) {
  return (
    <WaitingPart name="intro" when="act" render={({ PageIntro }) => <PageIntro {...props} />} />
  );
}

export type { SliceContext, SliceProps } from './types';
export { Band, ButtonLink, ButtonRow, Container, Lead, Prose, SectionHeading } from './layout';
export { ContentIcon } from './icons';
export { PageIntro } from './page-intro';
