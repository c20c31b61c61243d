import en from '../../../../locales/en/attachmentForms.json';
import is from '../../../../locales/is/attachmentForms.json';
import { addTranslationGroups } from '../../../lib/i18n';
import type { FormTexts } from '../public-form-kit';

/** The texts of the forms with attachments travel with their pages. */
export function addAttachmentFormTexts(): void {
  addTranslationGroups({ is: { attachmentForms: is }, en: { attachmentForms: en } });
}

export const ATTACHMENT_FORM_TEXTS: FormTexts = {
  network: 'ui|formNetworkError',
  tooManyRequests: 'ui|formTooManyRequests',
  submitError: 'ui|formSubmitError',
  fileRefused: 'ui|formFileRefused',
  retry: 'attachmentForms|retry',
  websiteLabel: 'attachmentForms|websiteLabel',
};
