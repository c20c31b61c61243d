import { OkuvisirHead, OkuvisirPage } from '../../features/public-forms';

/** /en/okuvisir/: Ökuvísir, its discount calculator and sign-up. */
export default function Page() {
  return <OkuvisirPage language="en" />;
}

export function Head() {
  return <OkuvisirHead language="en" />;
}
