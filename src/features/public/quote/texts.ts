import en from '../../../../locales/en/quote.json';
import is from '../../../../locales/is/quote.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The calculators' texts travel with the get-a-price page. */
export function addQuoteTexts(): void {
  addTranslationGroups({ is: { quote: is }, en: { quote: en } });
}
