import en from '../../../../locales/en/inquiry.json';
import is from '../../../../locales/is/inquiry.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The inquiry form's texts travel with the form (its page and the assistance panel's chunk). */
export function addInquiryTexts(): void {
  addTranslationGroups({ is: { inquiry: is }, en: { inquiry: en } });
}
