import { Type, type Static } from 'typebox';
import { PortalLanguage } from './common';
import { FAQ_QUERY_MAX_LENGTH } from './faq-paths';

/** GET /api/content/v1/faq/?lang=is|en&q=… */
export const FaqQuery = Type.Object({
  lang: Type.Optional(PortalLanguage),
  q: Type.Optional(
    Type.String({
      maxLength: FAQ_QUERY_MAX_LENGTH,
      description: 'Words to look for; every word must appear (accents and case ignored)',
    }),
  ),
});
export type FaqQuery = Static<typeof FaqQuery>;

export const FaqEntry = Type.Object({
  /** Stable within a publication: the slice id and the question's place in it. */
  id: Type.String(),
  question: Type.String(),
  /** The answer's paragraphs as plain text, so it is shown as text, never as markup. */
  answer: Type.Array(Type.String()),
  /** The product page the question belongs to, where the rest of the cover is described. */
  product: Type.Object({ title: Type.String(), path: Type.Union([Type.String(), Type.Null()]) }),
});
export type FaqEntry = Static<typeof FaqEntry>;

export const FaqResponse = Type.Object({
  /** Best matches first; every question, in the products' order, when nothing was searched. */
  questions: Type.Array(FaqEntry),
  /** How many questions there are in all, so the page can say "3 of 24". */
  total: Type.Integer(),
});
export type FaqResponse = Static<typeof FaqResponse>;
