import { OpportunityHead, OpportunityPage } from '../features/attachment-forms';

/** /hringdu-i-mig/: call me about insurance. */
export default function Page() {
  return <OpportunityPage language="is" />;
}

export function Head() {
  return <OpportunityHead language="is" />;
}
