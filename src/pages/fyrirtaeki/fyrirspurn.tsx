import { BusinessInquiryHead, BusinessInquiryPage } from '../../features/attachment-forms';

/** /fyrirtaeki/fyrirspurn/: a company's inquiry, with documents. */
export default function Page() {
  return <BusinessInquiryPage language="is" />;
}

export function Head() {
  return <BusinessInquiryHead language="is" />;
}
