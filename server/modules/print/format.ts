import type { ServerLanguage } from '../../i18n/locales';

/** Numbers and dates as Icelandic and English readers expect them on paper. */

function group(value: number, separator: string): string {
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${grouped}` : grouped;
}

/** 12345 -> '12.345 kr.' (is) or 'ISK 12,345' (en). */
export function formatIsk(amount: number, lang: ServerLanguage): string {
  return lang === 'is' ? `${group(amount, '.')} kr.` : `ISK ${group(amount, ',')}`;
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** '2026-03-07' -> '07.03.2026' (is) or '7 Mar 2026' (en). */
export function formatDate(iso: string, lang: ServerLanguage): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  if (!year || !month || !day) return iso;
  return lang === 'is'
    ? `${day}.${month}.${year}`
    : `${Number(day)} ${MONTHS_EN[Number(month) - 1] ?? month} ${year}`;
}

export function formatPeriod(start: string, end: string, lang: ServerLanguage): string {
  return `${formatDate(start, lang)} - ${formatDate(end, lang)}`;
}

/** '1201603389' -> '120160-3389' */
export function formatKennitala(kennitala: string): string {
  return kennitala.length === 10 ? `${kennitala.slice(0, 6)}-${kennitala.slice(6)}` : kennitala;
}
