import { LetUsKnowHead, LetUsKnowPage } from '../features/let-us-know';

/** /lattu-okkur-vita/: a complaint or a compliment. */
export default function LetUsKnowPageIs() {
  return <LetUsKnowPage language="is" />;
}

export function Head() {
  return <LetUsKnowHead language="is" />;
}
