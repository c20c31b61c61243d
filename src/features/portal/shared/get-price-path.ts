import type { Language } from '../../../lib/i18n';

/** Where a person without insurance gets a price (SPEC §2 public links: /fa-verd, /en/get-price). */
export function getPricePath(language: Language): string {
  return language === 'en' ? '/en/get-price' : '/fa-verd';
}
