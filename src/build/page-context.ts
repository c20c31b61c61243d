import type { LayoutData } from '../features/public/layout';
import type { AlternatePage } from '../features/public/layout';
import type { Language } from '../domain/languages';
import type { NewsletterLink } from '../features/public/newsletter';

/** What every generated page receives: its language and the address of the same page in the other one. */
export type LocalizedPageContext = {
  language: Language;
  alternatePath: string;
};

/**
 * A page that is one component in both languages (a form, the price calculator, the claim report):
 * its language is all it needs from the build; its texts and layout come with its code.
 */
export type FormPageContext = { language: Language };

export type NewsletterLinkPageContext = FormPageContext & { link: NewsletterLink };

/** Title, description and addresses for the page's <head>. */
export type PageSeo = {
  title: string;
  description: string;
  path: string;
  alternates: AlternatePage[];
  type: 'website' | 'article';
  noindex: boolean;
  publishedTime?: string;
  modifiedTime?: string;
};

/** A document as other pages list it (cards, lists, breadcrumbs). */
export type DocumentSummary = {
  id: string;
  type: string;
  uid: string;
  path: string;
  title: string;
  /** A sentence or two: the lead, the role of a board member, a meeting's place. */
  lead: string;
  /** ISO date the document is about (an article's date, a meeting's time), else its publication. */
  date: string;
  icon: string | null;
  order: number | null;
  tags: string[];
};

export type Crumb = { title: string; path: string };

/** Lists a document's slices may show, computed at build time. */
export type Collections = {
  /** Documents published under this one, by `order`, then newest first. */
  children: DocumentSummary[];
  /** The newest news articles in the page's language (for a news_list slice). */
  news?: DocumentSummary[];
  /** Investor meetings, newest first (for a meetings slice). */
  meetings?: DocumentSummary[];
};

/** The document a template renders: its envelope and data, document links resolved to paths. */
export type PageDocument<Data = Record<string, unknown>> = {
  id: string;
  uid: string;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  data: Data;
};

/** The context of every page built from a content document. */
export type SitePageContext<
  Data = Record<string, unknown>,
  Extra = object,
> = LocalizedPageContext & {
  /** The page's own path ('path' itself is Gatsby's). */
  pagePath: string;
  /** For the modal page frame and the announcer: the page's own name. */
  title: string;
  layout: LayoutData;
  seo: PageSeo;
  breadcrumbs: Crumb[];
  collections: Collections;
  document: PageDocument<Data>;
} & Extra;

/** The context of pages that are not documents (404, 500, preview). */
export type PlainPageContext = LocalizedPageContext & {
  pagePath: string;
  title: string;
  layout: LayoutData;
  /** Both languages' layouts: the 404 page answers addresses in either language. */
  layouts?: Record<Language, LayoutData>;
  seo: PageSeo;
};
