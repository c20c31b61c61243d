import { useTranslation } from 'react-i18next';
import { addPreviewTexts } from './preview-texts';
import type { HeadProps, PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import type { PlainPageContext } from '../build/page-context';
import { Skeleton } from '../components/skeleton';
import { contentApi, contentLanguage } from '../features/public/content';
import { SiteLayout } from '../features/public/layout';
import { documentPath, lookupById, type RoutableDocument } from '../domain/document-paths';
import { Band, Container } from '../slices';
import { ContentHead } from './content-head';
import { GenericDocument } from './generic-document';
import { NoticeBanner } from './notice-banner';

addPreviewTexts();

type Context = PlainPageContext;

type FetchedDocument = RoutableDocument & { uid: string; data: Record<string, unknown> };

type PreviewState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; document: FetchedDocument; title: string };

function titleOf(document: FetchedDocument): string {
  const title = document.data.title ?? document.data.name;
  if (typeof title === 'string') return title;
  if (Array.isArray(title)) {
    return title.map((block: { text?: string }) => block.text ?? '').join(' ');
  }
  return document.uid;
}

function resolveLinks(value: unknown, pathOf: (id: string) => string | null): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveLinks(item, pathOf));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.link_type === 'Document' && typeof record.id === 'string') {
    const url = pathOf(record.id);
    return { ...record, url, isBroken: url === null };
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, item]) => [key, resolveLinks(item, pathOf)]),
  );
}

/**
 * Live preview (editors): the document named by ?documentId= or ?type=&uid=(&lang=), read from
 * the content service as it is now — with Prismic's ?token= as the ref when Prismic sends one.
 */
export default function PreviewTemplate({ pageContext, location }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { language } = pageContext;
  const [state, setState] = useState<PreviewState>({ status: 'loading' });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id = params.get('documentId');
    const type = params.get('type');
    const uid = params.get('uid');
    const lang = params.get('lang') ?? contentLanguage(language);
    const token = params.get('token') ?? undefined;
    if (!id && !(type && uid)) {
      setState({ status: 'missing' });
      return;
    }
    let current = true;
    contentApi()
      .search<FetchedDocument>({ lang: '*', ref: token })
      .then((documents) => {
        if (!current) return;
        const found = documents.find((document) =>
          id
            ? document.id === id
            : document.type === type && document.uid === uid && document.lang === lang,
        );
        if (!found) {
          setState({ status: 'missing' });
          return;
        }
        const lookup = lookupById(documents);
        const pathOf = (target: string) => {
          const linked = lookup(target);
          return linked ? documentPath(linked, lookup) : null;
        };
        const document = {
          ...found,
          data: resolveLinks(found.data, pathOf) as Record<string, unknown>,
        };
        setState({ status: 'ready', document, title: titleOf(found) });
      })
      .catch((error: unknown) => {
        console.warn('Preview failed', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [location.search, language]);

  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <NoticeBanner role="note">{t('preview|banner')}</NoticeBanner>
      {state.status === 'ready' ? (
        <GenericDocument
          title={state.title}
          data={state.document.data}
          language={language}
          layout={pageContext.layout}
        />
      ) : (
        <Band>
          <Container>
            <h1>{t('preview|title')}</h1>
            {state.status === 'loading' && (
              <div aria-busy="true">
                <p>{t('preview|loading')}</p>
                <Skeleton width="80%" />
                <Skeleton width="60%" />
              </div>
            )}
            {state.status === 'missing' && <p>{t('preview|missing')}</p>}
            {state.status === 'failed' && <p>{t('preview|failed')}</p>}
          </Container>
        </Band>
      )}
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
