import { randomUUID } from 'node:crypto';
import { askEid } from '../../eid/choose';
import { EID_REQUEST_MINUTES, newVerificationCode, type ElectronicIdProvider } from '../../eid/eid';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import type { ActingParty, AuthContext } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import type {
  CreateMemoResponse,
  SignableDocument,
  SignableDocumentDetail,
  SignableDocumentsResponse,
  SignedDocument,
  SignedDocumentsResponse,
  SignMobileResponse,
  SignStatusResponse,
} from '../../../src/domain/api/signing';
import { mobileSigningSchema, signingMemoSchema } from '../../../src/domain/forms/signing';
import { validateWith } from '../../../src/domain/forms/validate';
import { recordAuditEvent } from '../audit/audit.repository';
import { acceptSignedOffer } from '../offer/offer.service';
import { partyName } from '../party/party.repository';
import { renderPdf } from '../../pdf/pdf-layout';
import { text } from '../../portal/shared';
import { todayInIceland } from '../../../src/domain/calendar';
import { fileName as safeFileName } from './document.service';
import {
  completeSigningRequest,
  findLiveGrant,
  findSignableRow,
  findSignedRow,
  findSigningRequest,
  insertMemo,
  insertSignature,
  insertSigningRequest,
  listMemoRows,
  listSignedRows,
  listUnsignedRows,
  lockSignableDocument,
  type SignableRow,
  type SignedRow,
} from './signing.repository';
import { formatDate, formatKennitala } from '../../../src/domain/format';
import type { ServiceContact } from '../help/general-config';

/** Who asks: the party the call acts for, the signed-in person or employee, and from where. */
export type SigningContext = { acting: ActingParty; auth: AuthContext; ip: string };

const documentNotFound = () => notFound('DocumentNotFound', 'No such document to sign');

/** Pending until the end of its sign-by day (Iceland keeps UTC all year). */
function effectiveStatus(
  status: string,
  signBy: string | null,
  today: string,
): 'pending' | 'expired' | 'signed' {
  if (status === 'signed') return 'signed';
  if (status !== 'pending') return 'expired';
  return signBy !== null && signBy < today ? 'expired' : 'pending';
}

function toSignable(row: SignableRow, today: string): SignableDocument {
  const status = effectiveStatus(row.status, row.sign_by, today);
  return {
    id: row.id,
    title: text(row.title_is, row.title_en),
    // Only unsigned rows come through here; a signed one is listed with its signature instead.
    status: status === 'signed' ? 'expired' : status,
    signBy: row.sign_by,
    createdAt: new Date(row.created_at).toISOString(),
    policyId: row.policy_id,
    policyNumber: row.policy_number,
    memoCount: Number(row.memo_count ?? 0),
  };
}

function toSigned(row: SignedRow): SignedDocument {
  return {
    id: row.id,
    title: text(row.title_is, row.title_en),
    policyId: row.policy_id,
    policyNumber: row.policy_number,
    signature: {
      signerName: row.signer_name,
      method: row.method,
      signedAt: new Date(row.signed_at).toISOString(),
      reference: row.reference,
    },
    fileName: text(safeFileName(row.title_is), safeFileName(row.title_en)),
  };
}

/** Pending documents first, soonest deadline first; expired ones after them. */
export async function signableDocuments(
  db: DbOrTx,
  party: string,
  now = new Date(),
): Promise<SignableDocumentsResponse> {
  const today = todayInIceland(now);
  const documents = (await listUnsignedRows(db, party)).map((row) => toSignable(row, today));
  return {
    documents: [
      ...documents.filter((document) => document.status === 'pending'),
      ...documents.filter((document) => document.status === 'expired'),
    ],
  };
}

/** One unsigned document with its text and notes; a signed one is read as its signed PDF. */
export async function signableDocument(
  db: DbOrTx,
  party: string,
  id: string,
  now = new Date(),
): Promise<SignableDocumentDetail> {
  const row = await findSignableRow(db, party, id);
  if (!row || row.status === 'signed') throw documentNotFound();
  const memos = await listMemoRows(db, row.id);
  return {
    ...toSignable(row, todayInIceland(now)),
    body: text(row.body_is, row.body_en),
    memos: memos.map((memo) => ({
      id: memo.id,
      text: memo.body,
      authorName: memo.author_name,
      createdAt: new Date(memo.created_at).toISOString(),
    })),
  };
}

export async function signedDocuments(db: DbOrTx, party: string): Promise<SignedDocumentsResponse> {
  return { documents: (await listSignedRows(db, party)).map(toSigned) };
}

/**
 * Who may sign: the customer for themselves, and a grant holder for a company whose grant has
 * the full scope (a company signs through the people it authorises). Nobody signs a person's
 * document but that person, and staff never sign for a customer.
 */
async function assertMaySign(db: DbOrTx, { acting, auth }: SigningContext): Promise<string> {
  if (auth.kind === 'staff' || acting.via === 'staff')
    throw new AppError('StaffCannotSign', 403, 'Staff may view documents but never sign them');
  if (acting.via === 'grant') {
    const grant = await findLiveGrant(db, acting.kennitala, auth.ssn);
    if (!acting.isCompany || grant?.scope !== 'full')
      throw new AppError(
        'GrantDoesNotAllowSigning',
        403,
        'Only a full grant from a company allows signing on its behalf',
      );
  }
  return auth.ssn;
}

function assertSignable(status: string, signBy: string | null, now: Date): void {
  const effective = effectiveStatus(status, signBy, todayInIceland(now));
  if (effective === 'signed')
    throw new AppError('DocumentAlreadySigned', 409, 'The document has already been signed');
  if (effective === 'expired')
    throw new AppError('DocumentExpired', 409, 'The time to sign this document has passed');
}

/** A signing request the provider has taken, kept for EID_REQUEST_MINUTES, and its audit entry. */
async function recordSigningStart(
  db: DbOrTx,
  context: SigningContext,
  signer: string,
  now: Date,
  request: Omit<Parameters<typeof insertSigningRequest>[1], 'party' | 'signer' | 'expiresAt'> & {
    method: 'mobile_eid' | 'app';
  },
) {
  const created = await insertSigningRequest(db, {
    ...request,
    party: context.acting.kennitala,
    signer,
    expiresAt: new Date(now.getTime() + EID_REQUEST_MINUTES * 60_000),
  });
  await recordAuditEvent(db, {
    action: 'document.sign.started',
    actor: signer,
    subject: context.acting.kennitala,
    ip: context.ip,
    detail: { documentId: request.documentId, requestId: created.id, method: request.method },
  });
  return created;
}

/** Starts signing with mobile electronic ID: the phone's owner sees the same code and approves. */
export async function startMobileSigning(
  db: DbOrTx,
  eid: ElectronicIdProvider,
  context: SigningContext,
  input: { id: string; phone: unknown },
  now = new Date(),
): Promise<SignMobileResponse> {
  const signer = await assertMaySign(db, context);
  const row = await findSignableRow(db, context.acting.kennitala, input.id);
  if (!row) throw documentNotFound();
  assertSignable(row.status, row.sign_by, now);
  const phone = await validateWith(mobileSigningSchema, { phone: input.phone });
  if (!phone.ok)
    throw badRequest('ValidationFailed', 'The phone number is not valid', phone.errors);

  const verificationCode = newVerificationCode();
  const { reference } = await askEid(() => eid.start(phone.value.phone, verificationCode));
  const created = await recordSigningStart(db, context, signer, now, {
    documentId: row.id,
    phone: phone.value.phone,
    method: 'mobile_eid',
    verificationCode,
    providerReference: reference,
  });
  return {
    requestId: created.id,
    verificationCode,
    status: 'pending',
    expiresAt: new Date(created.expires_at).toISOString(),
  };
}

async function signedAnswer(db: DbOrTx, party: string, documentId: string) {
  const row = await findSignedRow(db, party, documentId);
  if (!row) throw documentNotFound();
  return { status: 'signed' as const, document: toSigned(row) };
}

/**
 * Asks the provider how the request went and, on approval by the signed-in customer, stores the
 * signature and marks the document signed in one transaction. Asking again about a finished
 * request answers the same outcome and changes nothing.
 */
export async function mobileSigningStatus(
  db: Db,
  eid: ElectronicIdProvider,
  context: SigningContext,
  requestId: string,
  now = new Date(),
): Promise<SignStatusResponse> {
  const { reason: _reason, ...answer } = await settleSigningRequest(
    db,
    eid,
    context,
    requestId,
    'mobile_eid',
    now,
  );
  return answer as SignStatusResponse;
}

/**
 * Settles a signing request of either method the same way; `reason` (internal, for the app
 * flow's answers) says why a request was rejected or failed when this call ended it.
 */
async function settleSigningRequest(
  db: Db,
  eid: ElectronicIdProvider,
  context: SigningContext,
  requestId: string,
  method: 'mobile_eid' | 'app',
  now: Date,
): Promise<SignStatusResponse & { reason?: string }> {
  const signer = await assertMaySign(db, context);
  const party = context.acting.kennitala;
  const request = await findSigningRequest(db, requestId, party, signer);
  if (!request || request.method !== method)
    throw notFound('SigningRequestNotFound', 'No such signing request');
  if (request.status === 'signed') return signedAnswer(db, party, request.document_id);
  if (request.status !== 'pending') return { status: request.status };

  const audit = (action: string, detail: Record<string, unknown> = {}) =>
    recordAuditEvent(db, {
      action,
      actor: signer,
      subject: party,
      ip: context.ip,
      detail: { documentId: request.document_id, requestId, ...detail },
    });
  const end = async (status: 'rejected' | 'expired' | 'failed', reason: string) => {
    if (await completeSigningRequest(db, requestId, status))
      await audit('document.sign.failed', { outcome: status, reason });
    return { status, reason } as const;
  };

  if (new Date(request.expires_at).getTime() <= now.getTime()) return end('expired', 'timeout');
  const outcome = await askEid(() => eid.status(request.provider_reference));
  if (outcome.status === 'pending') return { status: 'pending' };
  if (outcome.status !== 'approved') return end(outcome.status, 'provider');
  // The phone approved, but it must be the signed-in customer's own electronic ID.
  if (outcome.kennitala !== signer) return end('rejected', 'signerMismatch');

  const signerName = (await partyName(db, signer)) ?? context.acting.fullName;
  const signed = await db.transaction().execute(async (trx) => {
    const document = await lockSignableDocument(trx, request.document_id);
    if (
      !document ||
      effectiveStatus(document.status, document.sign_by, todayInIceland(now)) !== 'pending'
    )
      return false;
    if (!(await completeSigningRequest(trx, requestId, 'signed'))) return false;
    await insertSignature(trx, {
      documentId: request.document_id,
      signerKennitala: signer,
      signerName,
      reference: `RAF-${requestId.slice(0, 8).toUpperCase()}`,
      method,
    });
    // Signing an offer's acceptance is what makes it a policy, in the same transaction.
    await acceptSignedOffer(trx, request.document_id, signer);
    await recordAuditEvent(trx, {
      action: 'document.signed',
      actor: signer,
      subject: party,
      ip: context.ip,
      detail: { documentId: request.document_id, requestId, method },
    });
    return true;
  });
  if (signed) return signedAnswer(db, party, request.document_id);
  // Another call finished this request meanwhile, or the document stopped being signable.
  const again = await findSigningRequest(db, requestId, party, signer);
  if (again?.status === 'signed') return signedAnswer(db, party, request.document_id);
  if (again && again.status !== 'pending') return { status: again.status };
  return end('failed', 'documentNotSignable');
}

/**
 * Starts signing in the e-ID app: the provider opens the request in its app (appLink) and sends
 * the browser back to the signing screen with our request id. The return address is built here
 * from our own site, never taken from the browser.
 */
export async function startAppSigning(
  db: DbOrTx,
  eid: ElectronicIdProvider,
  context: SigningContext,
  input: { id: string; language: ServerLanguage; siteUrl: string },
  now = new Date(),
): Promise<{ reference: string; appLink: string; verificationCode: string; expiresAt: string }> {
  // Who may sign and what is signed are answered first: a request that could never succeed gets
  // its own 4xx, and only a good one learns that the provider has no app flow.
  const signer = await assertMaySign(db, context);
  const row = await findSignableRow(db, context.acting.kennitala, input.id);
  if (!row) throw documentNotFound();
  assertSignable(row.status, row.sign_by, now);
  const startApp = eid.startApp?.bind(eid);
  if (!startApp)
    throw new AppError('AppSigningUnavailable', 503, 'Signing in the e-ID app is not available');

  // Our own id is the reference the browser sees, so it can be in the return address before the
  // provider has answered; the provider's reference stays on the server.
  const requestId = randomUUID();
  const verificationCode = newVerificationCode();
  const returnUrl = new URL(
    `${input.language === 'en' ? '/en/vidskipti' : '/vidskipti'}/undirritud-skjol/?appSign=${requestId}`,
    input.siteUrl,
  ).href;
  const title = input.language === 'en' ? row.title_en : row.title_is;
  const { reference, appLink } = await askEid(() =>
    startApp({ verificationCode, text: title, returnUrl }),
  );
  const created = await recordSigningStart(db, context, signer, now, {
    id: requestId,
    documentId: row.id,
    phone: null,
    method: 'app',
    verificationCode,
    providerReference: reference,
  });
  return {
    reference: requestId,
    appLink,
    verificationCode,
    expiresAt: new Date(created.expires_at).toISOString(),
  };
}

/**
 * Finishes signing in the e-ID app: signs exactly as the phone flow's completion does. Someone
 * else's app approving is 403; a decline or a lapsed request is a translated 409.
 */
export async function finishAppSigning(
  db: Db,
  eid: ElectronicIdProvider,
  context: SigningContext,
  reference: string,
  now = new Date(),
): Promise<{ status: 'pending' } | { status: 'signed'; document: SignedDocument }> {
  const { reason, ...answer } = await settleSigningRequest(db, eid, context, reference, 'app', now);
  if (answer.status === 'rejected' && reason === 'signerMismatch')
    throw new AppError('SignerMismatch', 403, 'The e-ID app that approved is not the signer’s');
  if (answer.status === 'rejected')
    throw new AppError('SigningDeclined', 409, 'The signing was declined in the e-ID app');
  if (answer.status === 'expired')
    throw new AppError('SigningExpired', 409, 'The signing request was not approved in time');
  if (answer.status === 'failed')
    throw new AppError('SigningFailed', 409, 'The document could no longer be signed');
  return answer as { status: 'pending' } | { status: 'signed'; document: SignedDocument };
}

/** The signed document as a PDF: its text, who signed, how and when. */
export async function signedPdf(
  db: DbOrTx,
  acting: ActingParty,
  id: string,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await findSignedRow(db, acting.kennitala, id);
  if (!row) throw documentNotFound();
  const document = toSigned(row);
  const t = translator(lang, 'signing');
  const signedAt = document.signature.signedAt;
  const when = `${formatDate(signedAt, lang)} ${signedAt.slice(11, 16)}`;
  const rows: [string, string][] = [
    [t('pdf.party'), acting.fullName],
    [t('pdf.kennitala'), formatKennitala(acting.kennitala)],
  ];
  if (document.policyNumber) rows.push([t('pdf.policyNumber'), document.policyNumber]);
  rows.push(
    [t('pdf.signedBy'), `${row.signer_name} (${formatKennitala(row.signer_kennitala)})`],
    [t('pdf.method'), t(`method.${document.signature.method}`)],
    [t('pdf.signedAt'), when],
  );
  if (document.signature.reference) rows.push([t('pdf.reference'), document.signature.reference]);
  const pdf = await renderPdf({
    lang,
    contact,
    title: document.title[lang],
    subtitle: t('pdf.subtitle'),
    sections: [
      { kind: 'keyValues', rows },
      { kind: 'heading', text: t('pdf.text') },
      { kind: 'paragraphs', paragraphs: text(row.body_is, row.body_en)[lang].split(/\n{2,}/) },
      { kind: 'heading', text: t('pdf.signature') },
      {
        kind: 'paragraphs',
        paragraphs: [t('pdf.statement', { name: row.signer_name, when })],
      },
    ],
  });
  return { pdf, fileName: document.fileName[lang] };
}

/**
 * A customer's note on a document to sign ("I have a question about …"). It is the customer's
 * own word, so staff cannot write one on their behalf; a grant holder writes it under their name.
 */
export async function createMemo(
  db: DbOrTx,
  context: SigningContext,
  input: { id: string; text: unknown },
): Promise<CreateMemoResponse> {
  const { acting, auth } = context;
  if (auth.kind === 'staff')
    throw new AppError('CustomersOnly', 403, 'Only the customer may write a note');
  const row = await findSignableRow(db, acting.kennitala, input.id);
  if (!row || row.status === 'signed') throw documentNotFound();
  const valid = await validateWith(signingMemoSchema, { text: input.text });
  if (!valid.ok) throw badRequest('ValidationFailed', 'The note is not valid', valid.errors);
  const authorName = (await partyName(db, auth.ssn)) ?? acting.fullName;
  const memo = await insertMemo(db, {
    documentId: row.id,
    authorKennitala: auth.ssn,
    authorName,
    body: valid.value.text,
  });
  await recordAuditEvent(db, {
    action: 'document.memo.created',
    actor: auth.ssn,
    subject: acting.kennitala,
    ip: context.ip,
    detail: { documentId: row.id, memoId: memo.id },
  });
  return {
    id: memo.id,
    documentId: row.id,
    text: memo.body,
    authorName: memo.author_name,
    createdAt: new Date(memo.created_at).toISOString(),
  };
}
