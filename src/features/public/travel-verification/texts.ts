import en from '../../../../locales/en/verification.json';
import is from '../../../../locales/is/verification.json';
import { addTranslationGroups } from '../../../lib/i18n';

/** The certificate check's texts travel with that page, not with every page of the site. */
export function addVerificationTexts(): void {
  addTranslationGroups({ is: { verification: is }, en: { verification: en } });
}
