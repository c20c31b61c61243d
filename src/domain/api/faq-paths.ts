/** The FAQ's call and pages; plain values the browser bundle may import. */
export const FAQ_API = '/api/content/v1/faq/';

export const FAQ_PAGE = { is: '/algengar-spurningar/', en: '/en/faq/' } as const;

/** The longest search the FAQ takes: a question, not a document. */
export const FAQ_QUERY_MAX_LENGTH = 200;
