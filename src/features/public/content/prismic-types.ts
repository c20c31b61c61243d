// The Prismic field shapes the site reads (REST API v2), as far as it reads them. The build passes
// documents to templates in these shapes, with document links resolved to paths (`url`).

import type { LinkField } from '../../../lib/routing/link-fields';

export type { LinkField };

export type RichTextSpan =
  | { start: number; end: number; type: 'strong' | 'em' }
  | { start: number; end: number; type: 'hyperlink'; data: LinkField }
  | { start: number; end: number; type: 'label'; data: { label: string } };

export type TextBlockType =
  | 'paragraph'
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'heading4'
  | 'heading5'
  | 'heading6'
  | 'list-item'
  | 'o-list-item'
  | 'preformatted';

export type RichTextBlock =
  | { type: TextBlockType; text: string; spans: RichTextSpan[] }
  | {
      type: 'image';
      url: string;
      alt: string | null;
      dimensions?: { width: number; height: number };
    }
  | { type: 'embed'; oembed: { embed_url?: string; title?: string | null } };

export type RichTextField = RichTextBlock[];

export type ImageField = {
  url?: string;
  alt?: string | null;
  dimensions?: { width: number; height: number };
};

/** A slice as the REST API returns it: `primary` fields and repeatable `items`. */
export type Slice<
  Type extends string = string,
  Primary = Record<string, unknown>,
  Item = unknown,
> = {
  slice_type: Type;
  slice_label: string | null;
  id?: string;
  primary: Primary;
  items: Item[];
};

/** The document envelope (data excluded); `path` is where the build published it. */
export type DocumentMeta = {
  id: string;
  uid: string;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
};
