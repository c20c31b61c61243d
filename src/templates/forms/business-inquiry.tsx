import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { BusinessInquiryHead, BusinessInquiryPage } from '../../features/public/attachment-forms';

/** A company's inquiry, with documents. The same page in both languages (`paths.businessInquiry`). */
export default function BusinessInquiryTemplate({
  pageContext,
}: PageProps<object, FormPageContext>) {
  return <BusinessInquiryPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <BusinessInquiryHead language={pageContext.language} />;
}
