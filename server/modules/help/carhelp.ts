import { CARHELP_PAGES, type CarHelpResponse } from '../../../src/domain/api/carhelp';
import { documentPath, DRAFT_TAG, type RoutableDocument } from '../../../src/domain/document-paths';
import { CONTENT_LANGUAGE, type Language } from '../../../src/domain/languages';
import { isRecord, plainText } from '../../content/plain-text';
import type { ContentDocument, ContentSnapshot } from '../../content/types';

type Slice = { slice_type: string; primary: Record<string, unknown>; items: unknown[] };

function slicesOf(document: ContentDocument | undefined): Slice[] {
  const body = document && Array.isArray(document.data.body) ? document.data.body : [];
  return body.filter(isRecord).map((slice) => ({
    slice_type: String(slice.slice_type),
    primary: isRecord(slice.primary) ? slice.primary : {},
    items: Array.isArray(slice.items) ? slice.items : [],
  }));
}

/** Rich text as its paragraphs (headings left out, they are returned on their own). */
function paragraphs(value: unknown): string[] {
  const blocks = Array.isArray(value) ? value : [value];
  return blocks
    .filter((block) => !(isRecord(block) && String(block.type).startsWith('heading')))
    .map((block) => plainText(block).trim())
    .filter(Boolean);
}

function firstHeading(value: unknown): string {
  const blocks = Array.isArray(value) ? value : [];
  const heading = blocks.find(
    (block) => isRecord(block) && String(block.type).startsWith('heading'),
  );
  return heading ? plainText(heading).trim() : '';
}

/** The first tel: link of a call-to-action, with the number as it is printed on its button. */
function phoneOf(slice: Slice): { label: string; href: string } | null {
  const link = slice.primary.button_link;
  const url = isRecord(link) && typeof link.url === 'string' ? link.url.replace(/\s/g, '') : '';
  if (!/^tel:\+?[0-9]+$/.test(url)) return null;
  const printed = /\+?[0-9][0-9 ]{5,}[0-9]/.exec(plainText(slice.primary.button_label));
  return { label: printed?.[0] ?? url.slice(4), href: url };
}

function published(
  snapshot: ContentSnapshot,
  uid: string,
  language: Language,
): ContentDocument | undefined {
  return snapshot.documents.find(
    (document) =>
      document.type === 'page' &&
      document.uid === uid &&
      document.lang === CONTENT_LANGUAGE[language] &&
      !document.tags.includes(DRAFT_TAG),
  );
}

/**
 * Roadside assistance as the content service holds it: the roadside page's number to call, what
 * the service does and the rest of its sections, and the partner garages a car is towed to from
 * the page about repairs and rental cars. Editors change it there; nothing is kept in code.
 */
export function carHelp(snapshot: ContentSnapshot, language: Language): CarHelpResponse {
  const lookup = (id: string) => snapshot.byId.get(id) as RoutableDocument | undefined;
  const pathOf = (document: ContentDocument | undefined) =>
    document ? documentPath(document as RoutableDocument, lookup) : null;
  const roadside = published(snapshot, CARHELP_PAGES.roadside[language], language);
  const workshops = published(snapshot, CARHELP_PAGES.workshops[language], language);
  const slices = slicesOf(roadside);

  const cta = slices.find((slice) => slice.slice_type === 'cta' && phoneOf(slice));
  const cards = slices.filter((slice) => slice.slice_type === 'cards');
  const texts = slices.filter((slice) => slice.slice_type === 'text');
  const garages = slicesOf(workshops).find((slice) => slice.slice_type === 'link_list');

  return {
    title: plainText(roadside?.data.title).trim(),
    lead: plainText(roadside?.data.lead).trim(),
    path: pathOf(roadside),
    call: cta
      ? {
          heading: plainText(cta.primary.heading).trim(),
          text: paragraphs(cta.primary.text),
          phone: phoneOf(cta)!,
        }
      : null,
    services: cards.flatMap((slice) =>
      slice.items.filter(isRecord).map((item) => ({
        title: plainText(item.title).trim(),
        text: paragraphs(item.text),
      })),
    ),
    sections: texts
      .map((slice) => ({
        heading: firstHeading(slice.primary.content),
        text: paragraphs(slice.primary.content),
      }))
      .filter((section) => section.heading && section.text.length > 0),
    workshops: {
      title: plainText(workshops?.data.title).trim(),
      path: pathOf(workshops),
      items: (garages?.items ?? []).filter(isRecord).map((item) => ({
        name: plainText(item.title).trim(),
        details: paragraphs(item.description).join(' '),
      })),
    },
  };
}
