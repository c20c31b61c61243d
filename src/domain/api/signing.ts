import type { Id, IsoDate, IsoDateTime, LocalizedText } from './portal';

/**
 * Documents to be signed (undirrituð skjöl): the requests and responses of the signing screen,
 * shared by the browser and the server. Conventions as in ./portal.ts.
 *
 * Signing with mobile electronic ID is two calls:
 * 1. POST `signMobile` with the document and a phone number: the provider asks the phone's owner
 *    to approve, and the answer carries the verification code both screens show.
 * 2. POST `signStatus` with the request id, every couple of seconds, until the status is no
 *    longer `pending`; on approval that call stores the signature and answers `signed`.
 */

export const SIGNABLE_STATUSES = ['pending', 'expired'] as const;
/** pending: may be signed until the end of its sign-by day; expired: the day has passed. */
export type SignableStatus = (typeof SIGNABLE_STATUSES)[number];

export const SIGNATURE_METHODS = ['mobile_eid', 'app', 'in_person'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** The longest note a customer may attach to a document to sign. */
export const SIGNING_MEMO_MAX_LENGTH = 1000;

/** How often the screen asks whether the phone has approved. */
export const SIGNING_POLL_MS = 2000;

export type SignableDocument = {
  id: Id;
  title: LocalizedText;
  status: SignableStatus;
  /** The last day it can be signed; null when there is no deadline. */
  signBy: IsoDate | null;
  createdAt: IsoDateTime;
  policyId: Id | null;
  policyNumber: string | null;
  /** How many notes the customer has attached. */
  memoCount: number;
};

/** GET signable/ — pending documents first (soonest deadline first), then expired ones. */
export type SignableDocumentsResponse = { documents: SignableDocument[] };

export type SigningMemo = { id: Id; text: string; authorName: string; createdAt: IsoDateTime };

/** GET /api/document/v2/?id= — one document to sign, with its text and the customer's notes. */
export type SignableDocumentDetail = SignableDocument & {
  body: LocalizedText;
  memos: SigningMemo[];
};

export type Signature = {
  signerName: string;
  method: SignatureMethod;
  signedAt: IsoDateTime;
  /** The provider's reference for the signature. */
  reference: string | null;
};

export type SignedDocument = {
  id: Id;
  title: LocalizedText;
  policyId: Id | null;
  policyNumber: string | null;
  signature: Signature;
  /** The file name of the signed PDF. */
  fileName: LocalizedText;
};

/** GET signeddocuments/ — newest signature first. */
export type SignedDocumentsResponse = { documents: SignedDocument[] };

/** POST v3/sign/gopro/mobile/ */
export type SignMobileRequest = { id: Id; phone: string };
export type SignMobileResponse = {
  requestId: Id;
  /** Shown on the screen and on the phone; the person approves only if they match. */
  verificationCode: string;
  status: 'pending';
  expiresAt: IsoDateTime;
};

export const SIGNING_OUTCOMES = ['pending', 'signed', 'rejected', 'expired', 'failed'] as const;
export type SigningOutcome = (typeof SIGNING_OUTCOMES)[number];

/** POST v2/sign/ */
export type SignStatusRequest = { requestId: Id };
/**
 * pending: not yet approved; signed: done (`document` is the signed document); rejected: declined
 * on the phone, or approved by someone other than the signed-in customer; expired: not approved in
 * time; failed: approved, but the document could no longer be signed (its day passed meanwhile).
 */
export type SignStatusResponse =
  | { status: 'pending' }
  | { status: 'signed'; document: SignedDocument }
  | { status: 'rejected' | 'expired' | 'failed' };

/** POST memo/create/ */
export type CreateMemoRequest = { id: Id; text: string };
export type CreateMemoResponse = SigningMemo & { documentId: Id };

export const SIGNING_API = {
  signable: '/api/document/v2/signable/',
  document: '/api/document/v2/',
  signed: '/api/document/v2/signeddocuments/',
  downloadSigned: '/api/document/v2/signeddocuments/download/',
  signMobile: '/api/document/v3/sign/gopro/mobile/',
  signStatus: '/api/document/v2/sign/',
  createMemo: '/api/document/v2/memo/create/',
} as const;
