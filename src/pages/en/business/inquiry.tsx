import { BusinessInquiryHead, BusinessInquiryPage } from '../../../features/attachment-forms';

/** /en/business/inquiry/: a company's inquiry, with documents. */
export default function Page() {
  return <BusinessInquiryPage language="en" />;
}

export function Head() {
  return <BusinessInquiryHead language="en" />;
}
