import { number, object, string, type InferType, type ISchema } from 'yup';
import { addDaysIso, isIsoDate } from '../calendar';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { optionalText, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * A company representative's request to change one of the company's policies (issue 17): the
 * liability policy's turnover and activity, the employee accident policy's headcount and payroll,
 * the company travel policy's travellers and trips. The same rules run in the form and on the
 * server (server/modules/company); messages are translation keys.
 */

export const COMPANY_POLICY_KINDS = ['liability', 'personal', 'travel'] as const;
/** liability: frjáls ábyrgðartrygging; personal: slysatrygging launþega; travel: ferðatrygging fyrirtækja. */
export type CompanyPolicyKind = (typeof COMPANY_POLICY_KINDS)[number];

/** The policy product each screen is about (policy.product_kind). */
export const COMPANY_POLICY_PRODUCT: Record<CompanyPolicyKind, string> = {
  liability: 'liability',
  personal: 'employee_accident',
  travel: 'company_travel',
};

/** How far ahead a change may be asked to take effect. */
export const UPDATE_MAX_DAYS_AHEAD = 365;
export const ACTIVITY_MAX_LENGTH = 300;
/** Upper bounds that keep a typo (an extra three zeros) from reaching staff as a request. */
export const TURNOVER_MAX = 100_000_000_000;
export const PAYROLL_MAX = 50_000_000_000;
export const HEADCOUNT_MAX = 10_000;
export const TRIPS_PER_YEAR_MAX = 5_000;

export const COMPANY_UPDATE_ERRORS = {
  invalidNumber: 'company|errorInvalidNumber',
  tooSmall: 'company|errorTooSmall',
  tooLarge: 'company|errorTooLarge',
  invalidDate: 'company|errorInvalidDate',
  dateInPast: 'company|errorDateInPast',
  dateTooLate: 'company|errorDateTooLate',
} as const;

/** Digits alone, or in groups of three split by points, commas or spaces (either language). */
const GROUPED_DIGITS = /^(\d+|\d{1,3}([., ]\d{3})+)$/;

/**
 * '12.500.000', '12,500,000', '12 500 000' or 12500000: whole numbers as people write them. A
 * decimal ('1,5') is refused rather than read as 15.
 */
function wholeNumber(min: number, max: number) {
  return number()
    .transform((value: number, original: unknown) => {
      if (typeof original === 'string') {
        const written = original.trim();
        if (written === '') return undefined;
        return GROUPED_DIGITS.test(written) ? Number(written.replace(/\D/g, '')) : Number.NaN;
      }
      return value;
    })
    .typeError(COMPANY_UPDATE_ERRORS.invalidNumber)
    .required(MESSAGE_KEYS.requiredField)
    .integer(COMPANY_UPDATE_ERRORS.invalidNumber)
    .min(min, COMPANY_UPDATE_ERRORS.tooSmall)
    .max(max, COMPANY_UPDATE_ERRORS.tooLarge);
}

/** The day the change should take effect: from today up to UPDATE_MAX_DAYS_AHEAD days ahead. */
function effectiveFrom(today: string) {
  return string()
    .typeError(COMPANY_UPDATE_ERRORS.invalidDate)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .test('date', COMPANY_UPDATE_ERRORS.invalidDate, (value) => isIsoDate(value))
    .test('past', COMPANY_UPDATE_ERRORS.dateInPast, (value) => !isIsoDate(value) || value >= today)
    .test(
      'late',
      COMPANY_UPDATE_ERRORS.dateTooLate,
      (value) => !isIsoDate(value) || value <= addDaysIso(today, UPDATE_MAX_DAYS_AHEAD),
    );
}

const note = () => optionalText(DESCRIPTION_MAX_LENGTH);

export function liabilityUpdateSchema(today: string) {
  return object({
    annualTurnover: wholeNumber(1, TURNOVER_MAX),
    activity: requiredText(ACTIVITY_MAX_LENGTH),
    effectiveFrom: effectiveFrom(today),
    note: note(),
  });
}

export function personalUpdateSchema(today: string) {
  return object({
    employeeCount: wholeNumber(1, HEADCOUNT_MAX),
    annualPayroll: wholeNumber(1, PAYROLL_MAX),
    effectiveFrom: effectiveFrom(today),
    note: note(),
  });
}

export function travelUpdateSchema(today: string) {
  return object({
    travellerCount: wholeNumber(1, HEADCOUNT_MAX),
    tripsPerYear: wholeNumber(1, TRIPS_PER_YEAR_MAX),
    effectiveFrom: effectiveFrom(today),
    note: note(),
  });
}

export type LiabilityUpdate = InferType<ReturnType<typeof liabilityUpdateSchema>>;
export type PersonalUpdate = InferType<ReturnType<typeof personalUpdateSchema>>;
export type TravelUpdate = InferType<ReturnType<typeof travelUpdateSchema>>;
export type CompanyPolicyUpdate = LiabilityUpdate | PersonalUpdate | TravelUpdate;

/** The Icelandic labels staff read in the case (cases are worked in Icelandic). */
export const COMPANY_UPDATE_FIELD_LABELS: Record<string, string> = {
  annualTurnover: 'Ársvelta (kr.)',
  activity: 'Starfsemi',
  employeeCount: 'Fjöldi starfsmanna',
  annualPayroll: 'Árslaun alls (kr.)',
  travellerCount: 'Fjöldi ferðalanga',
  tripsPerYear: 'Ferðir á ári',
  effectiveFrom: 'Gildi frá',
  note: 'Athugasemd',
};

export const COMPANY_POLICY_LABELS: Record<CompanyPolicyKind, string> = {
  liability: 'Frjáls ábyrgðartrygging',
  personal: 'Slysatrygging launþega',
  travel: 'Ferðatrygging fyrirtækja',
};

/** The rules of one kind of request, as the server runs them. */
export function companyUpdateSchema(
  kind: CompanyPolicyKind,
  today: string,
): ISchema<CompanyPolicyUpdate> {
  if (kind === 'liability') return liabilityUpdateSchema(today);
  if (kind === 'personal') return personalUpdateSchema(today);
  return travelUpdateSchema(today);
}
