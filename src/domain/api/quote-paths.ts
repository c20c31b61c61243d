/**
 * The quote API's paths, for the calculators and the tests. A plain module, so the page's bundle
 * can use them without the TypeBox declarations in quote.ts.
 */
import { endpoint, type Get, type Post } from './endpoint';
import type {
  BuyQuoteRequest,
  PurchaseQuoteRequest,
  QuoteKeyQuery,
  QuotePrice,
  QuotePriceRequest,
  QuotePurchased,
  SavedQuote,
  SaveQuoteRequest,
  TermsQuery,
  TermsResponse,
  Vehicle,
} from './quote';

export const QUOTE_API = {
  vehicle: (registration: string) =>
    endpoint<Get<Vehicle>>(`/api/quote/v1/vehicle/${encodeURIComponent(registration)}/`),
  price: endpoint<Post<QuotePriceRequest, QuotePrice>>('/api/quote/v1/price/'),
  save: endpoint<Post<SaveQuoteRequest, SavedQuote>>('/api/quote/v1/'),
  buy: endpoint<Post<BuyQuoteRequest, SavedQuote>>('/api/quote/v1/buy/'),
  saved: (quoteNumber: string) =>
    endpoint<Get<SavedQuote, QuoteKeyQuery>>(`/api/quote/v1/${encodeURIComponent(quoteNumber)}/`),
  purchase: (quoteNumber: string) =>
    endpoint<Post<PurchaseQuoteRequest, QuotePurchased>>(
      `/api/quote/v1/${encodeURIComponent(quoteNumber)}/purchase/`,
    ),
  terms: endpoint<Get<TermsResponse, TermsQuery>>('/api/public/v1/terms/'),
} as const;
