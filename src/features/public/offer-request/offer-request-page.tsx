import { paths } from '../../../lib/routing/paths';
import { formPage } from '../layout';
import { OfferRequestForm } from './offer-request-form';
import { addOfferRequestTexts } from './texts';

addOfferRequestTexts();

/** /fa-tilbod/ and /en/request-offer/: a personal offer, worked by staff from the inbox. */
export const { Page: OfferRequestPage, Head: OfferRequestHead } = formPage({
  path: paths.requestOffer,
  title: 'offerRequest|pageTitle',
  lead: 'offerRequest|lead',
  description: 'offerRequest|metaDescription',
  leadLink: { path: paths.getPrice, label: 'offerRequest|calculatorLink' },
  form: OfferRequestForm,
});
