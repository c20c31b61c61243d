import type { Slice } from '../features/public/content';
import { isSliceType } from './slice-types';
import { SLICE_COMPONENTS } from './zone';
import type { SliceContext } from './types';

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
  const zone = slices as Slice[];
  return (
    <>
      {zone.map((slice, index) => {
        if (!isSliceType(slice.slice_type)) {
          if (process.env.NODE_ENV !== 'production') {
            console.warn(`No component for slice type "${slice.slice_type}"`);
          }
          return null;
        }
        const Component = SLICE_COMPONENTS[slice.slice_type];
        return (
          <Component
            key={slice.id ?? index}
            slice={slice}
            context={{ ...context, first: index === 0 }}
          />
        );
      })}
    </>
  );
}

export type { SliceContext, SliceProps } from './types';
export { Band, ButtonLink, ButtonRow, Container, Lead, Prose, SectionHeading } from './layout';
export { ContentIcon } from './icons';
export { PageIntro } from './page-intro';
