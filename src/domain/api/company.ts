import { Type, type Static } from 'typebox';
import {
  ACTIVITY_MAX_LENGTH,
  EMPLOYEE_ADDITIONS_MAX,
  EMPLOYEE_JOB_MAX_LENGTH,
  EMPLOYEE_NAME_MAX_LENGTH,
  HEADCOUNT_MAX,
  PAYROLL_MAX,
  TRIPS_PER_YEAR_MAX,
  TURNOVER_MAX,
} from '../forms/company-policy-update';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { ACCESS_GRANT_SCOPES, CASE_STATUSES } from './values';
import {
  Isk,
  IsoDate,
  IsoDateTime,
  LocalizedText,
  MultilineText,
  PortalLanguage,
  Uuid,
} from './common';

/**
 * Company customers' policies (issue 17, decision 029): what the liability, employee accident and
 * company travel policies insure today, and a representative's request to change them. Every call
 * acts for the company named in `overviewUser` (a representative's grant) or `impersonatedUser`
 * (staff). The rules of a request are src/domain/forms/company-policy-update.ts.
 */

/** A change request still being handled: its case is open. */
export const PendingUpdate = Type.Object({
  caseNumber: Type.String(),
  caseStatus: Type.Enum(CASE_STATUSES.filter((status) => status !== 'closed')),
  requestedAt: IsoDateTime,
  effectiveFrom: IsoDate,
});
export type PendingUpdate = Static<typeof PendingUpdate>;

const PolicyHead = {
  policyId: Uuid,
  policyNumber: Type.String(),
  productName: LocalizedText,
  validFrom: IsoDate,
  validTo: IsoDate,
  annualPremium: Isk,
  covers: Type.Array(
    Type.Object({
      name: LocalizedText,
      sumInsured: Type.Union([Isk, Type.Null()]),
      deductible: Type.Union([Isk, Type.Null()]),
    }),
  ),
  /** Whether the caller may ask for a change (a full grant, or staff who may write). */
  mayRequest: Type.Boolean(),
  pending: Type.Union([PendingUpdate, Type.Null()]),
};

export const LiabilityPolicyResponse = Type.Object({
  ...PolicyHead,
  annualTurnover: Isk,
  activity: LocalizedText,
  employeeCount: Type.Integer(),
});
export type LiabilityPolicyResponse = Static<typeof LiabilityPolicyResponse>;

export const CoveredEmployee = Type.Object({
  ssn: Type.String(),
  name: Type.String(),
  job: LocalizedText,
  annualPayroll: Isk,
});
export type CoveredEmployee = Static<typeof CoveredEmployee>;

export const PersonalPolicyResponse = Type.Object({
  ...PolicyHead,
  employees: Type.Array(CoveredEmployee),
  totalPayroll: Isk,
});
export type PersonalPolicyResponse = Static<typeof PersonalPolicyResponse>;

export const CompanyTrip = Type.Object({
  travellerSsn: Type.String(),
  travellerName: Type.String(),
  destination: LocalizedText,
  departs: IsoDate,
  returns: IsoDate,
});
export type CompanyTrip = Static<typeof CompanyTrip>;

export const TravelPolicyResponse = Type.Object({
  ...PolicyHead,
  /** Everyone who has travelled or will, once each, by name. */
  travellers: Type.Array(Type.Object({ ssn: Type.String(), name: Type.String() })),
  trips: Type.Array(CompanyTrip),
});
export type TravelPolicyResponse = Static<typeof TravelPolicyResponse>;

/** Whole numbers come as numbers or as people type them ('12.500.000'); the rules decide. */
const WholeNumber = (maximum: number) =>
  Type.Union([Type.Integer({ minimum: 1, maximum }), Type.String({ maxLength: 30 })]);
const RequestCommon = {
  effectiveFrom: Type.String({ maxLength: 30 }),
  note: Type.Optional(MultilineText({ maxLength: DESCRIPTION_MAX_LENGTH })),
  lang: Type.Optional(PortalLanguage),
};

export const LiabilityUpdateRequest = Type.Object({
  annualTurnover: WholeNumber(TURNOVER_MAX),
  activity: Type.String({ maxLength: ACTIVITY_MAX_LENGTH }),
  ...RequestCommon,
});
export type LiabilityUpdateRequest = Static<typeof LiabilityUpdateRequest>;

/** A kennitala as typed: ten digits, perhaps with a hyphen and spaces around it. */
const TypedKennitala = Type.String({ maxLength: 20 });

export const PersonalUpdateRequest = Type.Object({
  /** Employees on the policy to take off it, by kennitala. */
  removedEmployees: Type.Optional(Type.Array(TypedKennitala, { maxItems: HEADCOUNT_MAX })),
  /** Employees to add by name. */
  addedEmployees: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String({ maxLength: EMPLOYEE_NAME_MAX_LENGTH }),
        ssn: TypedKennitala,
        job: Type.String({ maxLength: EMPLOYEE_JOB_MAX_LENGTH }),
        annualPayroll: WholeNumber(PAYROLL_MAX),
      }),
      { maxItems: EMPLOYEE_ADDITIONS_MAX },
    ),
  ),
  employeeCount: WholeNumber(HEADCOUNT_MAX),
  annualPayroll: WholeNumber(PAYROLL_MAX),
  ...RequestCommon,
});
export type PersonalUpdateRequest = Static<typeof PersonalUpdateRequest>;

export const TravelUpdateRequest = Type.Object({
  travellerCount: WholeNumber(HEADCOUNT_MAX),
  tripsPerYear: WholeNumber(TRIPS_PER_YEAR_MAX),
  ...RequestCommon,
});
export type TravelUpdateRequest = Static<typeof TravelUpdateRequest>;

/** 201: the case the request opened; it is pending from now on. */
export const UpdateRequested = Type.Object({ caseNumber: Type.String(), pending: PendingUpdate });
export type UpdateRequested = Static<typeof UpdateRequested>;

/** GET overview/: the company things the policy overview shows, and its payment standing. */
export const CompanyOverviewResponse = Type.Object({
  /** Vehicles the company insures. */
  fleet: Type.Array(
    Type.Object({ policyId: Uuid, policyNumber: Type.String(), vehicle: LocalizedText }),
  ),
  employeesCovered: Type.Integer(),
  /**
   * The company's payment standing (the specification's "credit info"): overdue when an
   * installment is past its due date unpaid; how much, how many, and since when.
   */
  paymentStanding: Type.Object({
    standing: Type.Union([Type.Literal('good'), Type.Literal('overdue')]),
    overdueAmount: Isk,
    overdueCount: Type.Integer(),
    oldestOverdueDate: Type.Union([IsoDate, Type.Null()]),
  }),
  representatives: Type.Array(
    Type.Object({
      name: Type.String(),
      scope: Type.Enum(ACCESS_GRANT_SCOPES),
      validTo: Type.Union([IsoDate, Type.Null()]),
    }),
  ),
});
export type CompanyOverviewResponse = Static<typeof CompanyOverviewResponse>;
