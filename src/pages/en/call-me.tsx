import { OpportunityHead, OpportunityPage } from '../../features/attachment-forms';

/** /en/call-me/: call me about insurance. */
export default function Page() {
  return <OpportunityPage language="en" />;
}

export function Head() {
  return <OpportunityHead language="en" />;
}
