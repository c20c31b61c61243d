import enContent from '../../../locales/en/content.json';
import enDefault from '../../../locales/en/default.json';
import enErrorCode from '../../../locales/en/errorCode.json';
import enGlobal from '../../../locales/en/global.json';
import enLayout from '../../../locales/en/layout.json';
import enUi from '../../../locales/en/ui.json';
import isContent from '../../../locales/is/content.json';
import isDefault from '../../../locales/is/default.json';
import isErrorCode from '../../../locales/is/errorCode.json';
import isGlobal from '../../../locales/is/global.json';
import isLayout from '../../../locales/is/layout.json';
import isUi from '../../../locales/is/ui.json';
import type { Language } from './languages';

/**
 * Translation groups every page carries. Each group is one JSON file per language; groups only
 * one page or area needs travel with it instead (see `addTranslationGroups`).
 */
export const resources = {
  is: {
    content: isContent,
    default: isDefault,
    errorCode: isErrorCode,
    global: isGlobal,
    layout: isLayout,
    ui: isUi,
  },
  en: {
    content: enContent,
    default: enDefault,
    errorCode: enErrorCode,
    global: enGlobal,
    layout: enLayout,
    ui: enUi,
  },
} satisfies Record<Language, Record<string, Record<string, string>>>;

export type TranslationGroup = keyof (typeof resources)['is'];
