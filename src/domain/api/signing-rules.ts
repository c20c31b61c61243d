/**
 * Documents to be signed (undirrituð skjöl): the paths, statuses and limits the signing screen
 * and the server share; the request and response shapes are declared in signing.ts.
 *
 * Signing with mobile electronic ID is two calls:
 * 1. POST `signMobile` with the document and a phone number: the provider asks the phone's owner
 *    to approve, and the answer carries the verification code both screens show.
 * 2. POST `signStatus` with the request id, every couple of seconds, until the status is no
 *    longer `pending`; on approval that call stores the signature and answers `signed`.
 */

import type { IdQuery } from './common';
import { endpoint, type FileResponse, type Get, type Post } from './endpoint';
import type {
  CreateMemoRequest,
  CreateMemoResponse,
  SignableDocumentDetail,
  SignableDocumentsResponse,
  SignAppFinishRequest,
  SignAppFinishResponse,
  SignAppStartRequest,
  SignAppStartResponse,
  SignedDocumentsResponse,
  SignMobileRequest,
  SignMobileResponse,
  SignStatusRequest,
  SignStatusResponse,
} from './signing';

export const SIGNABLE_STATUSES = ['pending', 'expired'] as const;
/** pending: may be signed until the end of its sign-by day; expired: the day has passed. */
export type SignableStatus = (typeof SIGNABLE_STATUSES)[number];

export const SIGNATURE_METHODS = ['mobile_eid', 'app', 'in_person'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** The longest note a customer may attach to a document to sign. */
export const SIGNING_MEMO_MAX_LENGTH = 1000;

/** How often the screen asks whether the phone has approved. */
export const SIGNING_POLL_MS = 2000;

export const SIGNING_OUTCOMES = ['pending', 'signed', 'rejected', 'expired', 'failed'] as const;
export type SigningOutcome = (typeof SIGNING_OUTCOMES)[number];

export const SIGNING_API = {
  signable: endpoint<Get<SignableDocumentsResponse>>('/api/document/v2/signable/'),
  document: endpoint<Get<SignableDocumentDetail, IdQuery>>('/api/document/v2/'),
  signed: endpoint<Get<SignedDocumentsResponse>>('/api/document/v2/signeddocuments/'),
  downloadSigned: endpoint<Get<FileResponse, IdQuery>>(
    '/api/document/v2/signeddocuments/download/',
  ),
  signMobile: endpoint<Post<SignMobileRequest, SignMobileResponse>>(
    '/api/document/v3/sign/gopro/mobile/',
  ),
  signStatus: endpoint<Post<SignStatusRequest, SignStatusResponse>>('/api/document/v2/sign/'),
  signAppStart: endpoint<Post<SignAppStartRequest, SignAppStartResponse>>(
    '/api/document/v3/sign/appStart/',
  ),
  signAppFinish: endpoint<Post<SignAppFinishRequest, SignAppFinishResponse>>(
    '/api/document/v3/sign/appFinish/',
  ),
  createMemo: endpoint<Post<CreateMemoRequest, CreateMemoResponse>>(
    '/api/document/v2/memo/create/',
  ),
} as const;
