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

export function isSliceType(type: string): type is SliceType {
  return (SLICE_TYPES as readonly string[]).includes(type);
}
