import enContent from '../../../locales/en/content.json';
import enDefault from '../../../locales/en/default.json';
import enErrorCode from '../../../locales/en/errorCode.json';
import enGlobal from '../../../locales/en/global.json';
import enInvestors from '../../../locales/en/investors.json';
import enLayout from '../../../locales/en/layout.json';
import enUi from '../../../locales/en/ui.json';
import enVerification from '../../../locales/en/verification.json';
import isContent from '../../../locales/is/content.json';
import isDefault from '../../../locales/is/default.json';
import isErrorCode from '../../../locales/is/errorCode.json';
import isGlobal from '../../../locales/is/global.json';
import isInvestors from '../../../locales/is/investors.json';
import isLayout from '../../../locales/is/layout.json';
import isUi from '../../../locales/is/ui.json';
import isVerification from '../../../locales/is/verification.json';
import type { Language } from './languages';

/** Translation groups bundled with the site. Each group is one JSON file per language. */
export const resources = {
  is: {
    content: isContent,
    default: isDefault,
    errorCode: isErrorCode,
    global: isGlobal,
    layout: isLayout,
    investors: isInvestors,
    ui: isUi,
    verification: isVerification,
  },
  en: {
    content: enContent,
    default: enDefault,
    errorCode: enErrorCode,
    global: enGlobal,
    layout: enLayout,
    investors: enInvestors,
    ui: enUi,
    verification: enVerification,
  },
} satisfies Record<Language, Record<string, Record<string, string>>>;

export type TranslationGroup = keyof (typeof resources)['is'];
