import { PrizeDrawHead, PrizeDrawPage } from '../features/public-forms';

/** /leikur/: the current prize draw. */
export default function Page() {
  return <PrizeDrawPage language="is" />;
}

export function Head() {
  return <PrizeDrawHead language="is" />;
}
