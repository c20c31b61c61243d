import { OfferRequestHead, OfferRequestPage } from '../../features/offer-request';

/** /en/request-offer/: request an offer. */
export default function OfferRequestPageEn() {
  return <OfferRequestPage language="en" />;
}

export function Head() {
  return <OfferRequestHead language="en" />;
}
