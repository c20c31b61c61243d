import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { OtherMattersHead, OtherMattersPage } from '../../features/public/public-forms';

/** Other matters. The same page in both languages (`paths.otherMatters`). */
export default function OtherMattersTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <OtherMattersPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <OtherMattersHead language={pageContext.language} />;
}
