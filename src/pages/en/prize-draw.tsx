import { PrizeDrawHead, PrizeDrawPage } from '../../features/public-forms';

/** /en/prize-draw/: the current prize draw. */
export default function Page() {
  return <PrizeDrawPage language="en" />;
}

export function Head() {
  return <PrizeDrawHead language="en" />;
}
