import { ClaimReportHead, ClaimReportPage } from '../features/claim-report';

/** /tjonstilkynningar/: report a claim. */
export default function ClaimReportPageIs() {
  return <ClaimReportPage language="is" />;
}

export function Head() {
  return <ClaimReportHead language="is" />;
}
