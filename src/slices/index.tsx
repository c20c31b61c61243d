import { HydrateLater } from '../components/hydrate-later';
import type { Slice } from '../features/content';
import { sliceCode, sliceCodeWait, wantSliceCode, WAITING_SLICE_ATTRIBUTE } from './on-demand';
import { isSliceType, SLICES_SHOWING_THE_TIME, type SliceType } from './slice-types';
import type { SliceContext } from './types';

/** Whether a slice zone starts with a hero, which then carries the page's h1. */
export function startsWithHero(slices: unknown): boolean {
  return Array.isArray(slices) && (slices[0] as Slice | undefined)?.slice_type === 'hero';
}

type OneSliceProps = { slice: Slice & { slice_type: SliceType }; context: SliceContext };

/**
 * The slices' code could not be fetched for a page reached in the browser (a new build has replaced
 * it, or the network is gone): load the address as a full page once, as Gatsby does for a page's
 * own code; after that the slices stay away rather than ask again and again.
 */
function reloadOnce(): Promise<never> {
  const key = 'slice-code-reload';
  try {
    if (sessionStorage.getItem(key) !== window.location.pathname) {
      sessionStorage.setItem(key, window.location.pathname);
      window.location.reload();
    }
  } catch {
    // no session storage: no reload either, rather than risk one after another
  }
  return new Promise<never>(() => undefined);
}

/** A slice by its code, which a page reached in the browser may still be fetching. */
function OneSlice({ slice, context }: OneSliceProps) {
  const code = sliceCode();
  if (!code) throw wantSliceCode().catch(reloadOnce);
  const Component = code.SLICE_COMPONENTS[slice.slice_type];
  return <Component slice={slice} context={context} />;
}

const forTheMoment = () => sliceCodeWait(true);
const forTheVisitor = () => sliceCodeWait(false);
const WAITING_BOX = { [WAITING_SLICE_ATTRIBUTE]: '' } as const;

/**
 * Renders a slice zone; unknown slice types are skipped (and reported once in development). Each
 * slice is content whose handlers can wait (`HydrateLater`); its code comes when the visitor first
 * acts on the page, or at once on a page with a slice that shows the moment (src/slices/on-demand.ts).
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
        return (
          <HydrateLater
            key={slice.id ?? index}
            waitFor={showsTheMoment ? forTheMoment : forTheVisitor}
            boxAttributes={showsTheMoment ? undefined : WAITING_BOX}
          >
            <OneSlice
              slice={slice as OneSliceProps['slice']}
              context={{ ...context, first: index === 0 }}
            />
          </HydrateLater>
        );
      })}
    </>
  );
}

export type { SliceContext, SliceProps } from './types';
export { Band, ButtonLink, ButtonRow, Container, Lead, Prose, SectionHeading } from './layout';
export { ContentIcon } from './icons';
export { PageIntro } from './page-intro';
