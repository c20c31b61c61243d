import { array, boolean, number, object, string, type InferType } from 'yup';
import { ACCOUNT_LENGTH, BANK_LENGTH, LEDGER_LENGTH } from '../bank';
import { normalizeKennitala } from '../kennitala';
import {
  localPhone,
  optionalKennitala,
  optionalText,
  requiredEmail,
  requiredText,
} from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * Reporting a claim (first notice of loss): the rules of each step of the wizard. The browser checks
 * a step before moving on and the server checks the whole report again on submit with these same
 * schemas, so both say the same thing in the same words. The kinds of claim, the steps, the limits
 * and which questions each kind asks are in `claim-report-questions.ts`, which the wizard's first
 * screen reads without loading Yup.
 */
export * from './claim-report-questions';
import {
  CLAIM_DAMAGE_AMOUNT_MAX,
  CLAIM_DAMAGE_ITEMS_MAX,
  CLAIM_DESCRIPTION_MAX_LENGTH,
  CLAIM_REPORT_TYPES,
  COLLISION_CIRCUMSTANCES,
  GLASS_PARTS,
  incidentDateRange,
  incidentQuestions,
  POLICE_REPORT_REQUIRED,
  REPORTER_ROLES,
  WATER_SOURCES,
  YES_NO,
  type ClaimReportStep,
  type ClaimReportType,
  type IncidentQuestion,
} from './claim-report-questions';

/** Icelandic registration numbers: two letters and three characters (AB123, AB12C), or a personal plate. */
const REGISTRATION = /^[A-ZÁÐÉÍÓÚÝÞÆÖ0-9]{2,7}$/;

const registration = () =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .transform((value: string) => value.replace(/[\s-]/g, '').toUpperCase())
    .required(MESSAGE_KEYS.requiredField)
    .matches(REGISTRATION, {
      message: 'claimReport|invalidRegistration',
      excludeEmptyString: true,
    });

const requiredKennitala = () => optionalKennitala().required(MESSAGE_KEYS.requiredField);

const choice = <T extends string>(choices: readonly T[]) =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf([...choices], MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField);

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A day 'YYYY-MM-DD' between `earliest` and `latest` (inclusive), as the date field gives it. */
const day = (earliest: string, latest: string) =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .matches(isoDay, { message: 'claimReport|invalidDate' })
    .test('not-future', 'claimReport|dateInFuture', (value) => !value || value <= latest)
    .test('not-too-old', 'claimReport|dateTooOld', (value) => !value || value >= earliest);

const optionalDay = () =>
  string()
    .typeError(MESSAGE_KEYS.requiredField)
    .trim()
    .default('')
    .matches(isoDay, { message: 'claimReport|invalidDate', excludeEmptyString: true });

/** A number the person typed: '' is no answer, anything else must be a number. */
const typedNumber = () =>
  number().transform((value: number, original: unknown) =>
    original === '' || original === null ? undefined : value,
  );

export const claimTypeSchema = object({
  type: choice(CLAIM_REPORT_TYPES),
});

/** Who reports, and for whom when it is not themself (a relative, a company they work for). */
export const claimReporterSchema = object({
  reporter: object({
    name: requiredText(200),
    kennitala: requiredKennitala(),
    email: requiredEmail(),
    phone: localPhone({ required: true }),
    role: choice(REPORTER_ROLES),
    insuredName: string()
      .default('')
      .when('role', ([role], schema) =>
        role === 'other' ? requiredText(200) : schema.strip().optional(),
      ),
    insuredKennitala: string()
      .default('')
      .when('role', ([role], schema) =>
        role === 'other' ? requiredKennitala() : schema.strip().optional(),
      ),
  }),
});

/**
 * Which policy: a signed-in customer picks one of theirs (the server checks it is theirs); a visitor
 * may name its number. Both may leave it to us.
 */
export const claimPolicySchema = object({
  policy: object({
    policyId: string().typeError(MESSAGE_KEYS.requiredField).trim().default('').max(64),
    policyNumber: optionalText(40).matches(/^[A-Za-z0-9-]*$/, {
      message: 'claimReport|invalidPolicyNumber',
    }),
  }),
});

/** What happened: what every claim needs, then the questions of its type. */
export function claimIncidentSchema(type: ClaimReportType, today: string) {
  return object({ incident: object(incidentFields(type, today)) });
}

/** The incident's questions of a type, by name: its step asks these and no others. */
export function incidentFields(type: ClaimReportType, today: string) {
  const { earliest, latest } = incidentDateRange(today);
  const fields = {
    date: day(earliest, latest),
    time: string()
      .trim()
      .default('')
      .matches(/^([01]\d|2[0-3]):[0-5]\d$/, {
        message: 'claimReport|invalidTime',
        excludeEmptyString: true,
      }),
    place: requiredText(200),
    description: requiredText(CLAIM_DESCRIPTION_MAX_LENGTH),
    policeReport: POLICE_REPORT_REQUIRED.includes(type) ? requiredText(40) : optionalText(40),
    witnesses: optionalText(1000),
    registration: registration(),
    otherParty: choice(YES_NO),
    otherName: string()
      .default('')
      .when('otherParty', ([other], schema) =>
        other === 'yes' ? requiredText(200) : schema.strip().optional(),
      ),
    otherRegistration: string()
      .default('')
      .when('otherParty', ([other], schema) =>
        other === 'yes' ? registration() : schema.strip().optional(),
      ),
    otherInsurer: optionalText(100),
    otherPhone: localPhone({ required: false }),
    ownCircumstances: array(choice(COLLISION_CIRCUMSTANCES))
      .default([])
      .min(1, 'claimReport|chooseCircumstance')
      .max(COLLISION_CIRCUMSTANCES.length),
    otherCircumstances: array(choice(COLLISION_CIRCUMSTANCES))
      .default([])
      .max(COLLISION_CIRCUMSTANCES.length),
    glassPart: choice(GLASS_PARTS),
    waterSource: choice(WATER_SOURCES),
    fireServiceCalled: choice(YES_NO),
    destination: requiredText(100),
    departureDate: optionalDay(),
    // A trip cannot end before it began; either day may be left out (a cancelled trip has no return).
    returnDate: optionalDay().test(
      'not-before-departure',
      'claimReport|returnBeforeDeparture',
      function notBeforeDeparture(value) {
        const departure = (this.parent as { departureDate?: unknown }).departureDate;
        return (
          !value || typeof departure !== 'string' || !isoDay.test(departure) || value >= departure
        );
      },
    ),
    delayHours: typedNumber()
      .typeError('claimReport|invalidHours')
      .required(MESSAGE_KEYS.requiredField)
      .integer('claimReport|invalidHours')
      .min(1, 'claimReport|invalidHours')
      .max(240, 'claimReport|invalidHours'),
    treatment: requiredText(200),
    injury: requiredText(1000),
    thirdParty: requiredText(200),
  } satisfies Record<IncidentQuestion, unknown>;
  // Typed as if every question were asked, as the wizard's values hold an answer to each.
  return Object.fromEntries(
    incidentQuestions(type).map((question) => [question, fields[question]]),
  ) as typeof fields;
}

const damageItem = object({
  description: requiredText(200),
  /** An estimate is welcome but not required: many do not know what a repair costs. */
  amount: typedNumber()
    .typeError('claimReport|invalidAmount')
    .integer('claimReport|invalidAmount')
    .min(0, 'claimReport|invalidAmount')
    .max(CLAIM_DAMAGE_AMOUNT_MAX, 'claimReport|invalidAmount')
    .optional(),
});

/** What was damaged or lost and what the reporter thinks it is worth (may be left empty). */
export const claimDamagesSchema = object({
  damages: array(damageItem).default([]).max(CLAIM_DAMAGE_ITEMS_MAX, MESSAGE_KEYS.tooLong),
});

const digits = (length: number) =>
  string()
    .typeError(MESSAGE_KEYS.invalidBankInfo)
    .trim()
    .default('')
    .matches(new RegExp(`^(\\d{${length}})?$`), MESSAGE_KEYS.invalidBankInfo);

/**
 * Where a payout goes: an Icelandic account and its owner's kennitala. Optional as a whole (a glass
 * repair is paid to the workshop), but all or nothing.
 */
export const claimPayoutSchema = object({
  payout: object({
    bank: digits(BANK_LENGTH),
    ledger: digits(LEDGER_LENGTH),
    account: digits(ACCOUNT_LENGTH),
    ownerKennitala: optionalKennitala(),
  }).test('all-or-nothing', MESSAGE_KEYS.invalidBankInfo, function check(payout) {
    const parts = [payout.bank, payout.ledger, payout.account, payout.ownerKennitala];
    const filled = parts.filter((part) => part !== '').length;
    if (filled === 0 || filled === parts.length) return true;
    const missing = (['bank', 'ledger', 'account', 'ownerKennitala'] as const).find(
      (name) => payout[name] === '',
    );
    return this.createError({
      path: `${this.path}.${missing ?? 'bank'}`,
      message: MESSAGE_KEYS.requiredField,
    });
  }),
});

export const claimDeclarationSchema = object({
  declaration: boolean()
    .typeError('claimReport|confirmDeclaration')
    .oneOf([true], 'claimReport|confirmDeclaration')
    .required('claimReport|confirmDeclaration'),
});

/** The schema that checks the answers of one step (files are checked by the upload itself). */
export function claimStepSchema(step: ClaimReportStep, type: ClaimReportType, today: string) {
  switch (step) {
    case 'type':
      return claimTypeSchema;
    case 'reporter':
      return claimReporterSchema;
    case 'policy':
      return claimPolicySchema;
    case 'incident':
      return claimIncidentSchema(type, today);
    case 'damages':
      return claimDamagesSchema;
    case 'payout':
      return claimPayoutSchema;
    case 'files':
      return object({});
    case 'review':
      return claimDeclarationSchema;
  }
}

/** The whole report as the server accepts it on submit. */
export function claimReportSchema(type: ClaimReportType, today: string) {
  return claimTypeSchema
    .concat(claimReporterSchema)
    .concat(claimPolicySchema)
    .concat(claimIncidentSchema(type, today))
    .concat(claimDamagesSchema)
    .concat(claimPayoutSchema)
    .concat(claimDeclarationSchema);
}

export type ClaimReport = InferType<ReturnType<typeof claimReportSchema>>;
export type ClaimIncident = ClaimReport['incident'] & Record<string, unknown>;

/** The kennitala a claim is about: the insured's when reporting for someone else. */
export function insuredKennitalaOf(report: {
  reporter: { kennitala: string; role: string; insuredKennitala?: string };
}): string {
  const { reporter } = report;
  const insured =
    reporter.role === 'other' ? (reporter.insuredKennitala ?? '') : reporter.kennitala;
  return normalizeKennitala(insured) ?? insured;
}

/** The sum of the reporter's estimates, in ISK. */
export function estimatedTotal(report: { damages: { amount?: number }[] }): number {
  return report.damages.reduce((sum, item) => sum + (item.amount ?? 0), 0);
}
