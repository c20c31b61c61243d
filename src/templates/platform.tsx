import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '../build/page-context';
import { type RichTextField } from '../features/public/content';
import { SiteLayout } from '../features/public/layout';
import { SliceZone, PageIntro } from '../slices';
import { ContentHead } from './content-head';
import { documentIntro } from './document-intro';

type PlatformData = { title?: RichTextField; lead?: string; icon?: string; body?: unknown[] };
type Context = SitePageContext<PlatformData>;

/**
 * A product platform ('vettvangur'): the landing page of a line of insurance (cars, home, travel,
 * life and health, companies) whose products are published under it.
 */
export default function PlatformTemplate({ pageContext }: PageProps<object, Context>) {
  const { document, language } = pageContext;
  const data = document.data;
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <PageIntro {...documentIntro(pageContext)} />
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
