import en from '../../../../locales/en/letUsKnow.json';
import is from '../../../../locales/is/letUsKnow.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The "let us know" form's texts travel with its page. */
export function addLetUsKnowTexts(): void {
  addTranslationGroups({ is: { letUsKnow: is }, en: { letUsKnow: en } });
}
