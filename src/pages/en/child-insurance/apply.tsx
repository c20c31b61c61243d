import { ChildInsuranceHead, ChildInsurancePage } from '../../../features/public-forms';

/** /en/child-insurance/apply/: apply for child insurance. */
export default function Page() {
  return <ChildInsurancePage language="en" />;
}

export function Head() {
  return <ChildInsuranceHead language="en" />;
}
