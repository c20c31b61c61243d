import type { HeadProps, PageProps } from 'gatsby';
import {
  addInvestorTexts,
  InvestorDocuments,
  type InvestorDocumentsContext,
} from '../features/public/investor-documents';
import { SeoHead, SiteLayout } from '../features/public/layout';
import { getI18n } from '../lib/i18n';

// The head's title and description are the page's own texts; the list brings them too.
addInvestorTexts();

export default function InvestorDocumentsPage({
  pageContext,
}: PageProps<object, InvestorDocumentsContext>) {
  return (
    <SiteLayout language={pageContext.language} alternatePath={pageContext.alternatePath}>
      <InvestorDocuments groups={pageContext.groups} />
    </SiteLayout>
  );
}

export function Head({ pageContext, location }: HeadProps<object, InvestorDocumentsContext>) {
  const { t } = getI18n(pageContext.language);
  return (
    <SeoHead
      language={pageContext.language}
      title={t('investors|metaTitle')}
      description={t('investors|metaDescription')}
      alternatePath={pageContext.alternatePath}
      path={location.pathname}
    />
  );
}
