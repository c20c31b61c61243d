import { ClaimReportHead, ClaimReportPage } from '../../features/claim-report';

/** /en/tjonstilkynningar/: report a claim. */
export default function ClaimReportPageEn() {
  return <ClaimReportPage language="en" />;
}

export function Head() {
  return <ClaimReportHead language="en" />;
}
