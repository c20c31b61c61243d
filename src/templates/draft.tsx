import { useTranslation } from 'react-i18next';
import { addPreviewTexts } from './preview-texts';
import type { HeadProps, PageProps } from 'gatsby';
import type { SitePageContext } from '../build/page-context';
import { SiteLayout } from '../features/public/layout';
import { ContentHead } from './content-head';
import { GenericDocument } from './generic-document';
import { NoticeBanner } from './notice-banner';

addPreviewTexts();

type Context = SitePageContext;

/**
 * A draft: any document tagged 'draft', built under /drog/ for review, marked as a draft, kept
 * out of search engines, the sitemap, the menu and every list.
 */
export default function DraftTemplate({ pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const { document, language } = pageContext;
  return (
    <SiteLayout language={language} alternatePath={pageContext.alternatePath} wide>
      <NoticeBanner role="note">{t('preview|draftBanner')}</NoticeBanner>
      <GenericDocument
        title={pageContext.title}
        data={document.data}
        language={language}
        crumbs={pageContext.breadcrumbs}
        collections={pageContext.collections}
        layout={pageContext.layout}
      />
    </SiteLayout>
  );
}

export function Head(props: HeadProps<object, Context>) {
  return <ContentHead {...props} />;
}
