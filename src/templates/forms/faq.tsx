import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { FaqHead, FaqPage } from '../../features/public/faq';

/** Every product's questions and answers, searchable. The same page in both languages (`paths.faq`). */
export default function FaqTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <FaqPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <FaqHead language={pageContext.language} />;
}
