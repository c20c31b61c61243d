import en from '../../../../locales/en/publicForms.json';
import is from '../../../../locales/is/publicForms.json';
import { addTranslationGroups } from '../../../lib/i18n';
import type { FormTexts } from '../public-form-kit';

/** The texts of child insurance, Ökuvísir and other matters travel with their pages. */
export function addPublicFormTexts(): void {
  addTranslationGroups({ is: { publicForms: is }, en: { publicForms: en } });
}

export const PUBLIC_FORM_TEXTS: FormTexts = {
  network: 'publicForms|networkError',
  tooManyRequests: 'publicForms|tooManyRequests',
  submitError: 'publicForms|submitError',
  ssnNotFound: 'publicForms|ssnNotFound',
  retry: 'publicForms|retry',
  websiteLabel: 'publicForms|websiteLabel',
};
