/** Every slice type the page, platform and product models offer (their components: ./zone.tsx). */
export const SLICE_TYPES = [
  'hero',
  'text',
  'cards',
  'faq',
  'steps',
  'cta',
  'key_figures',
  'quote',
  'link_list',
  'news_list',
  'board_members',
  'meetings',
  'financial_calendar',
  'subpages',
  'contact_details',
] as const;

export type SliceType = (typeof SLICE_TYPES)[number];

/**
 * Slices that show what depends on the moment (a meeting to come or past, whether the phone lines
 * are open): a page with one fetches the code of its waiting parts as it starts (src/waiting-parts),
 * so they are right at once.
 */
export const SLICES_SHOWING_THE_TIME: ReadonlySet<SliceType> = new Set([
  'meetings',
  'financial_calendar',
  'contact_details',
]);

export function isSliceType(type: string): type is SliceType {
  return (SLICE_TYPES as readonly string[]).includes(type);
}
