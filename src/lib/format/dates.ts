import type { Language } from '../i18n/languages';

// Written out rather than left to Intl: some browsers ship without Icelandic locale data and would
// print English dates on Icelandic pages (and disagree with the server render).
const MONTHS: Record<Language, string[]> = {
  is: [
    'janúar',
    'febrúar',
    'mars',
    'apríl',
    'maí',
    'júní',
    'júlí',
    'ágúst',
    'september',
    'október',
    'nóvember',
    'desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const WEEKDAYS: Record<Language, string[]> = {
  is: [
    'sunnudagur',
    'mánudagur',
    'þriðjudagur',
    'miðvikudagur',
    'fimmtudagur',
    'föstudagur',
    'laugardagur',
  ],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

function toDate(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The month's name in the page's language (0 = January). */
export function monthName(month: number, language: Language): string {
  return MONTHS[language][month] ?? '';
}

/**
 * A date as people write it in the page's language ('29. október 2026', '29 October 2026'), in
 * Iceland's time zone (UTC all year), so the server render and every browser agree.
 */
export function formatDate(
  value: string | null | undefined,
  language: Language,
  options: { time?: boolean; weekday?: boolean; year?: boolean } = {},
): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  const day = date.getUTCDate();
  const month = monthName(date.getUTCMonth(), language);
  let text = language === 'is' ? `${day}. ${month}` : `${day} ${month}`;
  if (options.year !== false) text += ` ${date.getUTCFullYear()}`;
  if (options.weekday) {
    const weekday = WEEKDAYS[language][date.getUTCDay()] ?? '';
    text = language === 'is' ? `${weekday} ${text}` : `${weekday} ${text}`;
  }
  if (options.time) {
    const hours = String(date.getUTCHours()).padStart(2, '0');
    const minutes = String(date.getUTCMinutes()).padStart(2, '0');
    text += language === 'is' ? ` kl. ${hours}:${minutes}` : ` at ${hours}:${minutes}`;
  }
  return text;
}

/** The ISO date (YYYY-MM-DD) of a value, for <time dateTime>. */
export function isoDate(value: string | null | undefined): string | undefined {
  const date = value ? toDate(value) : null;
  return date ? date.toISOString().slice(0, 10) : undefined;
}

/** Whole numbers grouped as each language writes them: 1.234.567 in Icelandic, 1,234,567 in English. */
export function formatNumber(value: number, language: Language): string {
  const digits = Math.abs(Math.round(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, language === 'is' ? '.' : ',');
  return value < 0 ? `-${digits}` : digits;
}
