import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '../build/page-context';
import type { RichTextField } from '../features/public/content/prismic-types';
import { SiteLayout } from '../features/public/layout';
import { SliceZone, startsWithHero, PageIntro } from '../slices';
import { ContentHead } from './content-head';
import { documentIntro } from './document-intro';

type PageData = { title?: RichTextField; lead?: string; icon?: string; body?: unknown[] };
type Context = SitePageContext<PageData>;

/**
 * The generic page ('page'): a slice zone; without a hero it gets a title band of its own, which
 * waits for the visitor as the slices do.
 */
export default function PageTemplate({ pageContext }: PageProps<object, Context>) {
  const { document, language } = pageContext;
  const data = document.data;
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      {!startsWithHero(data.body) && <PageIntro {...documentIntro(pageContext)} />}
      <SliceZone
        slices={data.body}
        context={{ language, collections: pageContext.collections, layout: pageContext.layout }}
      />
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
