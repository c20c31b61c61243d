import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { formHead, PublicFormPage } from '../public-form-kit';
import { InquiryForm } from './inquiry-form';
import { addInquiryTexts } from './texts';

addInquiryTexts();

/** /fyrirspurn/ and /en/inquiry/: the inquiry form on a page of its own. */
export const InquiryPage = ({ language }: { language: Language }) => (
  <PublicFormPage
    language={language}
    path={paths.inquiry}
    title="inquiry|pageTitle"
    lead="inquiry|lead"
  >
    <InquiryForm language={language} />
  </PublicFormPage>
);

export const InquiryHead = formHead(paths.inquiry, 'inquiry|pageTitle');
