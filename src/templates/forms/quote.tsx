import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { QuoteHead, QuotePage } from '../../features/public/quote';

/** Get a price. The same page in both languages (`paths.getPrice`). */
export default function QuoteTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <QuotePage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <QuoteHead language={pageContext.language} />;
}
