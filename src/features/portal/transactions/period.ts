import type { IsoDate } from '../../../domain/api/portal';
import { addDaysIso, addMonthsIso, isIsoDate } from '../../../domain/calendar';

export const PERIOD_PRESETS = ['last3Months', 'thisYear', 'last12Months'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export type Period = { from: IsoDate; to: IsoDate };

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's calendar date where the person is (not UTC): '2026-03-01'. */
export function localToday(now: Date = new Date()): IsoDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dates a preset stands for, ending today. "Last 12 months" is the API's own default: from
 * the day after the same date a year ago.
 */
export function presetPeriod(preset: PeriodPreset, today: IsoDate): Period {
  switch (preset) {
    case 'last3Months':
      return { from: addDaysIso(addMonthsIso(today, -3), 1), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last12Months':
      return { from: addDaysIso(addMonthsIso(today, -12), 1), to: today };
  }
}

/** The preset a period is, if any (so its button shows as chosen). */
export function presetOf(period: Period, today: IsoDate): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.from === period.from && candidate.to === period.to;
  });
}

export type PeriodErrors = { from?: string; to?: string };

/** Message keys for what is wrong with a period typed in; empty when it can be asked for. */
export function validatePeriod(period: Period): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!isIsoDate(period.from)) errors.from = 'portal|transactions.invalidDate';
  if (!isIsoDate(period.to)) errors.to = 'portal|transactions.invalidDate';
  if (!errors.from && !errors.to && period.from > period.to) {
    errors.to = 'portal|transactions.toBeforeFrom';
  }
  return errors;
}
