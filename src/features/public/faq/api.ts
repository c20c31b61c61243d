import { FAQ_API } from '../../../domain/api/faq-paths';
import { call } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';

/** GET /api/content/v1/faq/ — every question, or those holding the words searched for. */
export function fetchFaq(language: Language, query: string, signal?: AbortSignal) {
  return call(FAQ_API, { payload: { lang: language, q: query.trim() || undefined }, signal });
}

/** The search as the address keeps it (`?q=`), so a search can be shared and Back returns to it. */
export function queryFromAddress(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}
