import { CampaignOfferHead, CampaignOfferPage } from '../features/public-forms';

/** /tilbod-herferd/: get an offer from a running campaign. */
export default function Page() {
  return <CampaignOfferPage language="is" />;
}

export function Head() {
  return <CampaignOfferHead language="is" />;
}
