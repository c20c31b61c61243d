import { Type, type Static } from 'typebox';
import {
  IsoDate,
  IsoDateTime,
  LocalizedText,
  MultilineText,
  Nullable,
  PortalLanguage,
  Uuid,
} from './common';
import {
  SIGNABLE_STATUSES,
  SIGNATURE_METHODS,
  SIGNING_MEMO_MAX_LENGTH,
  SIGNING_OUTCOMES,
} from './signing-rules';

/** Documents to be signed: the request and response shapes (paths and limits: signing-rules.ts). */

export const SignableDocument = Type.Object({
  id: Uuid,
  title: LocalizedText,
  status: Type.Enum(SIGNABLE_STATUSES),
  signBy: Nullable(IsoDate, { description: 'The last day it can be signed; null: no deadline' }),
  createdAt: IsoDateTime,
  policyId: Nullable(Uuid),
  policyNumber: Nullable(Type.String()),
  memoCount: Type.Integer({ description: 'How many notes the customer has attached' }),
});
export type SignableDocument = Static<typeof SignableDocument>;

/** GET signable/ — pending documents first (soonest deadline first), then expired ones. */
export const SignableDocumentsResponse = Type.Object({ documents: Type.Array(SignableDocument) });
export type SignableDocumentsResponse = Static<typeof SignableDocumentsResponse>;

export const SigningMemo = Type.Object({
  id: Uuid,
  text: Type.String(),
  authorName: Type.String(),
  createdAt: IsoDateTime,
});
export type SigningMemo = Static<typeof SigningMemo>;

/** GET /api/document/v2/?id= — one document to sign, with its text and the customer's notes. */
export const SignableDocumentDetail = Type.Intersect([
  SignableDocument,
  Type.Object({ body: LocalizedText, memos: Type.Array(SigningMemo) }),
]);
export type SignableDocumentDetail = Static<typeof SignableDocumentDetail>;

export const Signature = Type.Object({
  signerName: Type.String(),
  method: Type.Enum(SIGNATURE_METHODS),
  signedAt: IsoDateTime,
  reference: Nullable(Type.String(), { description: "The provider's reference" }),
});
export type Signature = Static<typeof Signature>;

export const SignedDocument = Type.Object({
  id: Uuid,
  title: LocalizedText,
  policyId: Nullable(Uuid),
  policyNumber: Nullable(Type.String()),
  signature: Signature,
  fileName: LocalizedText,
});
export type SignedDocument = Static<typeof SignedDocument>;

/** GET signeddocuments/ — newest signature first. */
export const SignedDocumentsResponse = Type.Object({ documents: Type.Array(SignedDocument) });
export type SignedDocumentsResponse = Static<typeof SignedDocumentsResponse>;

/** POST v3/sign/gopro/mobile/ */
export const SignMobileRequest = Type.Object(
  { id: Uuid, phone: Type.String({ maxLength: 32 }), lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type SignMobileRequest = Static<typeof SignMobileRequest>;

export const SignMobileResponse = Type.Object({
  requestId: Uuid,
  verificationCode: Type.String({
    description: 'Shown on the screen and on the phone; the person approves only if they match',
  }),
  status: Type.Literal('pending'),
  expiresAt: IsoDateTime,
});
export type SignMobileResponse = Static<typeof SignMobileResponse>;

/** POST v2/sign/ */
export const SignStatusRequest = Type.Object(
  { requestId: Uuid, lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type SignStatusRequest = Static<typeof SignStatusRequest>;

/**
 * pending: not yet approved; signed: done (`document` is the signed document); rejected: declined
 * on the phone, or approved by someone other than the signed-in customer; expired: not approved in
 * time; failed: approved, but the document could no longer be signed (its day passed meanwhile).
 */
export const SignStatusResponse = Type.Object({
  status: Type.Enum(SIGNING_OUTCOMES),
  document: Type.Optional(SignedDocument),
});
export type SignStatusResponse =
  | { status: 'pending' }
  | { status: 'signed'; document: SignedDocument }
  | { status: 'rejected' | 'expired' | 'failed' };

/** POST v3/sign/appStart/ */
export const SignAppStartRequest = Type.Object(
  { id: Uuid, lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type SignAppStartRequest = Static<typeof SignAppStartRequest>;

export const SignAppStartResponse = Type.Object({
  reference: Uuid,
  appLink: Type.String({
    format: 'uri',
    description: 'Opens the e-ID app: follow it on a phone, show it as a QR code on a desktop',
  }),
  verificationCode: Type.String({ description: 'Shown on the screen and in the app' }),
  expiresAt: IsoDateTime,
});
export type SignAppStartResponse = Static<typeof SignAppStartResponse>;

/** POST v3/sign/appFinish/ */
export const SignAppFinishRequest = Type.Object(
  { reference: Uuid, lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type SignAppFinishRequest = Static<typeof SignAppFinishRequest>;

/** 202 while the app has not answered. */
export const SignAppPendingResponse = Type.Object({ status: Type.Literal('pending') });

export const SignAppSignedResponse = Type.Object({
  status: Type.Literal('signed'),
  document: SignedDocument,
});

/** What one ask of appFinish answers: still pending, or signed. */
export type SignAppFinishResponse =
  Static<typeof SignAppPendingResponse> | Static<typeof SignAppSignedResponse>;

/** POST memo/create/ */
export const CreateMemoRequest = Type.Object(
  { id: Uuid, text: MultilineText({ maxLength: SIGNING_MEMO_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type CreateMemoRequest = Static<typeof CreateMemoRequest>;

export const CreateMemoResponse = Type.Intersect([SigningMemo, Type.Object({ documentId: Uuid })]);
export type CreateMemoResponse = Static<typeof CreateMemoResponse>;
