import { linkHref, type LinkField } from '../../../lib/routing/link-fields';
import type { OpeningHours } from '../opening-hours';

export type FooterLink = { title: string; href: string };

export type FooterSection =
  | { kind: 'links'; title: string; links: FooterLink[] }
  | { kind: 'hours'; hours: OpeningHours }
  | { kind: 'buttons'; buttons: FooterLink[] };

/** What the footer shows, read from the 'fotur' document. */
export type FooterData = { phone: string; email: string; sections: FooterSection[] };

type FooterSlice = {
  slice_type: string;
  primary?: Record<string, unknown>;
  items?: Record<string, unknown>[];
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function links(items: Record<string, unknown>[] | undefined): FooterLink[] {
  return (items ?? []).flatMap((item) => {
    const href = linkHref(item.link as LinkField | undefined);
    const title = text(item.title);
    return href && title ? [{ title, href }] : [];
  });
}

/**
 * The footer document's data (phone, e-mail, and body slices: link groups, opening hours,
 * buttons) in the shape the footer renders. Unknown slices and empty links are left out.
 */
export function footerFromContent(data: Record<string, unknown>): FooterData {
  const body = Array.isArray(data.body) ? (data.body as FooterSlice[]) : [];
  const sections = body.flatMap((slice): FooterSection[] => {
    switch (slice.slice_type) {
      case 'link_group':
        return [
          { kind: 'links', title: text(slice.primary?.group_name), links: links(slice.items) },
        ];
      case 'opening_hours':
        return [
          {
            kind: 'hours',
            hours: {
              name: text(slice.primary?.name),
              times: (slice.items ?? []).map((item) => ({
                title: text(item.title),
                opens: text(item.opens),
                closes: text(item.closes),
                days: text(item.days) || null,
              })),
            },
          },
        ];
      case 'buttons':
        return [{ kind: 'buttons', buttons: links(slice.items) }];
      default:
        return [];
    }
  });
  return { phone: text(data.phone), email: text(data.email), sections };
}
