import { OkuvisirHead, OkuvisirPage } from '../features/public-forms';

/** /okuvisir/: Ökuvísir, its discount calculator and sign-up. */
export default function Page() {
  return <OkuvisirPage language="is" />;
}

export function Head() {
  return <OkuvisirHead language="is" />;
}
