import { paths } from '../../../lib/routing/paths';
import { formPage } from '../layout';
import { BusinessInquiryForm } from './business-inquiry-form';
import { OpportunityForm } from './opportunity-form';
import { SafetyProductForm } from './safety-product-form';
import { addAttachmentFormTexts } from './texts';

addAttachmentFormTexts();

/** /fyrirtaeki/fyrirspurn/ and /en/business/inquiry/: a company's inquiry, with documents. */
export const { Page: BusinessInquiryPage, Head: BusinessInquiryHead } = formPage({
  path: paths.businessInquiry,
  title: 'attachmentForms|businessPageTitle',
  lead: 'attachmentForms|businessLead',
  description: 'attachmentForms|businessMetaDescription',
  leadLink: { path: paths.requestOffer, label: 'attachmentForms|offerLink' },
  form: BusinessInquiryForm,
});

/** /forvarnir/abending-um-oryggisvoru/ and /en/prevention/suggest-a-safety-product/. */
export const { Page: SafetyProductPage, Head: SafetyProductHead } = formPage({
  path: paths.safetyProductSuggestion,
  title: 'attachmentForms|safetyPageTitle',
  lead: 'attachmentForms|safetyLead',
  description: 'attachmentForms|safetyMetaDescription',
  leadLink: { path: paths.prevention, label: 'attachmentForms|preventionLink' },
  form: SafetyProductForm,
});

/** /hringdu-i-mig/ and /en/call-me/: a sales lead, "call me about insurance". */
export const { Page: OpportunityPage, Head: OpportunityHead } = formPage({
  path: paths.callMe,
  title: 'attachmentForms|opportunityPageTitle',
  lead: 'attachmentForms|opportunityLead',
  description: 'attachmentForms|opportunityMetaDescription',
  leadLink: { path: paths.getPrice, label: 'attachmentForms|priceLink' },
  form: OpportunityForm,
});
