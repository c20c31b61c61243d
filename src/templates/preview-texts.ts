import en from '../../locales/en/preview.json';
import is from '../../locales/is/preview.json';
import { addTranslationGroups } from '../lib/i18n';

/** The editors' preview and draft banners travel with those pages, not with every page of the site. */
export function addPreviewTexts(): void {
  addTranslationGroups({ is: { preview: is }, en: { preview: en } });
}
