import { kennitalaCheckDigit } from '../../../src/domain/kennitala';

/** A valid person's kennitala for someone born on `date` (UTC), with a correct check digit. */
export function kennitalaBornOn(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(date.getUTCFullYear() % 100).padStart(2, '0');
  const century = String(Math.floor(date.getUTCFullYear() / 100) % 10);
  for (let sequence = 20; sequence < 99; sequence += 1) {
    const first8 = `${dd}${mm}${yy}${sequence}`;
    const check = kennitalaCheckDigit(first8);
    if (check !== null) return `${first8}${check}${century}`;
  }
  throw new Error('no kennitala for that date');
}

/** `years` years (and `days` days) before today, in UTC. */
export function yearsAgo(years: number, days = 0): Date {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days),
  );
}
