import { OfferRequestHead, OfferRequestPage } from '../features/offer-request';

/** /fa-tilbod/: request an offer. */
export default function OfferRequestPageIs() {
  return <OfferRequestPage language="is" />;
}

export function Head() {
  return <OfferRequestHead language="is" />;
}
