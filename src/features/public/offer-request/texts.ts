import en from '../../../../locales/en/offerRequest.json';
import is from '../../../../locales/is/offerRequest.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The offer request's texts travel with its page. */
export function addOfferRequestTexts(): void {
  addTranslationGroups({ is: { offerRequest: is }, en: { offerRequest: en } });
}
