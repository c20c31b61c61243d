import en from '../../../../locales/en/investors.json';
import is from '../../../../locales/is/investors.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The investor documents' texts travel with that page, not with every page of the site. */
export function addInvestorTexts(): void {
  addTranslationGroups({ is: { investors: is }, en: { investors: en } });
}
