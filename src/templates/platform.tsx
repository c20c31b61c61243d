import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '../build/page-context';
import { richTextAsText, type RichTextField } from '../features/content';
import { SiteLayout } from '../features/layout';
import { SliceZone, WaitingPageIntro } from '../slices';
import { ContentHead } from './content-head';

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
      <WaitingPageIntro
        title={richTextAsText(data.title) || pageContext.title}
        lead={data.lead}
        icon={data.icon}
        language={language}
        crumbs={pageContext.breadcrumbs}
      />
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
