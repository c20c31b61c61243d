import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { formHead, PublicFormPage } from '../layout';
import { OfferRequestForm } from './offer-request-form';
import { addOfferRequestTexts } from './texts';

addOfferRequestTexts();

/** /fa-tilbod/ and /en/request-offer/: a personal offer, worked by staff from the inbox. */
export const OfferRequestPage = ({ language }: { language: Language }) => (
  <PublicFormPage
    language={language}
    path={paths.requestOffer}
    title="offerRequest|pageTitle"
    lead="offerRequest|lead"
    leadLink={{ href: paths.getPrice(language), label: 'offerRequest|calculatorLink' }}
  >
    <OfferRequestForm language={language} />
  </PublicFormPage>
);

export const OfferRequestHead = formHead(
  paths.requestOffer,
  'offerRequest|pageTitle',
  'offerRequest|metaDescription',
);
