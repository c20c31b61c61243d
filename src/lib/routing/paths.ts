import { localizedPath, type Language } from '../i18n/languages';

/** Every route the code links to, in one place. Paths are written for Icelandic and localised. */
export const paths = {
  home: (language: Language) => localizedPath('/', language),
  notFound: (language: Language) => localizedPath('/404/', language),
} as const;
