import { Type, type Static } from 'typebox';
import { CLAIM_REPORT_STEPS, CLAIM_REPORT_TYPES } from '../forms/claim-report-questions';
import { IsoDateTime, LocalizedText, Nullable, PortalLanguage, Uuid } from './common';

/**
 * Reporting a claim on the site (/api/claimreport/v1/): a draft saved step by step, its files,
 * a resume link by e-mail, and the submit that makes the claim. A draft is reached with its key
 * (header `x-claim-draft-key`, which a visitor's browser and the e-mailed link hold) or by the
 * signed-in customer who worked on it.
 */

export const ClaimReportStepName = Type.Enum(CLAIM_REPORT_STEPS);
export const ClaimReportTypeName = Type.Enum(CLAIM_REPORT_TYPES);

export const ClaimDraftFile = Type.Object({
  id: Uuid,
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
});
export type ClaimDraftFile = Static<typeof ClaimDraftFile>;

/** The answers as the wizard last saved them: checked only on submit, so half a step can be kept. */
const DraftAnswers = Type.Record(Type.String(), Type.Unknown(), {
  description: "The wizard's values as typed so far (at most 64 KB as JSON)",
});

export const ClaimDraft = Type.Object({
  id: Uuid,
  type: Nullable(ClaimReportTypeName),
  step: ClaimReportStepName,
  answers: DraftAnswers,
  files: Type.Array(ClaimDraftFile),
  language: PortalLanguage,
  updatedAt: IsoDateTime,
  expiresAt: IsoDateTime,
  /** Whether the signed-in customer owns it (and may open it from the portal without its key). */
  owned: Type.Boolean(),
});
export type ClaimDraft = Static<typeof ClaimDraft>;

export const ClaimDraftCreated = Type.Intersect([ClaimDraft, Type.Object({ key: Type.String() })]);
export type ClaimDraftCreated = Static<typeof ClaimDraftCreated>;

export const CreateClaimDraftBody = Type.Object(
  { type: Type.Optional(ClaimReportTypeName), lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type CreateClaimDraftBody = Static<typeof CreateClaimDraftBody>;

export const SaveClaimDraftBody = Type.Object(
  {
    step: ClaimReportStepName,
    type: Nullable(ClaimReportTypeName),
    answers: DraftAnswers,
    lang: Type.Optional(PortalLanguage),
  },
  { additionalProperties: false },
);
export type SaveClaimDraftBody = Static<typeof SaveClaimDraftBody>;

export const ClaimDraftParams = Type.Object({ id: Uuid });
export const ClaimDraftFileParams = Type.Object({ id: Uuid, fileId: Uuid });

export const ResumeLinkBody = Type.Object(
  { email: Type.String({ maxLength: 254 }), lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type ResumeLinkBody = Static<typeof ResumeLinkBody>;

export const ResumeLinkSent = Type.Object({ sent: Type.Literal(true) });
export type ResumeLinkSent = Static<typeof ResumeLinkSent>;

export const SubmitClaimBody = Type.Object(
  { lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type SubmitClaimBody = Static<typeof SubmitClaimBody>;

export const ClaimReported = Type.Object({
  claimId: Uuid,
  claimNumber: Type.String(),
  /** Whether the claim is in the signed-in customer's overview (false for a visitor's report). */
  inPortal: Type.Boolean(),
  /** Where the confirmation with the PDF copy was sent. */
  mailedTo: Type.String(),
});
export type ClaimReported = Static<typeof ClaimReported>;

export const ClaimDraftSummary = Type.Object({
  id: Uuid,
  type: Nullable(ClaimReportTypeName),
  step: ClaimReportStepName,
  updatedAt: IsoDateTime,
  expiresAt: IsoDateTime,
});
export const ClaimDraftList = Type.Object({ drafts: Type.Array(ClaimDraftSummary) });
export type ClaimDraftList = Static<typeof ClaimDraftList>;

export const ClaimablePolicy = Type.Object({
  id: Uuid,
  number: Type.String(),
  product: LocalizedText,
  insuredObject: LocalizedText,
});

/** The person at the keyboard when they report for a party that gave them access. */
export const ClaimRepresentative = Type.Object({
  name: Type.String(),
  kennitala: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type ClaimRepresentative = Static<typeof ClaimRepresentative>;

/**
 * What the wizard fills in for a signed-in customer: the party the report is for (the customer, or
 * the person or company they act for) with its details, policies and open drafts. `representative`
 * is set when someone acts for that party through an access grant (a proxy, a company's
 * representative): they report in their own name, for the party.
 */
export const ClaimReporterProfile = Type.Object({
  name: Type.String(),
  kennitala: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  policies: Type.Array(ClaimablePolicy),
  drafts: Type.Array(ClaimDraftSummary),
  representative: Type.Union([ClaimRepresentative, Type.Null()]),
});
export type ClaimReporterProfile = Static<typeof ClaimReporterProfile>;
