import en from '../../../locales/en/attachmentForms.json';
import is from '../../../locales/is/attachmentForms.json';
import { addTranslationGroups } from '../../lib/i18n';

/** The texts of the forms with attachments travel with their pages. */
export function addAttachmentFormTexts(): void {
  addTranslationGroups({ is: { attachmentForms: is }, en: { attachmentForms: en } });
}
