import enDefault from '../../../locales/en/default.json';
import enFront from '../../../locales/en/front.json';
import enGlobal from '../../../locales/en/global.json';
import enLayout from '../../../locales/en/layout.json';
import enUi from '../../../locales/en/ui.json';
import isDefault from '../../../locales/is/default.json';
import isFront from '../../../locales/is/front.json';
import isGlobal from '../../../locales/is/global.json';
import isLayout from '../../../locales/is/layout.json';
import isUi from '../../../locales/is/ui.json';
import type { Language } from './languages';

/** Translation groups bundled with the site. Each group is one JSON file per language. */
export const resources = {
  is: { default: isDefault, global: isGlobal, layout: isLayout, front: isFront, ui: isUi },
  en: { default: enDefault, global: enGlobal, layout: enLayout, front: enFront, ui: enUi },
} satisfies Record<Language, Record<string, Record<string, string>>>;

export type TranslationGroup = keyof (typeof resources)['is'];
