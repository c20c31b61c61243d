import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/database';
import type { MailAttachment, Mailer } from '../../mail/mailer';
import type { AuthContext } from '../../identity/authenticate';
import { badRequest, notFound } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { recordAuditEvent } from '../audit/audit.repository';
import { staffWriter, type StaffAuth } from '../staff/staff.service';
import type { CaseFile } from '../../uploads/attachments';
import {
  createInquirySchema,
  LET_US_KNOW_KINDS,
  OFFER_REQUEST_PRODUCT_LABELS,
  offerRequestSchema,
  validateWith,
  type LetUsKnowKind,
  type OfferRequestProduct,
} from '../../../src/domain';
import type { CaseCreated, CaseDetail, CaseReplyRequest } from '../../../src/domain/api/case';
import { SSN_NOT_FOUND } from '../../../src/domain/api/case-paths';
import {
  CASE_KINDS,
  type CaseKind,
  type CaseOrigin,
  type CaseQueue,
  type CaseStatus,
} from '../../../src/domain/api/values';
import {
  caseDetail,
  findCase,
  findCaseByReplyToken,
  insertAttachment,
  insertCase,
  insertMessage,
  matchParty,
  partyExists,
  staffName,
  updateCase,
  type CaseRecord,
} from './cases.repository';

export { SSN_NOT_FOUND };

/** What every inquiry's subject starts with, so staff see at once where it came from. */
export const INQUIRY_SUBJECT_PREFIX = 'Fyrirspurn af vef';
const SUBJECT_EXCERPT_LENGTH = 60;

const inquirySchema = createInquirySchema();

export type CaseDeps = { db: Db; mailer: Mailer; mailFrom: string };

export function caseDeps(app: FastifyInstance): CaseDeps {
  return {
    db: app.deps.database.db,
    mailer: app.deps.identity.mailer,
    mailFrom: app.deps.config.mailFrom,
  };
}

/**
 * What a confirmation promises. Each form says on its page what happens next (an answer within a
 * working day, an adviser's call at the time chosen, the quality manager within five working
 * days, a booked time), and its mail says the same thing: a subject and a next step per promise.
 * A complaint and a compliment come through one form but promise different things.
 */
export type ConfirmPromise = Exclude<CaseKind, 'letUsKnow' | 'chat'> | LetUsKnowKind;
/** Every form's own promise: one per kind of case a form makes, a complaint and a compliment apart. */
export const CONFIRM_PROMISES: readonly ConfirmPromise[] = [
  ...CASE_KINDS.filter(
    (kind): kind is Exclude<CaseKind, 'letUsKnow' | 'chat'> =>
      kind !== 'letUsKnow' && kind !== 'chat',
  ),
  ...LET_US_KNOW_KINDS,
];

/** The promise a case's kind makes when its form does not name one (a chat left for later is an inquiry). */
function promiseOfKind(kind: CaseKind): ConfirmPromise {
  if (kind === 'chat') return 'inquiry';
  if (kind === 'letUsKnow') return 'complaint';
  return kind;
}

/** 'Fyrirspurn af vef: ' and the description's first line, cut short with an ellipsis. */
export function inquirySubject(description: string): string {
  const firstLine = description.trim().split(/\r?\n/, 1)[0] ?? '';
  const excerpt =
    firstLine.length > SUBJECT_EXCERPT_LENGTH
      ? `${firstLine.slice(0, SUBJECT_EXCERPT_LENGTH - 1).trimEnd()}…`
      : firstLine;
  return `${INQUIRY_SUBJECT_PREFIX}: ${excerpt}`;
}

/**
 * The address answers about a case go to: the sender's mailbox with a plus tag naming the case's
 * token ('Skjól <skjol@skjol.is>' gives 'erindi+<token>@skjol.is'), so the inbound hook finds it.
 */
export function replyAddress(mailFrom: string, replyToken: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const domain = address.split('@')[1] ?? 'localhost';
  return `erindi+${replyToken}@${domain}`;
}

/** The token in a reply address, wherever among the recipients it is. */
export function replyTokenIn(recipients: string): string | undefined {
  return /erindi\+([A-Za-z0-9_-]{16,64})@/i.exec(recipients)?.[1];
}

const newReplyToken = () => randomBytes(18).toString('base64url');

/** A number that looks like a real one, for the honeypot's answer. */
export function decoyCaseNumber(): string {
  return `E-${String(1000 + randomBytes(2).readUInt16BE()).padStart(6, '0')}`;
}

/** What every public form's case starts with: who sent it, where it goes, and what they wrote. */
export type WebformCase = {
  kind: CaseKind;
  queue: CaseQueue;
  subject: string;
  name: string;
  email: string;
  ssn: string | null;
  /** The sender's words: the case's first message, and quoted back in the confirmation. */
  body: string;
  /** Files that came with it (already checked: server/uploads/attachments.ts), kept on the first message. */
  files?: readonly CaseFile[];
  /**
   * Whether a kennitala given must be a customer's (the inquiry's rule: 400 SsnNotFound). Leads and
   * company inquiries come from people who are not customers yet; theirs is kept as sent.
   */
  ssnMustExist?: boolean;
  /** Where it came from, when not a public form (a portal request). */
  origin?: CaseOrigin;
  /**
   * The customer it belongs to, when the caller knows it (a portal request made for a company by
   * its representative); otherwise the signed-in sender, or the customer whose verified e-mail
   * was given.
   */
  partyKennitala?: string;
  /** The sender's own kennitala when they sent it signed in (a customer's bearer token). */
  signedIn?: string | null;
  /**
   * Work that belongs to the case and must stand or fall with it (holding an appointment's slot),
   * run in the case's transaction.
   */
  within?: (trx: DbOrTx, created: { id: string; caseNumber: string }) => Promise<void>;
  /** What the confirmation promises; by default the one of the case's kind. */
  promise?: ConfirmPromise;
  /** Values the promise's words name (the appointment's time, the number an adviser calls). */
  promiseValues?: Record<string, string>;
  /** What the confirmation says before quoting the sender (the appointment's time), in its language. */
  confirmLines?: string[];
  /** Files the confirmation carries (the appointment's .ics), made once the case number is known. */
  confirmAttachments?: (created: { id: string; caseNumber: string }) => MailAttachment[];
};

/**
 * A public form's submission becomes a case in its queue (linked to a customer only by a signed-in
 * session or an address they verified), and the sender gets a confirmation with its number and a reply address that
 * routes back to it.
 */
export async function openWebformCase(
  deps: CaseDeps,
  form: WebformCase,
  language: ServerLanguage,
): Promise<CaseCreated> {
  if (form.ssn !== null && form.ssnMustExist !== false && !(await partyExists(deps.db, form.ssn)))
    throw badRequest('SsnNotFound', 'No customer has that kennitala', { ssn: [SSN_NOT_FOUND] });
  const replyToken = newReplyToken();
  const created = await deps.db.transaction().execute(async (trx) => {
    const partyKennitala =
      form.partyKennitala ??
      (await matchParty(trx, { signedIn: form.signedIn, ssn: form.ssn, email: form.email }));
    const row = await insertCase(trx, {
      kind: form.kind,
      origin: form.origin ?? 'webform',
      queue: form.queue,
      subject: form.subject,
      senderName: form.name,
      senderEmail: form.email,
      senderSsn: form.ssn,
      partyKennitala,
      language,
      replyToken,
    });
    const messageId = await insertMessage(trx, {
      caseId: row.id,
      direction: 'incoming',
      authorName: form.name,
      body: form.body,
    });
    for (const file of form.files ?? [])
      await insertAttachment(trx, { caseId: row.id, messageId, ...file });
    await form.within?.(trx, row);
    await recordAuditEvent(trx, {
      action: 'case.created',
      actor: null,
      subject: partyKennitala,
      detail: {
        caseNumber: row.caseNumber,
        kind: form.kind,
        queue: form.queue,
        files: form.files?.length ?? 0,
      },
    });
    return row;
  });

  const t = translator(language, 'cases');
  const promise = form.promise ?? promiseOfKind(form.kind);
  const values = {
    ...form.promiseValues,
    caseNumber: created.caseNumber,
    queue: t(`queue_${form.queue}`),
  };
  await deps.mailer.send({
    to: form.email,
    replyTo: replyAddress(deps.mailFrom, replyToken),
    subject: t(`promiseSubject_${promise}`, values),
    text: [
      t('confirmGreeting', { name: form.name }),
      '',
      t(promise === 'appointment' ? 'appointmentIntro' : 'confirmIntro', values),
      t(`promiseNext_${promise}`, values),
      '',
      ...(form.confirmLines?.length ? [...form.confirmLines, ''] : []),
      t('confirmYouWrote'),
      form.body,
      ...(form.files?.length
        ? ['', t('confirmFiles', { files: form.files.map((file) => file.filename).join(', ') })]
        : []),
      '',
      t('signature'),
    ].join('\n'),
    ...(form.confirmAttachments ? { attachments: form.confirmAttachments(created) } : {}),
  });
  return { caseNumber: created.caseNumber };
}

/** A visitor's inquiry becomes a case in the queue they chose; signed in, it is theirs. */
export async function submitInquiry(
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
  signedIn: string | null = null,
): Promise<CaseCreated> {
  const result = await validateWith(inquirySchema, body);
  if (!result.ok) throw badRequest('ValidationFailed', 'The inquiry is not valid', result.errors);
  const form = result.value;
  return openWebformCase(
    deps,
    {
      kind: 'inquiry',
      queue: form.type as CaseQueue,
      subject: inquirySubject(form.description),
      name: form.name,
      email: form.email,
      ssn: form.ssn === '' ? null : form.ssn,
      body: form.description,
      signedIn,
    },
    language,
  );
}

/** What every offer request's subject starts with. */
export const OFFER_REQUEST_SUBJECT_PREFIX = 'Tilboðsbeiðni af vef';

/** A request for a personal offer becomes a case in the individual or company queue. */
export async function submitOfferRequest(
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
): Promise<CaseCreated> {
  const result = await validateWith(offerRequestSchema, body);
  if (!result.ok)
    throw badRequest('ValidationFailed', 'The offer request is not valid', result.errors);
  const form = result.value;
  const products = [...new Set(form.products)] as OfferRequestProduct[];
  const labels = products.map((product) => OFFER_REQUEST_PRODUCT_LABELS[product]).join(', ');
  return openWebformCase(
    deps,
    {
      kind: 'offerRequest',
      queue: form.customerType === 'company' ? 'company' : 'individual',
      subject: `${OFFER_REQUEST_SUBJECT_PREFIX}: ${labels}`,
      name: form.name,
      email: form.email,
      ssn: form.ssn === '' ? null : form.ssn,
      // Staff read the whole request in the thread: what, who and how to call back.
      body: [`${labels}${form.phone ? ` · ${form.phone}` : ''}`, '', form.description].join('\n'),
    },
    language,
  );
}

/** Writes need Full or Admin; a read-only employee is refused, and the refusal is kept. */
function writerOf(db: Db, auth: AuthContext | null, action: string): Promise<StaffAuth> {
  return staffWriter(db, auth, {
    action: 'case.writeRefused',
    detail: { action },
    message: 'A read-only employee may not change cases',
  });
}

async function existingCase(db: Db, id: string): Promise<CaseRecord> {
  const found = await findCase(db, id);
  if (!found) throw notFound('CaseNotFound', 'No case has that id');
  return found;
}

export async function staffCaseDetail(db: Db, id: string): Promise<CaseDetail> {
  return caseDetail(db, await existingCase(db, id));
}

/** The caller takes the case; a new case is then in progress. */
export async function assignToCaller(
  db: Db,
  auth: AuthContext | null,
  id: string,
): Promise<CaseDetail> {
  const staff = await writerOf(db, auth, 'assign');
  const found = await existingCase(db, id);
  await updateCase(db, id, {
    assigneeUsername: staff.username,
    ...(found.status === 'new' ? { status: 'in_progress' as const } : {}),
  });
  await recordAuditEvent(db, {
    action: 'case.assigned',
    actor: `staff:${staff.username}`,
    subject: found.partyKennitala,
    detail: { caseNumber: found.caseNumber, previous: found.assignee?.username ?? null },
  });
  return staffCaseDetail(db, id);
}

export async function changeStatus(
  db: Db,
  auth: AuthContext | null,
  id: string,
  status: CaseStatus,
): Promise<CaseDetail> {
  const staff = await writerOf(db, auth, 'status');
  const found = await existingCase(db, id);
  await updateCase(db, id, { status });
  await recordAuditEvent(db, {
    action: 'case.statusChanged',
    actor: `staff:${staff.username}`,
    subject: found.partyKennitala,
    detail: { caseNumber: found.caseNumber, from: found.status, to: status },
  });
  return staffCaseDetail(db, id);
}

/**
 * Staff answer by e-mail: the reply goes out through the outbox with the case's own Reply-To, is
 * kept on the case as an outgoing message, and the case waits for the customer (or takes the
 * status staff chose). A case nobody had taken becomes the replier's.
 */
export async function replyToCase(
  deps: CaseDeps,
  auth: AuthContext | null,
  id: string,
  reply: CaseReplyRequest,
): Promise<CaseDetail> {
  const staff = await writerOf(deps.db, auth, 'reply');
  const found = await existingCase(deps.db, id);
  const body = reply.body.trim();
  if (body === '')
    throw badRequest('ValidationFailed', 'The reply is empty', { body: ['requiredField'] });
  const authorName = await staffName(deps.db, staff.username);
  await deps.db.transaction().execute(async (trx) => {
    await insertMessage(trx, {
      caseId: id,
      direction: 'outgoing',
      authorName,
      staffUsername: staff.username,
      body,
    });
    await updateCase(trx, id, {
      status: reply.status ?? 'waiting_for_customer',
      ...(found.assignee === null ? { assigneeUsername: staff.username } : {}),
    });
    await recordAuditEvent(trx, {
      action: 'case.replied',
      actor: `staff:${staff.username}`,
      subject: found.partyKennitala,
      detail: { caseNumber: found.caseNumber },
    });
  });
  const t = translator(found.language, 'cases');
  await deps.mailer.send({
    to: found.senderEmail,
    replyTo: replyAddress(deps.mailFrom, found.replyToken),
    subject: t('replySubject', { caseNumber: found.caseNumber }),
    text: [
      body,
      '',
      `${authorName}, Skjól`,
      '',
      t('replyFooter', { caseNumber: found.caseNumber }),
    ].join('\n'),
  });
  return staffCaseDetail(deps.db, id);
}

/**
 * An e-mail that answers a case (its Reply-To carried the case's token) joins the thread, and a
 * case that was waiting or closed is worked on again. Unknown tokens are ignored.
 */
export async function receiveReply(
  db: Db,
  mail: { to: string; from: string; text: string },
): Promise<{ caseNumber: string } | null> {
  const token = replyTokenIn(mail.to);
  const found = token === undefined ? undefined : await findCaseByReplyToken(db, token);
  if (!found) return null;
  const senderName = /^\s*"?([^"<]+?)"?\s*</.exec(mail.from)?.[1] ?? found.senderName;
  await db.transaction().execute(async (trx) => {
    await insertMessage(trx, {
      caseId: found.id,
      direction: 'incoming',
      authorName: senderName,
      body: mail.text.trim(),
    });
    if (found.status === 'waiting_for_customer' || found.status === 'closed')
      await updateCase(trx, found.id, { status: 'in_progress' });
    await recordAuditEvent(trx, {
      action: 'case.replyReceived',
      actor: null,
      subject: found.partyKennitala,
      detail: { caseNumber: found.caseNumber },
    });
  });
  return { caseNumber: found.caseNumber };
}
