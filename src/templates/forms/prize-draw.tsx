import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { PrizeDrawHead, PrizeDrawPage } from '../../features/public/public-forms';

/** The current prize draw. The same page in both languages (`paths.prizeDraw`). */
export default function PrizeDrawTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <PrizeDrawPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <PrizeDrawHead language={pageContext.language} />;
}
