import type { HeadProps, PageProps } from 'gatsby';
import { FrontPageContent } from '../features/front';
import { SeoHead, SiteLayout } from '../features/layout';
import { getI18n } from '../lib/i18n';
import type { LocalizedPageContext } from '../build/page-context';

export default function FrontPage({ pageContext }: PageProps<object, LocalizedPageContext>) {
  return (
    <SiteLayout language={pageContext.language} alternatePath={pageContext.alternatePath}>
      <FrontPageContent />
    </SiteLayout>
  );
}

export function Head({ pageContext }: HeadProps<object, LocalizedPageContext>) {
  const { t } = getI18n(pageContext.language);
  return (
    <SeoHead
      language={pageContext.language}
      title={t('front|metaTitle')}
      description={t('front|metaDescription')}
      alternatePath={pageContext.alternatePath}
    />
  );
}
