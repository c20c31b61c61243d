import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { OfferRequestHead, OfferRequestPage } from '../../features/public/offer-request';

/** Request an offer. The same page in both languages (`paths.requestOffer`). */
export default function OfferRequestTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <OfferRequestPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <OfferRequestHead language={pageContext.language} />;
}
