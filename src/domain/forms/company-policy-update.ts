import { array, number, object, string, type InferType, type ISchema } from 'yup';
import { addDaysIso, isIsoDate } from '../calendar';
import { isValidKennitala, normalizeKennitala, parseKennitala } from '../kennitala';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { optionalText, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';
import { FORM_ERROR_KEY } from './validate';

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
/** Employees one request may add by name; more than this is a new policy's worth, for a call. */
export const EMPLOYEE_ADDITIONS_MAX = 50;
export const EMPLOYEE_NAME_MAX_LENGTH = 200;
export const EMPLOYEE_JOB_MAX_LENGTH = 200;

export const COMPANY_UPDATE_ERRORS = {
  invalidNumber: 'company|errorInvalidNumber',
  tooSmall: 'company|errorTooSmall',
  tooLarge: 'company|errorTooLarge',
  invalidDate: 'company|errorInvalidDate',
  dateInPast: 'company|errorDateInPast',
  dateTooLate: 'company|errorDateTooLate',
  notAPerson: 'company|errorNotAPerson',
  alreadyCovered: 'company|errorAlreadyCovered',
  addedTwice: 'company|errorAddedTwice',
  notCovered: 'company|errorNotCovered',
  tooManyAdded: 'company|errorTooManyAdded',
  nothingChanged: 'company|errorNothingChanged',
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
        return readWholeNumber(written) ?? Number.NaN;
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

/** Who the employee accident policy covers today: what named changes are judged against. */
export type CoveredToday = { ssn: string; annualPayroll: number }[];

const sameKennitala = (value: unknown) =>
  typeof value === 'string' ? (normalizeKennitala(value) ?? value.trim()) : value;

/** A person's kennitala (an employee is never a company), normalised to its ten digits. */
function employeeKennitala() {
  return string()
    .typeError(MESSAGE_KEYS.invalidSsn)
    .transform(sameKennitala)
    .required(MESSAGE_KEYS.requiredField)
    .test('kennitala', MESSAGE_KEYS.invalidSsn, (value) =>
      isValidKennitala(value, { mode: 'relaxed' }),
    )
    .test('person', COMPANY_UPDATE_ERRORS.notAPerson, (value) => {
      const parsed = parseKennitala(value, { mode: 'relaxed' });
      return !parsed.ok || parsed.value.kind !== 'company';
    });
}

/**
 * The employee accident request: employees taken off and added by name, and the totals (which
 * the form keeps in step with the named changes until the person edits them). Given who is
 * covered today (the server reads it from the database, the form from the policy it shows), the
 * named changes are checked against it and a request that would change nothing is refused.
 */
export function personalUpdateSchema(today: string, covered?: CoveredToday) {
  const onPolicy = new Set(covered?.map((employee) => employee.ssn));
  return object({
    removedEmployees: array()
      .of(
        string()
          .typeError(MESSAGE_KEYS.invalidSsn)
          .transform(sameKennitala)
          .required(MESSAGE_KEYS.invalidSsn)
          .test(
            'covered',
            COMPANY_UPDATE_ERRORS.notCovered,
            (value) => !covered || onPolicy.has(value),
          ),
      )
      .typeError(MESSAGE_KEYS.requiredField)
      .default([])
      .max(HEADCOUNT_MAX, COMPANY_UPDATE_ERRORS.tooLarge)
      // A box ticked twice (or a repeated kennitala from another client) still takes one person off.
      .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value)),
    addedEmployees: array()
      .of(
        object({
          name: requiredText(EMPLOYEE_NAME_MAX_LENGTH),
          ssn: employeeKennitala()
            .test(
              'covered',
              COMPANY_UPDATE_ERRORS.alreadyCovered,
              (value) => !covered || !onPolicy.has(value),
            )
            .test('twice', COMPANY_UPDATE_ERRORS.addedTwice, function twice(value) {
              // The list this employee is in (from[1] is the request itself, and the path names
              // the place in it): an earlier entry with the same kennitala makes this the repeat.
              const list = (this.from?.[1]?.value as { addedEmployees?: unknown[] } | undefined)
                ?.addedEmployees;
              const index = Number(/\[(\d+)\]/.exec(this.path)?.[1] ?? 0);
              if (!Array.isArray(list)) return true;
              return !list
                .slice(0, index)
                .some((other) => sameKennitala((other as { ssn?: unknown })?.ssn) === value);
            }),
          job: requiredText(EMPLOYEE_JOB_MAX_LENGTH),
          annualPayroll: wholeNumber(1, PAYROLL_MAX),
        }),
      )
      .typeError(MESSAGE_KEYS.requiredField)
      .default([])
      .max(EMPLOYEE_ADDITIONS_MAX, COMPANY_UPDATE_ERRORS.tooManyAdded),
    employeeCount: wholeNumber(1, HEADCOUNT_MAX),
    annualPayroll: wholeNumber(1, PAYROLL_MAX),
    effectiveFrom: effectiveFrom(today),
    note: note(),
  }).test('changes', COMPANY_UPDATE_ERRORS.nothingChanged, function changes(value) {
    if (!covered || !value) return true;
    const now = totalsOf(covered);
    const changed =
      (value.removedEmployees?.length ?? 0) > 0 ||
      (value.addedEmployees?.length ?? 0) > 0 ||
      (value.note ?? '') !== '' ||
      value.employeeCount !== now.employeeCount ||
      value.annualPayroll !== now.annualPayroll;
    return (
      changed ||
      this.createError({ path: FORM_ERROR_KEY, message: COMPANY_UPDATE_ERRORS.nothingChanged })
    );
  });
}

/** Head count and total payroll of a list of employees. */
export function totalsOf(employees: { annualPayroll: number }[]) {
  return {
    employeeCount: employees.length,
    annualPayroll: employees.reduce((sum, employee) => sum + employee.annualPayroll, 0),
  };
}

/**
 * The totals after the named changes: today's, less those taken off, plus those added (an added
 * employee's payroll counts once it reads as a whole number). The form fills the totals with
 * these while the person has not written their own.
 */
export function totalsAfter(
  covered: CoveredToday,
  removed: readonly string[],
  added: readonly { annualPayroll: number | null }[],
) {
  const off = new Set(removed);
  const stay = totalsOf(covered.filter((employee) => !off.has(employee.ssn)));
  return {
    employeeCount: stay.employeeCount + added.length,
    annualPayroll:
      stay.annualPayroll + added.reduce((sum, one) => sum + (one.annualPayroll ?? 0), 0),
  };
}

/** A payroll as the person wrote it ('1.200.000'), or null while it does not read as a number. */
export function readWholeNumber(written: string): number | null {
  const trimmed = written.trim();
  return GROUPED_DIGITS.test(trimmed) ? Number(trimmed.replace(/\D/g, '')) : null;
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
  removedEmployees: 'Tekin af tryggingu',
  addedEmployees: 'Bætt við',
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
  /** The employee accident policy's employees today, to check its named changes against. */
  covered?: CoveredToday,
): ISchema<CompanyPolicyUpdate> {
  if (kind === 'liability') return liabilityUpdateSchema(today);
  if (kind === 'personal') return personalUpdateSchema(today, covered);
  return travelUpdateSchema(today);
}
