import type { Language } from '../lib/i18n/languages';

/** What every generated page receives: its language and the address of the same page in the other one. */
export type LocalizedPageContext = {
  language: Language;
  alternatePath: string;
};
