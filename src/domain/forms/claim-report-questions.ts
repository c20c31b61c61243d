/**
 * What a claim report asks: the kinds of claim, the wizard's steps, the limits of the answers and
 * which questions of the incident each kind asks. Plain values, no Yup: the wizard's first screen
 * draws from these, and the step rules (`claim-report.ts`) are loaded when the reporter goes on.
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

/** The days a report's incident may fall on, counted from `today` ('YYYY-MM-DD'). */
export function incidentDateRange(today: string): { earliest: string; latest: string } {
  const year = Number(today.slice(0, 4)) - CLAIM_INCIDENT_MAX_AGE_YEARS;
  return { earliest: `${year}${today.slice(4)}`, latest: today };
}

/**
 * Which of the incident's questions a kind of claim asks (date, place and description always; a
 * vehicle's registration, the other party of a collision, the trip of a travel claim ...). The
 * step's schema and the wizard's screen both ask exactly these.
 */
function incidentQuestionsAsked(type: ClaimReportType) {
  const vehicle = VEHICLE_TYPES.includes(type);
  const collision = type === 'vehicleCollision';
  const travel = TRAVEL_TYPES.includes(type);
  return {
    date: true,
    time: true,
    place: true,
    description: true,
    policeReport: true,
    witnesses: true,
    registration: vehicle,
    otherParty: collision,
    otherName: collision,
    otherRegistration: collision,
    otherInsurer: collision,
    otherPhone: collision,
    ownCircumstances: collision,
    otherCircumstances: collision,
    glassPart: type === 'vehicleGlass',
    waterSource: type === 'propertyWater',
    fireServiceCalled: type === 'propertyFire',
    destination: travel,
    departureDate: travel,
    returnDate: travel,
    delayHours: type === 'travelDelay',
    treatment: type === 'travelMedical' || type === 'personalAccident',
    injury: type === 'personalAccident',
    thirdParty: type === 'liability',
  };
}
export type IncidentQuestion = keyof ReturnType<typeof incidentQuestionsAsked>;

/** The incident's questions that `type` asks, in the order of the step. */
export function incidentQuestions(type: ClaimReportType): IncidentQuestion[] {
  const asked = incidentQuestionsAsked(type);
  return (Object.keys(asked) as IncidentQuestion[]).filter((question) => asked[question]);
}

/** The questions the form's chosen type asks; none while no type is chosen. */
export function questionsAskedFor(chosenType: string): ReadonlySet<string> {
  return new Set(isClaimReportType(chosenType) ? incidentQuestions(chosenType) : []);
}
