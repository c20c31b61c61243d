import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { ClaimReportHead, ClaimReportPage } from '../../features/public/claim-report';

/** Report a claim. The same page in both languages (`paths.reportClaim`). */
export default function ClaimReportTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <ClaimReportPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <ClaimReportHead language={pageContext.language} />;
}
