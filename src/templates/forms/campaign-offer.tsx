import type { HeadProps, PageProps } from 'gatsby';
import type { FormPageContext } from '../../build/page-context';
import { CampaignOfferHead, CampaignOfferPage } from '../../features/public/public-forms';

/** Get an offer from a running campaign. The same page in both languages (`paths.campaignOffer`). */
export default function CampaignOfferTemplate({ pageContext }: PageProps<object, FormPageContext>) {
  return <CampaignOfferPage language={pageContext.language} />;
}

export function Head({ pageContext }: HeadProps<object, FormPageContext>) {
  return <CampaignOfferHead language={pageContext.language} />;
}
