/**
 * The prize draw running now, declared in one place: the page shows its question and options and,
 * after the closing time, that it has closed; the server takes entries only until then.
 */
export type PrizeDraw = {
  id: string;
  question: { is: string; en: string };
  options: readonly { id: string; is: string; en: string }[];
  prize: { is: string; en: string };
  /** Entries are taken until this moment (UTC, Iceland's time). */
  closesAt: string;
};

export const CURRENT_DRAW: PrizeDraw = {
  id: 'reykskynjari-2027',
  question: {
    is: 'Hversu oft á að prófa reykskynjara?',
    en: 'How often should a smoke alarm be tested?',
  },
  options: [
    { id: 'monthly', is: 'Einu sinni í mánuði', en: 'Once a month' },
    { id: 'yearly', is: 'Einu sinni á ári', en: 'Once a year' },
    { id: 'never', is: 'Aldrei, þeir prófa sig sjálfir', en: 'Never, they test themselves' },
  ],
  prize: {
    is: 'Eldvarnapakki: reykskynjarar, eldvarnateppi og slökkvitæki',
    en: 'A fire safety kit: smoke alarms, a fire blanket and an extinguisher',
  },
  closesAt: '2027-01-31T23:59:59.000Z',
};

export function isDrawOpen(draw: PrizeDraw, now: Date): boolean {
  return now.getTime() <= Date.parse(draw.closesAt);
}
