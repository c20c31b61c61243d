import en from '../../../../locales/en/newsletter.json';
import is from '../../../../locales/is/newsletter.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The newsletter's texts travel with the pages that show it. */
export function addNewsletterTexts(): void {
  addTranslationGroups({ is: { newsletter: is }, en: { newsletter: en } });
}
