import en from '../../../../locales/en/faq.json';
import is from '../../../../locales/is/faq.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The FAQ page's texts travel with that page, not with every page of the site. */
export function addFaqTexts(): void {
  addTranslationGroups({ is: { faq: is }, en: { faq: en } });
}
