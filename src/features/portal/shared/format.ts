import type { IsoDate, Isk, LocalizedText } from '../../../domain/api/portal';
import { formatDate as formatDateOnly, formatNumber } from '../../../lib/format/dates';
import type { Language } from '../../../lib/i18n';

/** 12.345 kr. in Icelandic, ISK 12,345 in English; written out so every browser agrees with the server. */
export function formatIsk(amount: number, language: Language): string {
  const number = formatNumber(amount, language);
  return language === 'is' ? `${number} kr.` : `ISK ${number}`;
}

/** '2026-03-01' -> '1. mars 2026' / '1 March 2026'; calendar dates, never shifted by time zone. */
export function formatDate(date: IsoDate, language: Language): string {
  return formatDateOnly(date.slice(0, 10), language);
}

export function formatPeriod(start: IsoDate, end: IsoDate, language: Language): string {
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

export function localized(text: LocalizedText, language: Language): string {
  return text[language];
}

export function amountSign(amount: Isk): 'charge' | 'credit' {
  return amount >= 0 ? 'charge' : 'credit';
}
