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
 * Reporting a claim (first notice of loss): the kinds of claim, the wizard's steps and the rules of
 * each step. The browser checks a step before moving on and the server checks the whole report
 * again on submit with these same schemas, so both say the same thing in the same words.
 */

/** The kinds of claim, grouped as the wizard offers them. */
export const CLAIM_REPORT_CATEGORIES = {
  vehicle: ['vehicleCollision', 'vehicleGlass', 'vehicleTheft'],
  property: ['propertyWater', 'propertyFire', 'propertyBurglary', 'propertyStorm'],
  travel: ['travelLuggage', 'travelMedical', 'travelCancellation', 'travelDelay'],
  accident: ['personalAccident'],
  liability: ['liability'],
  other: ['other'],
} as const;
export type ClaimReportCategory = keyof typeof CLAIM_REPORT_CATEGORIES;
export type ClaimReportType = (typeof CLAIM_REPORT_CATEGORIES)[ClaimReportCategory][number];
export const CLAIM_REPORT_TYPES = Object.values(
  CLAIM_REPORT_CATEGORIES,
).flat() as ClaimReportType[];

export function categoryOf(type: ClaimReportType): ClaimReportCategory {
  const found = (Object.keys(CLAIM_REPORT_CATEGORIES) as ClaimReportCategory[]).find((category) =>
    (CLAIM_REPORT_CATEGORIES[category] as readonly string[]).includes(type),
  );
  return found ?? 'other';
}

export function isClaimReportType(value: unknown): value is ClaimReportType {
  return typeof value === 'string' && (CLAIM_REPORT_TYPES as string[]).includes(value);
}

/** The wizard's steps in order; a draft remembers the furthest one reached. */
export const CLAIM_REPORT_STEPS = [
  'type',
  'reporter',
  'policy',
  'incident',
  'damages',
  'payout',
  'files',
  'review',
] as const;
export type ClaimReportStep = (typeof CLAIM_REPORT_STEPS)[number];

/** Unfinished reports are kept this long after they were last saved, then deleted. */
export const CLAIM_DRAFT_DAYS = 30;
export const CLAIM_DESCRIPTION_MAX_LENGTH = 4000;
export const CLAIM_DAMAGE_ITEMS_MAX = 20;
/** The largest estimate one damaged item may carry, in ISK. */
export const CLAIM_DAMAGE_AMOUNT_MAX = 500_000_000;
/** The most a saved draft may weigh as JSON: a full report is a few kilobytes. */
export const CLAIM_DRAFT_MAX_BYTES = 64 * 1024;
/**
 * Files a report may carry: more and larger than the forms' (a damaged car is a dozen photos, a
 * phone photo is several megabytes before it is redrawn). Sent one at a time, each with its bar.
 */
export const CLAIM_FILE_LIMITS = {
  maxFiles: 12,
  maxFileBytes: 15 * 1024 * 1024,
  maxTotalBytes: 80 * 1024 * 1024,
} as const;

/** How far back a claim may be reported through the site; older ones go to a person. */
export const CLAIM_INCIDENT_MAX_AGE_YEARS = 4;

/**
 * The boxes of the European accident statement each driver ticks to say where they were and what
 * they were doing; both drivers' sides together show who was where.
 */
export const COLLISION_CIRCUMSTANCES = [
  'parked',
  'leavingParking',
  'enteringParking',
  'enteringRoundabout',
  'inRoundabout',
  'rearEndedSameLane',
  'sameDirectionOtherLane',
  'changingLanes',
  'overtaking',
  'turningRight',
  'turningLeft',
  'reversing',
  'oncomingLane',
  'fromTheRight',
  'ignoredSign',
] as const;
export type CollisionCircumstance = (typeof COLLISION_CIRCUMSTANCES)[number];

export const GLASS_PARTS = ['windscreen', 'sideWindow', 'rearWindow', 'sunroof'] as const;
export const WATER_SOURCES = ['pipe', 'appliance', 'drain', 'roof', 'other'] as const;
export const REPORTER_ROLES = ['self', 'other'] as const;
export const YES_NO = ['yes', 'no'] as const;

/** Types that need the vehicle's registration number. */
export const VEHICLE_TYPES: readonly ClaimReportType[] = CLAIM_REPORT_CATEGORIES.vehicle;
/** Types where a police report is required: a theft or a break-in is reported to the police first. */
export const POLICE_REPORT_REQUIRED: readonly ClaimReportType[] = [
  'vehicleTheft',
  'propertyBurglary',
];
/** Types that ask where the trip went and when. */
export const TRAVEL_TYPES: readonly ClaimReportType[] = CLAIM_REPORT_CATEGORIES.travel;

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

/** The days a report's incident may fall on, counted from `today` ('YYYY-MM-DD'). */
export function incidentDateRange(today: string): { earliest: string; latest: string } {
  const year = Number(today.slice(0, 4)) - CLAIM_INCIDENT_MAX_AGE_YEARS;
  return { earliest: `${year}${today.slice(4)}`, latest: today };
}

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
  const when = <S>(applies: boolean, schema: S) => (applies ? schema : undefined);
  const vehicle = VEHICLE_TYPES.includes(type);
  const collision = type === 'vehicleCollision';
  const travel = TRAVEL_TYPES.includes(type);
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
    registration: when(vehicle, registration()),
    otherParty: when(collision, choice(YES_NO)),
    otherName: when(
      collision,
      string()
        .default('')
        .when('otherParty', ([other], schema) =>
          other === 'yes' ? requiredText(200) : schema.strip().optional(),
        ),
    ),
    otherRegistration: when(
      collision,
      string()
        .default('')
        .when('otherParty', ([other], schema) =>
          other === 'yes' ? registration() : schema.strip().optional(),
        ),
    ),
    otherInsurer: when(collision, optionalText(100)),
    otherPhone: when(collision, localPhone({ required: false })),
    ownCircumstances: when(
      collision,
      array(choice(COLLISION_CIRCUMSTANCES))
        .default([])
        .min(1, 'claimReport|chooseCircumstance')
        .max(COLLISION_CIRCUMSTANCES.length),
    ),
    otherCircumstances: when(
      collision,
      array(choice(COLLISION_CIRCUMSTANCES)).default([]).max(COLLISION_CIRCUMSTANCES.length),
    ),
    glassPart: when(type === 'vehicleGlass', choice(GLASS_PARTS)),
    waterSource: when(type === 'propertyWater', choice(WATER_SOURCES)),
    fireServiceCalled: when(type === 'propertyFire', choice(YES_NO)),
    destination: when(travel, requiredText(100)),
    departureDate: when(travel, optionalDay()),
    // A trip cannot end before it began; either day may be left out (a cancelled trip has no return).
    returnDate: when(
      travel,
      optionalDay().test(
        'not-before-departure',
        'claimReport|returnBeforeDeparture',
        function notBeforeDeparture(value) {
          const departure = (this.parent as { departureDate?: unknown }).departureDate;
          return (
            !value || typeof departure !== 'string' || !isoDay.test(departure) || value >= departure
          );
        },
      ),
    ),
    delayHours: when(
      type === 'travelDelay',
      typedNumber()
        .typeError('claimReport|invalidHours')
        .required(MESSAGE_KEYS.requiredField)
        .integer('claimReport|invalidHours')
        .min(1, 'claimReport|invalidHours')
        .max(240, 'claimReport|invalidHours'),
    ),
    treatment: when(type === 'travelMedical' || type === 'personalAccident', requiredText(200)),
    injury: when(type === 'personalAccident', requiredText(1000)),
    thirdParty: when(type === 'liability', requiredText(200)),
  };
  const defined = Object.fromEntries(
    Object.entries(fields).filter(([, schema]) => schema !== undefined),
  ) as { [K in keyof typeof fields]: NonNullable<(typeof fields)[K]> };
  return defined;
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
