import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { SafetyProductHead, SafetyProductPage } from '../../features/public/attachment-forms';

/** Suggest a safety product. The same page in both languages (`paths.safetyProductSuggestion`). */
export default function SafetyProductTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <SafetyProductPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <SafetyProductHead language={pageContext.language} />;
}
