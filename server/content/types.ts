/**
 * Shapes shared by the local content service: Prismic REST API v2 documents and custom type models,
 * as far as this service produces or reads them.
 */

export type ContentLanguage = { id: string; name: string; is_master: boolean };

/** The repository's languages; the first is the master (default) language, as in Prismic. */
export const CONTENT_LANGUAGES: readonly ContentLanguage[] = [
  { id: 'is', name: 'Icelandic', is_master: true },
  { id: 'en-gb', name: 'English - Great Britain', is_master: false },
];

export const MASTER_LANGUAGE = 'is';

export function isContentLanguage(code: string): boolean {
  return CONTENT_LANGUAGES.some((language) => language.id === code);
}

export type AlternateLanguage = { id: string; uid: string; type: string; lang: string };

/** A document as the REST API returns it, without `href` (which depends on the caller's origin and ref). */
export type ContentDocument = {
  id: string;
  uid: string;
  url: string | null;
  type: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: unknown[];
  lang: string;
  alternate_languages: AlternateLanguage[];
  data: Record<string, unknown>;
};

/** A field of a custom type model (Prismic's custom-type JSON), read loosely: only what we use. */
export type ModelField = {
  type: string;
  fieldset?: string | null;
  config?: {
    label?: string | null;
    /** Group fields. */
    fields?: Record<string, ModelField>;
    /** Slice zones. */
    choices?: Record<string, SliceModel>;
    [key: string]: unknown;
  };
};

export type SliceModel = {
  type: string;
  fieldset?: string | null;
  'non-repeat'?: Record<string, ModelField>;
  repeat?: Record<string, ModelField>;
  [key: string]: unknown;
};

export type CustomTypeModel = {
  id: string;
  label: string | null;
  repeatable: boolean;
  format?: 'page' | 'custom';
  status: boolean;
  /** Tabs, each a record of field API id to field. */
  json: Record<string, Record<string, ModelField>>;
};

/** One consistent version of the content; every query answers from exactly one snapshot. */
export type ContentSnapshot = {
  /** The master ref: a hash of every document file, so it changes exactly when the documents do. */
  ref: string;
  /** In the default order: first publication date, then id. */
  documents: readonly ContentDocument[];
  byId: ReadonlyMap<string, ContentDocument>;
  models: ReadonlyMap<string, CustomTypeModel>;
  /** Custom type API id -> label, for the API root. */
  types: Readonly<Record<string, string>>;
  tags: readonly string[];
  /** Things worth telling an editor that do not stop the content from loading (e.g. a broken link). */
  warnings: readonly string[];
};
