import { normalizeKennitala } from './kennitala';

/**
 * How Skjól writes dates, times, money, kennitölur, phone numbers and bank accounts, in Icelandic
 * and English. The screens, the server's PDFs and the e-mails all print through this module, so
 * one date reads the same everywhere ("7. mars 2026", never "07.03.2026" in one place).
 *
 * Written out rather than left to Intl: browsers without Icelandic locale data would fall back to
 * English, and Node and Chromium do not agree on every Icelandic pattern. Times are Iceland's
 * (Atlantic/Reykjavik is UTC all year, with no daylight saving), so reading a value's UTC fields
 * gives the Icelandic wall clock on every machine.
 */

export type FormatLanguage = 'is' | 'en';

const MONTHS: Record<FormatLanguage, readonly string[]> = {
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

const MONTHS_SHORT: Record<FormatLanguage, readonly string[]> = {
  is: ['jan', 'feb', 'mar', 'apr', 'maí', 'jún', 'júl', 'ágú', 'sep', 'okt', 'nóv', 'des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const WEEKDAYS: Record<FormatLanguage, readonly string[]> = {
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

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date ('2026-03-07') is read as midnight in Iceland, never in the machine's own zone,
 * so it cannot shift a day; anything else is parsed as a timestamp.
 */
function toDate(value: string | Date): Date | null {
  const date =
    value instanceof Date
      ? value
      : new Date(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The month's name (0 = January). */
export function monthName(month: number, language: FormatLanguage): string {
  return MONTHS[language][month] ?? '';
}

/** The month of 'YYYY-MM' (or a longer date), 0-based; null when there is none. */
function monthOf(yearMonth: string): number | null {
  const month = Number(yearMonth.slice(5, 7));
  return /^\d{4}-\d{2}/.test(yearMonth) && month >= 1 && month <= 12 ? month - 1 : null;
}

/** 'YYYY-MM' -> 'mars 2026' / 'March 2026'; anything else comes back as given. */
export function formatMonth(yearMonth: string, language: FormatLanguage): string {
  const month = monthOf(yearMonth);
  return month === null ? yearMonth : `${monthName(month, language)} ${yearMonth.slice(0, 4)}`;
}

/** 'YYYY-MM' -> 'mar' / 'Mar', for a label under a chart's bar. */
export function formatMonthShort(yearMonth: string, language: FormatLanguage): string {
  const month = monthOf(yearMonth);
  return month === null ? yearMonth : (MONTHS_SHORT[language][month] ?? yearMonth);
}

export type DateFormatOptions = {
  /** Adds the time of day: 'kl. 14:05' / 'at 14:05'. */
  time?: boolean;
  /** Starts with the day of the week. */
  weekday?: boolean;
  /** False leaves the year out ('7. mars'). */
  year?: boolean;
};

/**
 * '2026-03-07' -> '7. mars 2026' (is) / '7 March 2026' (en); a timestamp is shown as the date in
 * Iceland. Empty for a missing or unreadable value, so a screen shows nothing rather than "Invalid".
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: FormatLanguage,
  options: DateFormatOptions = {},
): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  const month = monthName(date.getUTCMonth(), language);
  let text = language === 'is' ? `${date.getUTCDate()}. ${month}` : `${date.getUTCDate()} ${month}`;
  if (options.year !== false) text += ` ${date.getUTCFullYear()}`;
  if (options.weekday) text = `${WEEKDAYS[language][date.getUTCDay()] ?? ''} ${text}`;
  if (options.time) {
    text += language === 'is' ? ` kl. ${formatTime(date)}` : ` at ${formatTime(date)}`;
  }
  return text;
}

/** The time of day in Iceland, 24-hour in both languages: '14:05'. */
export function formatTime(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  if (!date) return '';
  return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}

/** '1. mars 2026 – 28. febrúar 2027'. */
export function formatPeriod(
  start: string | Date,
  end: string | Date,
  language: FormatLanguage,
): string {
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

/** The calendar date (YYYY-MM-DD) in Iceland of a value, for <time dateTime> and date inputs. */
export function isoDate(value: string | Date | null | undefined): string | undefined {
  const date = value ? toDate(value) : null;
  return date ? date.toISOString().slice(0, 10) : undefined;
}

/** Whole numbers grouped as each language writes them: 1.234.567 (is), 1,234,567 (en). */
export function formatNumber(value: number, language: FormatLanguage): string {
  const digits = Math.abs(Math.round(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, language === 'is' ? '.' : ',');
  return value < 0 && digits !== '0' ? `-${digits}` : digits;
}

/** Whole krónur: '12.345 kr.' (is), 'ISK 12,345' (en). */
export function formatIsk(amount: number, language: FormatLanguage): string {
  const number = formatNumber(amount, language);
  return language === 'is' ? `${number} kr.` : `ISK ${number}`;
}

/** '0101302989' -> '010130-2989'; a value that is not shaped like a kennitala comes back as given. */
export function formatKennitala(value: string): string {
  const digits = normalizeKennitala(value);
  return digits === null ? value : `${digits.slice(0, 6)}-${digits.slice(6)}`;
}

const ICELAND_CALLING_CODE = '354';

/**
 * An Icelandic phone number in the 3 + 4 grouping: '5551234' -> '555 1234'; with `international`,
 * '+354 555 1234'. A number that is not seven digits (after an optional +354) comes back as given.
 */
export function formatPhone(value: string, options: { international?: boolean } = {}): string {
  const compact = value.replace(/[\s.-]/g, '');
  const local = /^(?:(?:\+|00)354)?(\d{7})$/.exec(compact)?.[1];
  if (!local) return value;
  const grouped = `${local.slice(0, 3)} ${local.slice(3)}`;
  return options.international ? `+${ICELAND_CALLING_CODE} ${grouped}` : grouped;
}

/**
 * A bank account as bank-ledger-account: '013326012345' -> '0133-26-012345'. A value that is not
 * twelve digits (separators ignored) comes back as given.
 */
export function formatBankAccount(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12}$/.test(digits)) return value;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}

/**
 * A file's size as people read it: '850 B', '12 KB', '1,5 MB' (is) / '1.5 MB' (en); one decimal
 * below 10 MB, whole megabytes above.
 */
export function formatFileSize(bytes: number, language: FormatLanguage): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024)
    return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`;
  const megabytes = bytes / (1024 * 1024);
  const text =
    megabytes < 10
      ? megabytes.toFixed(1).replace('.', language === 'is' ? ',' : '.')
      : formatNumber(Math.round(megabytes), language);
  return `${text} MB`;
}
