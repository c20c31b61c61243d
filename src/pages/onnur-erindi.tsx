import { OtherMattersHead, OtherMattersPage } from '../features/public-forms';

/** /onnur-erindi/: other matters. */
export default function Page() {
  return <OtherMattersPage language="is" />;
}

export function Head() {
  return <OtherMattersHead language="is" />;
}
