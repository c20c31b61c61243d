import { Type, type Static } from 'typebox';
import {
  IdBody,
  Isk,
  IsoDate,
  IsoDateTime,
  type LanguageQuery,
  LocalizedText,
  Nullable,
  Uuid,
} from './common';
import {
  BENEFIT_KINDS,
  DOCUMENT_CATEGORIES,
  PAYMENT_FREQUENCIES,
  POLICY_STATUSES,
  PRODUCT_KINDS,
} from './values';

/** /api/policy/: the acting party's policies and the benefits their mix brings. */

export const Product = Type.Object({
  code: Type.String({
    description: "The insurer's product code, e.g. 'BI10' (car), 'HE20' (home)",
  }),
  kind: Type.Enum(PRODUCT_KINDS),
  name: LocalizedText,
});
export type Product = Static<typeof Product>;

export const PolicyCoverage = Type.Object({
  id: Uuid,
  name: LocalizedText,
  sumInsured: Nullable(Isk, { description: 'null when the cover has no sum (a service, say)' }),
  deductible: Nullable(Isk, { description: 'Eigin áhætta; null when none applies' }),
});
export type PolicyCoverage = Static<typeof PolicyCoverage>;

/** A document belonging to a policy (terms, certificate, renewal notice…). */
export const PolicyDocumentRef = Type.Object({
  id: Uuid,
  title: LocalizedText,
  category: Type.Enum(DOCUMENT_CATEGORIES),
  createdAt: IsoDateTime,
  unread: Type.Boolean(),
});
export type PolicyDocumentRef = Static<typeof PolicyDocumentRef>;

export const Policy = Type.Object({
  id: Uuid,
  number: Type.String({ description: "'SK-2026-000123'" }),
  holderSsn: Type.String(),
  holderName: Type.String(),
  product: Product,
  insuredObject: LocalizedText,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  annualPremium: Isk,
  paymentFrequency: Type.Enum(PAYMENT_FREQUENCIES),
  status: Type.Enum(POLICY_STATUSES),
  coverages: Type.Array(PolicyCoverage),
  documents: Type.Array(PolicyDocumentRef),
  /** Bought online and still within the 14-day right of withdrawal: the last day it may be used. */
  withdrawableUntil: Type.Optional(IsoDate),
});
export type Policy = Static<typeof Policy>;

/** POST /api/policy/v1/withdraw/: the policy is cancelled from its start and nothing is owed. */
export const PolicyWithdrawn = Type.Object({ number: Type.String(), withdrawnOn: IsoDate });
export type PolicyWithdrawn = Static<typeof PolicyWithdrawn>;

/** GET /api/policy/v3/overview/ */
export const PolicyOverviewResponse = Type.Object({
  policies: Type.Array(Policy),
  totals: Type.Object({
    annualPremium: Isk,
    activeCount: Type.Integer(),
    pendingCount: Type.Integer(),
    endedCount: Type.Integer(),
  }),
});
export type PolicyOverviewResponse = Static<typeof PolicyOverviewResponse>;

/** GET /api/policy/v2/?id=<uuid> */
export type PolicyResponse = Policy;

export const Benefit = Type.Object({
  id: Type.String({ description: "Stable key, e.g. 'loyalty', 'roadside-AB-123'" }),
  kind: Type.Enum(BENEFIT_KINDS),
  title: LocalizedText,
  description: LocalizedText,
  discountPercent: Nullable(Type.Number(), { description: 'For discounts; null for services' }),
  policyIds: Type.Array(Uuid),
});
export type Benefit = Static<typeof Benefit>;

/** GET /api/policy/v2/benefits/ */
export const BenefitsResponse = Type.Object({
  benefits: Type.Array(Benefit),
  customerYears: Type.Integer({ description: 'Years as a customer, from the earliest policy' }),
  totalDiscountPercent: Type.Number(),
});
export type BenefitsResponse = Static<typeof BenefitsResponse>;

/** POST /api/policy/v1/sendpolicyoverview/ (body may be empty). */
export type SendPolicyOverviewRequest = LanguageQuery;
/** POST /api/policy/v2/sendpolicy/ */
export const SendPolicyRequest = IdBody;
export type SendPolicyRequest = Static<typeof SendPolicyRequest>;
