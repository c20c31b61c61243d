import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { formHead, PublicFormPage } from '../../features/public/layout';
import { InquiryForm } from '../../features/public/inquiry';
import { paths } from '../../lib/routing/paths';

const InquiryHead = formHead(paths.inquiry, 'inquiry|pageTitle');

/** Send us a question: /fyrirspurn/ and /en/inquiry/, the form the help button also holds. */
export default function InquiryTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return (
    <PublicFormPage
      language={pageContext.language}
      path={paths.inquiry}
      title="inquiry|pageTitle"
      lead="inquiry|lead"
    >
      <InquiryForm language={pageContext.language} />
    </PublicFormPage>
  );
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <InquiryHead language={pageContext.language} />;
}
