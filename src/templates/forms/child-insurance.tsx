import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { ChildInsuranceHead, ChildInsurancePage } from '../../features/public/public-forms';

/** Apply for child insurance. The same page in both languages (`paths.childInsuranceApply`). */
export default function ChildInsuranceTemplate({
  pageContext,
}: PageProps<object, FormPageContext>) {
  return <ChildInsurancePage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <ChildInsuranceHead language={pageContext.language} />;
}
