/** The FAQ's call and pages; plain values the browser bundle may import. */
import { endpoint, type Get } from './endpoint';
import type { FaqQuery, FaqResponse } from './faq';

export const FAQ_API = endpoint<Get<FaqResponse, FaqQuery>>('/api/content/v1/faq/');

export const FAQ_PAGE = { is: '/algengar-spurningar/', en: '/en/faq/' } as const;

/** The longest search the FAQ takes: a question, not a document. */
export const FAQ_QUERY_MAX_LENGTH = 200;
