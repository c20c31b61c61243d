import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { InquiryHead, InquiryPage } from '../../features/inquiry';

/** Send us a question. The same page in both languages (`paths.inquiry`). */
export default function InquiryTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <InquiryPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <InquiryHead language={pageContext.language} />;
}
