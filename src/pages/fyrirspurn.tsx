import { InquiryHead, InquiryPage } from '../features/inquiry';

/** /fyrirspurn/: send us a question. */
export default function InquiryPageIs() {
  return <InquiryPage language="is" />;
}

export function Head() {
  return <InquiryHead language="is" />;
}
