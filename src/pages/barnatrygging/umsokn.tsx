import { ChildInsuranceHead, ChildInsurancePage } from '../../features/public-forms';

/** /barnatrygging/umsokn/: apply for child insurance. */
export default function Page() {
  return <ChildInsurancePage language="is" />;
}

export function Head() {
  return <ChildInsuranceHead language="is" />;
}
