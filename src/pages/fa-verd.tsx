import { QuoteHead, QuotePage } from '../features/quote';

/** /fa-verd/: get a price. */
export default function QuotePageIs() {
  return <QuotePage language="is" />;
}

export function Head() {
  return <QuoteHead language="is" />;
}
