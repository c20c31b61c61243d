import { linkHref, type LinkField } from '../../../lib/routing/link-fields';

export type NavLink = { id: string; title: string; href: string };
/** The middle layer: a heading (optionally a link) over a list of links. */
export type NavGroup = { id: string; title: string; href: string | null; links: NavLink[] };
/** The top layer: Einstaklingar, Fyrirtæki, Tjón, Um Skjól. */
export type NavTopItem = { id: string; title: string; href: string | null; groups: NavGroup[] };
export type NavigationData = { topItems: NavTopItem[] };

type Slice = {
  slice_type: string;
  primary?: Record<string, unknown>;
  items?: Record<string, unknown>[];
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The 'valmynd' document as the three menu layers (top, middle, links). Each
 * middle item names its top item by key; items whose key matches no top item are left out.
 */
export function navigationFromContent(data: Record<string, unknown>): NavigationData {
  const topItems = (Array.isArray(data.top_items) ? data.top_items : []) as Record<
    string,
    unknown
  >[];
  const slices = (Array.isArray(data.body) ? data.body : []) as Slice[];
  return {
    topItems: topItems
      .filter((item) => text(item.key) && text(item.title))
      .map((item) => {
        const key = text(item.key);
        const groups = slices
          .filter(
            (slice) => slice.slice_type === 'middle_item' && text(slice.primary?.top_item) === key,
          )
          .map((slice, groupIndex): NavGroup => {
            const id = `${key}-${groupIndex + 1}`;
            return {
              id,
              title: text(slice.primary?.title),
              href: linkHref(slice.primary?.link as LinkField | undefined),
              links: (slice.items ?? []).flatMap((link, linkIndex) => {
                const href = linkHref(link.link as LinkField | undefined);
                const title = text(link.title);
                return href && title ? [{ id: `${id}-${linkIndex + 1}`, title, href }] : [];
              }),
            };
          });
        return {
          id: key,
          title: text(item.title),
          href: linkHref(item.link as LinkField | undefined),
          groups,
        };
      }),
  };
}
