import { CampaignOfferHead, CampaignOfferPage } from '../../features/public-forms';

/** /en/campaign-offer/: get an offer from a running campaign. */
export default function Page() {
  return <CampaignOfferPage language="en" />;
}

export function Head() {
  return <CampaignOfferHead language="en" />;
}
