import { LetUsKnowHead, LetUsKnowPage } from '../../features/let-us-know';

/** /en/let-us-know/: a complaint or a compliment. */
export default function LetUsKnowPageEn() {
  return <LetUsKnowPage language="en" />;
}

export function Head() {
  return <LetUsKnowHead language="en" />;
}
