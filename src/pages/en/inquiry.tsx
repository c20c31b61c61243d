import { InquiryHead, InquiryPage } from '../../features/inquiry';

/** /en/inquiry/: send us a question. */
export default function InquiryPageEn() {
  return <InquiryPage language="en" />;
}

export function Head() {
  return <InquiryHead language="en" />;
}
