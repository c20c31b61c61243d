import type {
  BuyQuoteRequest,
  QuoteItemInput,
  QuotePrice,
  SavedQuote,
  SaveQuoteRequest,
  Vehicle,
} from '../../../domain/api/quote';
import { QUOTE_API } from '../../../domain/api/quote-paths';
import { call } from '../../../lib/api';

export function fetchVehicle(registration: string, signal?: AbortSignal): Promise<Vehicle> {
  return call(QUOTE_API.vehicle(registration), { signal });
}

export function fetchPrice(
  items: readonly QuoteItemInput[],
  signal?: AbortSignal,
): Promise<QuotePrice> {
  return call(QUOTE_API.price, { method: 'POST', payload: { items: [...items] }, signal });
}

export function saveQuote(request: SaveQuoteRequest): Promise<SavedQuote> {
  return call(QUOTE_API.save, { method: 'POST', payload: request });
}

export function openSavedQuote(quoteNumber: string, key: string): Promise<SavedQuote> {
  return call(QUOTE_API.saved(quoteNumber), { payload: { key } });
}

/** Keeps the price as a quote to buy at once; nothing is mailed. */
export function keepQuoteToBuy(request: BuyQuoteRequest): Promise<SavedQuote> {
  return call(QUOTE_API.buy, { method: 'POST', payload: request });
}
