/**
 * The quote API's paths, for the calculators and the tests. A plain module, so the page's bundle
 * can use them without the TypeBox declarations in quote.ts.
 */
export const QUOTE_API = {
  vehicle: (registration: string) => `/api/quote/v1/vehicle/${encodeURIComponent(registration)}/`,
  price: '/api/quote/v1/price/',
  save: '/api/quote/v1/',
  buy: '/api/quote/v1/buy/',
  saved: (quoteNumber: string) => `/api/quote/v1/${encodeURIComponent(quoteNumber)}/`,
  purchase: (quoteNumber: string) => `/api/quote/v1/${encodeURIComponent(quoteNumber)}/purchase/`,
  terms: '/api/public/v1/terms/',
} as const;
