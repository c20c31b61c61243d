import en from '../../../locales/en/publicForms.json';
import is from '../../../locales/is/publicForms.json';
import { addTranslationGroups } from '../../lib/i18n';

/** The texts of child insurance, Ökuvísir and other matters travel with their pages. */
export function addPublicFormTexts(): void {
  addTranslationGroups({ is: { publicForms: is }, en: { publicForms: en } });
}
