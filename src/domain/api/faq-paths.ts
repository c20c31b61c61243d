/** The FAQ's call and pages; plain values the browser bundle may import. */
export const FAQ_API = '/api/content/v1/faq/';

export const FAQ_PAGE = { is: '/algengar-spurningar/', en: '/en/faq/' } as const;
