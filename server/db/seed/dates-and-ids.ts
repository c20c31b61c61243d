import { createHash } from 'node:crypto';

/** Deterministic ids and codes, and the date arithmetic every area seeds with. */

/** A uuid derived from a stable key, so the same demo row always has the same id. */
export function demoId(key: string): string {
  const h = createHash('sha256').update(`skjol-demo:${key}`).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 3) | 8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A verification code like 'K7QM-4XPD-2R9T', derived from a stable key. */
export function demoCode(key: string): string {
  const bytes = createHash('sha256').update(`skjol-demo-code:${key}`).digest();
  let out = '';
  for (let index = 0; index < 12; index += 1) out += CROCKFORD[bytes[index]! % 32];
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8, 12)}`;
}

export type Day = string;

// Date arithmetic and the way dates and amounts are written come from src/domain, as everywhere else.
export { addDaysIso as addDays, addMonthsIso as addMonths } from '../../../src/domain/calendar';

export const timestamp = (iso: Day, hour = 9) =>
  `${iso}T${String(hour).padStart(2, '0')}:15:00.000Z`;
