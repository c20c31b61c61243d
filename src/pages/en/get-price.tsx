import { QuoteHead, QuotePage } from '../../features/quote';

/** /en/get-price/: get a price. */
export default function QuotePageEn() {
  return <QuotePage language="en" />;
}

export function Head() {
  return <QuoteHead language="en" />;
}
