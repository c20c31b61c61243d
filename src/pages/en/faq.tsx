import { FaqHead, FaqPage } from '../../features/faq';

/** /en/faq/: every product's questions and answers, searchable. */
export default function Page() {
  return <FaqPage language="en" />;
}

export function Head() {
  return <FaqHead language="en" />;
}
