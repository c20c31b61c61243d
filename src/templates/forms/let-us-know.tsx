import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { LetUsKnowHead, LetUsKnowPage } from '../../features/public/let-us-know';

/** A complaint or a compliment. The same page in both languages (`paths.letUsKnow`). */
export default function LetUsKnowTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <LetUsKnowPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <LetUsKnowHead language={pageContext.language} />;
}
