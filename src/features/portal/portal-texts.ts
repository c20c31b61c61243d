import enPortal from '../../../locales/en/portal.json';
import isPortal from '../../../locales/is/portal.json';
import { getI18n, LANGUAGES } from '../../lib/i18n';

let added = false;

/**
 * The portal's texts travel in the portal's own bundle, not in every public page's: they are
 * added to the shared i18n instances when the portal first renders.
 */
export function ensurePortalTexts(): void {
  if (added) return;
  for (const language of LANGUAGES) {
    getI18n(language).addResourceBundle(
      language,
      'portal',
      language === 'en' ? enPortal : isPortal,
      true,
      true,
    );
  }
  added = true;
}
