import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { OpportunityHead, OpportunityPage } from '../../features/public/attachment-forms';

/** Call me about insurance. The same page in both languages (`paths.callMe`). */
export default function OpportunityTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <OpportunityPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <OpportunityHead language={pageContext.language} />;
}
