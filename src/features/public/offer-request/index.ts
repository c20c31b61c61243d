export { OfferRequestHead, OfferRequestPage } from './offer-request-page';
