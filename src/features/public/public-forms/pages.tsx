import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formPage } from '../layout';
import { ChildInsuranceForm } from './child-insurance-form';
import { ConferenceSignupForm } from './conference-signup-form';
import { OkuvisirCalculator, OkuvisirForm } from './okuvisir-form';
import { LotteryForm } from './lottery-form';
import { OtherMattersForm } from './other-matters-form';
import { RunningCampaigns, SalesPromotionForm } from './sales-promotion-form';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

/** /barnatrygging/umsokn/ and /en/child-insurance/apply/. */
export const { Page: ChildInsurancePage, Head: ChildInsuranceHead } = formPage({
  path: paths.childInsuranceApply,
  title: 'publicForms|childPageTitle',
  lead: 'publicForms|childLead',
  description: 'publicForms|childMetaDescription',
  form: ChildInsuranceForm,
});

/** What Ökuvísir gives, the calculator, and sign-up. */
function OkuvisirBody({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <OkuvisirCalculator />
      <h2>{t('publicForms|okuvisirSignUpHeading')}</h2>
      <OkuvisirForm language={language} />
    </>
  );
}

/** /okuvisir/ and /en/okuvisir/. */
export const { Page: OkuvisirPage, Head: OkuvisirHead } = formPage({
  path: paths.okuvisir,
  title: 'publicForms|okuvisirPageTitle',
  lead: 'publicForms|okuvisirLead',
  description: 'publicForms|okuvisirMetaDescription',
  form: OkuvisirBody,
});

/** /onnur-erindi/ and /en/other-matters/. */
export const { Page: OtherMattersPage, Head: OtherMattersHead } = formPage({
  path: paths.otherMatters,
  title: 'publicForms|otherPageTitle',
  lead: 'publicForms|otherLead',
  description: 'publicForms|otherMetaDescription',
  leadLink: { path: paths.inquiry, label: 'publicForms|inquiryLink' },
  form: OtherMattersForm,
});

/** /vidburdir/skraning/ and /en/events/sign-up/: sign up for one of Skjól's events. */
export const { Page: EventSignupPage, Head: EventSignupHead } = formPage({
  path: paths.eventSignup,
  title: 'publicForms|eventPageTitle',
  lead: 'publicForms|eventLead',
  description: 'publicForms|eventMetaDescription',
  leadLink: { path: paths.prevention, label: 'publicForms|preventionLink' },
  form: ConferenceSignupForm,
});

/** The running campaigns, and the form to get an offer from one. */
const CampaignOfferBody = ({ language }: { language: Language }) => (
  <>
    <RunningCampaigns language={language} />
    <SalesPromotionForm language={language} />
  </>
);

/** /tilbod-herferd/ and /en/campaign-offer/: get an offer from a running campaign. */
export const { Page: CampaignOfferPage, Head: CampaignOfferHead } = formPage({
  path: paths.campaignOffer,
  title: 'publicForms|campaignPageTitle',
  lead: 'publicForms|campaignLead',
  description: 'publicForms|campaignMetaDescription',
  form: CampaignOfferBody,
});

/** /leikur/ and /en/prize-draw/: the current prize draw. */
export const { Page: PrizeDrawPage, Head: PrizeDrawHead } = formPage({
  path: paths.prizeDraw,
  title: 'publicForms|drawPageTitle',
  lead: 'publicForms|drawLead',
  description: 'publicForms|drawMetaDescription',
  form: LotteryForm,
});
