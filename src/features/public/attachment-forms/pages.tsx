import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, PublicFormPage } from '../layout';
import { BusinessInquiryForm } from './business-inquiry-form';
import { OpportunityForm } from './opportunity-form';
import { SafetyProductForm } from './safety-product-form';
import { addAttachmentFormTexts } from './texts';

addAttachmentFormTexts();

/** /fyrirtaeki/fyrirspurn/ and /en/business/inquiry/: a company's inquiry, with documents. */
export const BusinessInquiryPage = ({ language }: { language: Language }) => (
  <PublicFormPage
    language={language}
    path={paths.businessInquiry}
    title="attachmentForms|businessPageTitle"
    lead="attachmentForms|businessLead"
    leadLink={{ href: paths.requestOffer(language), label: 'attachmentForms|offerLink' }}
  >
    <BusinessInquiryForm language={language} />
  </PublicFormPage>
);

export const BusinessInquiryHead = formHead(
  paths.businessInquiry,
  'attachmentForms|businessPageTitle',
  'attachmentForms|businessMetaDescription',
);

/** /forvarnir/abending-um-oryggisvoru/ and /en/prevention/suggest-a-safety-product/. */
export const SafetyProductPage = ({ language }: { language: Language }) => (
  <PublicFormPage
    language={language}
    path={paths.safetyProductSuggestion}
    title="attachmentForms|safetyPageTitle"
    lead="attachmentForms|safetyLead"
    leadLink={{ href: paths.prevention(language), label: 'attachmentForms|preventionLink' }}
  >
    <SafetyProductForm language={language} />
  </PublicFormPage>
);

export const SafetyProductHead = formHead(
  paths.safetyProductSuggestion,
  'attachmentForms|safetyPageTitle',
  'attachmentForms|safetyMetaDescription',
);

/** /hringdu-i-mig/ and /en/call-me/: a sales lead, "call me about insurance". */
export const OpportunityPage = ({ language }: { language: Language }) => (
  <PublicFormPage
    language={language}
    path={paths.callMe}
    title="attachmentForms|opportunityPageTitle"
    lead="attachmentForms|opportunityLead"
    leadLink={{ href: paths.getPrice(language), label: 'attachmentForms|priceLink' }}
  >
    <OpportunityForm language={language} />
  </PublicFormPage>
);

export const OpportunityHead = formHead(
  paths.callMe,
  'attachmentForms|opportunityPageTitle',
  'attachmentForms|opportunityMetaDescription',
);
