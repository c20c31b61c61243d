import type { Isk, LocalizedText } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';

// Dates, money and numbers are written by src/domain/format.ts; these two are the portal's own.

export function localized(text: LocalizedText, language: Language): string {
  return text[language];
}

export function amountSign(amount: Isk): 'charge' | 'credit' {
  return amount >= 0 ? 'charge' : 'credit';
}
