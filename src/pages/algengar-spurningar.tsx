import { FaqHead, FaqPage } from '../features/faq';

/** /algengar-spurningar/: every product's questions and answers, searchable. */
export default function Page() {
  return <FaqPage language="is" />;
}

export function Head() {
  return <FaqHead language="is" />;
}
