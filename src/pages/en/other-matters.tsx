import { OtherMattersHead, OtherMattersPage } from '../../features/public-forms';

/** /en/other-matters/: other matters. */
export default function Page() {
  return <OtherMattersPage language="en" />;
}

export function Head() {
  return <OtherMattersHead language="en" />;
}
