import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Actions, Page } from 'gatsby';
import '../lib/i18n/all-languages';
import { getI18n } from '../lib/i18n/create-i18n';
import {
  LANGUAGES,
  languageFromPath,
  localizedPath,
  otherLanguage,
  type Language,
} from '../domain/languages';
import { parseRedirectTable, type Redirect } from '../lib/routing/redirects';
import { addPreviewTexts } from '../templates/preview-texts';
import { createDocumentPages } from './create-document-pages';
import { formPages, formSitemapEntries } from './form-pages';
import type {
  Collections,
  LocalizedPageContext,
  PageSeo,
  PlainPageContext,
  SitePageContext,
} from './page-context';
import {
  buildSiteModel,
  excerpt,
  pageDocument,
  plainText,
  type ModelDocument,
  type SiteModel,
} from './site-model';
import { assertUrlsMatchPages, type SourcedDocument } from './prismic-nodes';
import { SITEMAP_ENTRIES_FILE, type SitemapEntry } from './sitemap';

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** One template per content type. */
const TEMPLATES: Record<string, string> = {
  page: template('page'),
  article: template('article'),
  article_list: template('article-list'),
  prevention: template('prevention-list'),
  board_member: template('board-member'),
  investor_meeting: template('investor-meeting'),
  platform: template('platform'),
  platform_product: template('platform-product'),
  docdl: template('docdl'),
  jolakula: template('jolakula'),
};
const DRAFT_TEMPLATE = template('draft');
const DOOR_TEMPLATE = template('jolakula-door');
const NOT_FOUND_TEMPLATE = template('not-found');
const SERVER_ERROR_TEMPLATE = template('server-error');
const PREVIEW_TEMPLATE = template('preview');

/** Slices that need a list the build computes. */
const SLICE_COLLECTIONS: Record<string, keyof Collections> = {
  news_list: 'news',
  meetings: 'meetings',
};

type BuildOptions = { documents: readonly SourcedDocument[] };

function siteTitle(title: string): string {
  return /skjól/i.test(title) ? title : `${title} — Skjól`;
}

function sliceTypes(document: ModelDocument): string[] {
  const body = document.data.body;
  return Array.isArray(body)
    ? body.flatMap((slice) =>
        typeof slice === 'object' && slice && 'slice_type' in slice
          ? [String((slice as { slice_type: unknown }).slice_type)]
          : [],
      )
    : [];
}

function collectionsFor(model: SiteModel, document: ModelDocument): Collections {
  const collections: Collections = { children: model.children(document.id) };
  const wanted = new Set(sliceTypes(document).map((type) => SLICE_COLLECTIONS[type]));
  const ofType = (type: string) =>
    model.pages
      .filter((page) => page.type === type && page.language === document.language && !page.isDraft)
      .map(model.summary)
      .sort((a, b) => b.date.localeCompare(a.date));
  if (wanted.has('news')) {
    // News lives under the article list; prevention articles under the prevention list.
    collections.news = ofType('article').filter((summary) => {
      const parent = model.byId.get(summary.id)?.data.parent as { type?: string } | undefined;
      return parent?.type === 'article_list';
    });
  }
  if (wanted.has('meetings')) collections.meetings = ofType('investor_meeting');
  return collections;
}

function seoFor(model: SiteModel, document: ModelDocument): PageSeo {
  const data = document.data;
  const description =
    plainText(data.meta_description) ||
    excerpt(
      plainText(data.lead) ||
        plainText(data.description) ||
        plainText(data.intro) ||
        plainText(data.bio),
    );
  const isArticle = document.type === 'article';
  return {
    title: plainText(data.meta_title) || siteTitle(document.title),
    description,
    path: document.path,
    alternates: document.isDraft ? [] : model.alternates(document),
    type: isArticle ? 'article' : 'website',
    noindex: document.isDraft,
    ...(isArticle
      ? {
          publishedTime:
            typeof data.date === 'string' ? data.date : document.first_publication_date,
          modifiedTime: document.last_publication_date,
        }
      : {}),
  };
}

/** The page in the other language, else that language's front page. */
function alternatePathOf(model: SiteModel, document: ModelDocument): string {
  const other = otherLanguage(document.language);
  return (
    model.alternates(document).find((version) => version.language === other)?.path ??
    localizedPath('/', other)
  );
}

function readRedirects(root: string): Redirect[] {
  const file = path.join(root, 'redirects', 'site.json');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  return parseRedirectTable(JSON.parse(text));
}

/**
 * Builds the public site from the documents gatsby-source-prismic sourced: one page per document
 * through its type's template, the Christmas calendar's doors, 404/500 and preview pages in both
 * languages, and the redirect table. Also records what sitemap.xml lists.
 */
/** Each language's menu and footer from the content, once `createSitePages` has read it. */
let builtLayouts: SiteModel['layout'] | undefined;

/**
 * The menu and footer a page Gatsby makes from src/pages should carry: the certificate pages are
 * drawn in the site's frame, which would otherwise fetch the footer as the page starts, and a copy
 * kept for reading offline could not. The portal draws its own frame and gets none.
 */
export function layoutForFileSystemPage(page: {
  path: string;
}): SiteModel['layout'][Language] | undefined {
  if (!/^(\/en)?\/stadfesting\//.test(page.path)) return undefined;
  return builtLayouts?.[languageFromPath(page.path)];
}

export async function createSitePages(
  actions: Actions,
  { documents }: BuildOptions,
): Promise<void> {
  const model = buildSiteModel(documents.map(({ document }) => document));
  builtLayouts = model.layout;
  assertUrlsMatchPages(documents, (id) => model.byId.get(id)?.path);
  const sitemap: SitemapEntry[] = [];
  const paths = new Set<string>();

  const claimPath = (pagePath: string) => {
    if (paths.has(pagePath)) {
      throw new Error(`Two pages want the address ${pagePath}; give one of them another uid.`);
    }
    paths.add(pagePath);
  };
  const forms = formPages();
  const formPaths = new Set(forms.map((page) => page.path));
  const hiddenByForms: string[] = [];
  /** Whether the page was made: a form's own page wins its address. */
  const createPage = <Context extends LocalizedPageContext>(page: Page<Context>): boolean => {
    // A form's own page answers at its address; a content document given the same address (the
    // claims intro at /tjonstilkynningar/) is not built, and the build says so.
    if (formPaths.has(page.path)) {
      hiddenByForms.push(page.path);
      return false;
    }
    claimPath(page.path);
    actions.createPage(page);
    return true;
  };
  /** A built page search engines may index goes into sitemap.xml with its languages. */
  const listInSitemap = (seo: PageSeo, lastmod: string | null) => {
    if (!seo.noindex) sitemap.push({ path: seo.path, alternates: seo.alternates, lastmod });
  };

  for (const document of model.pages) {
    const component = document.isDraft ? DRAFT_TEMPLATE : TEMPLATES[document.type];
    if (!component) continue;
    const seo = seoFor(model, document);
    const context: SitePageContext = {
      language: document.language,
      alternatePath: alternatePathOf(model, document),
      pagePath: document.path,
      title: document.title,
      layout: model.layout[document.language],
      seo,
      breadcrumbs: model.breadcrumbs(document),
      collections: collectionsFor(model, document),
      document: pageDocument(document),
    };
    // A document hidden by a form's page is not listed: the form's page is, in both languages.
    if (!createPage({ path: document.path, component, context })) continue;
    listInSitemap(seo, document.last_publication_date);
    if (document.type === 'jolakula' && !document.isDraft) {
      for (const door of createCalendarDoors(createPage, model, document, context)) {
        listInSitemap(door, document.last_publication_date);
      }
    }
  }

  addPreviewTexts();
  for (const language of LANGUAGES) {
    const { t } = getI18n(language);
    const plain = (pagePath: string, title: string, alternatePath: string): PlainPageContext => ({
      language,
      alternatePath,
      pagePath,
      title,
      layout: model.layout[language],
      layouts: model.layout,
      seo: {
        title: siteTitle(title),
        description: '',
        path: pagePath,
        alternates: [],
        type: 'website',
        noindex: true,
      },
    });
    const notFound = localizedPath('/404/', language);
    createPage({
      path: notFound,
      component: NOT_FOUND_TEMPLATE,
      context: plain(
        notFound,
        t('layout|notFoundTitle'),
        localizedPath('/', otherLanguage(language)),
      ),
    });
    const serverError = localizedPath('/500/', language);
    createPage({
      path: serverError,
      component: SERVER_ERROR_TEMPLATE,
      context: plain(
        serverError,
        t('layout|serverErrorTitle'),
        localizedPath('/', otherLanguage(language)),
      ),
    });
    const preview = localizedPath('/preview/', language);
    createPage({
      path: preview,
      component: PREVIEW_TEMPLATE,
      context: plain(
        preview,
        t('preview|title'),
        localizedPath('/preview/', otherLanguage(language)),
      ),
    });
  }

  // Investor documents (another part of the build): their pages get the same menu and footer.
  createDocumentPages({
    ...actions,
    createPage: (page) => {
      const language = languageFromPath(page.path);
      const context = { ...(page.context ?? {}) } as Record<string, unknown>;
      context.layout ??= model.layout[language];
      paths.add(page.path);
      actions.createPage({ ...page, context });
      const alternatePath = context.alternatePath;
      sitemap.push({
        path: page.path,
        alternates:
          typeof alternatePath === 'string'
            ? [
                { language, path: page.path },
                { language: otherLanguage(language), path: alternatePath },
              ]
            : [],
        lastmod: null,
      });
    },
  });

  // Forms, the price calculator and the claim report: one template each for both languages, with
  // the menu and footer every other page has (without them the header had no menu, and the footer
  // was fetched as the page started).
  for (const page of forms) {
    claimPath(page.path);
    actions.createPage({
      ...page,
      context: { ...page.context, layout: model.layout[languageFromPath(page.path)] },
    });
  }
  sitemap.push(...formSitemapEntries());
  if (hiddenByForms.length) {
    console.warn(`Forms hide the content documents at ${hiddenByForms.join(', ')}.`);
  }

  // The redirect table is applied by the browser glue (gatsby-browser, src/lib/routing/redirects),
  // not by Gatsby's createRedirect: Gatsby's runtime applies those before hydrating a server-404
  // page, which breaks the hydration. Reading it here fails the build when the table is malformed.
  readRedirects(process.cwd());

  mkdirSync(path.dirname(SITEMAP_ENTRIES_FILE), { recursive: true });
  writeFileSync(SITEMAP_ENTRIES_FILE, JSON.stringify(sitemap));
}

export type CalendarDoor = {
  day: number;
  title: string;
  text: unknown;
  link?: unknown;
  link_label?: string;
};

/**
 * One page per door of the Christmas calendar: /jolakula/{day}/, shown as a modal over it. Returns
 * the head of each door made.
 */
function createCalendarDoors(
  createPage: (
    page: Page<
      SitePageContext<Record<string, unknown>, { door: CalendarDoor; calendarPath: string }>
    >,
  ) => boolean,
  model: SiteModel,
  calendar: ModelDocument,
  calendarContext: SitePageContext,
): PageSeo[] {
  const made: PageSeo[] = [];
  const doors = Array.isArray(calendar.data.doors) ? (calendar.data.doors as CalendarDoor[]) : [];
  const otherCalendar = model
    .alternates(calendar)
    .find((version) => version.language !== calendar.language);
  for (const door of doors) {
    if (typeof door.day !== 'number' || door.day < 1 || door.day > 31) continue;
    const doorPath = `${calendar.path}${door.day}/`;
    const title = `${door.day}. ${plainText(door.title)}`.trim();
    const seo: PageSeo = {
      ...calendarContext.seo,
      title: siteTitle(`${title} · ${calendar.title}`),
      description: excerpt(plainText(door.text)),
      path: doorPath,
      alternates: calendarContext.seo.alternates.map((version) => ({
        ...version,
        path: `${version.path}${door.day}/`,
      })),
    };
    const created = createPage({
      path: doorPath,
      component: DOOR_TEMPLATE,
      context: {
        ...calendarContext,
        pagePath: doorPath,
        title,
        alternatePath: otherCalendar
          ? `${otherCalendar.path}${door.day}/`
          : calendarContext.alternatePath,
        seo,
        breadcrumbs: [
          ...calendarContext.breadcrumbs,
          { title: calendar.title, path: calendar.path },
        ],
        door,
        calendarPath: calendar.path,
      },
    });
    if (created) made.push(seo);
  }
  return made;
}
