export { QuoteHead, QuotePage } from './quote-page';
