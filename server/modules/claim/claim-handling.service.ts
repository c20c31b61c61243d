import type { ClaimAttachment } from '../../../src/domain/api/claim';
import type {
  AssignClaimRequest,
  ClaimHandlerList,
  ClaimStatusRequest,
  StaffClaimDetail,
  StaffClaimList,
  StaffClaimListQuery,
  StaffClaimMessageRequest,
} from '../../../src/domain/api/claim-handling';
import { OPEN_CLAIM_STATUSES, type ClaimStatus } from '../../../src/domain/api/values';
import { todayInIceland } from '../../../src/domain/calendar';
import {
  CLAIM_CLOSED_FOR_CUSTOMER,
  CLAIM_FOLLOW_UP_LIMITS,
  CLAIM_MESSAGE_MAX_LENGTH,
  CLAIM_TRANSITIONS,
  CLAIM_TRANSITION_NOT_ALLOWED,
  mayMoveClaim,
  NOTE_REQUIRED,
  QUESTION_REQUIRED,
} from '../../../src/domain/claim-handling';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import type { ActingParty, AuthContext } from '../../identity/authenticate';
import { toServerLanguage, translator, type ServerLanguage } from '../../i18n/locales';
import type { Mailer } from '../../mail/mailer';
import type { CaseFile } from '../../uploads/attachments';
import { recordAuditEvent } from '../audit/audit.repository';
import { currentServiceContact } from '../help/general-config';
import { staffOnly, staffWriter, type StaffAuth } from '../staff/staff.service';
import {
  attachmentContent,
  claimFileTotals,
  customerClaimRow,
  deskClaimRow,
  insertClaimAttachment,
  insertClaimMessage,
  markSeen,
  ownsClaim,
  queueRows,
  setHandler,
  setStatus,
  staffRow,
  staffRowByUsername,
  staffRows,
  type DeskClaimRow,
} from './claim-handling.repository';
import { findAnyClaimRow } from './claim.repository';
import { assembleClaims } from './claim.service';
import { toAttachment } from './claim-follow-up';
import { CLAIM_AWAITS_HOLDER, HELD_UNTIL_CONFIRMED } from './holder-confirmation.service';

/**
 * Handling a reported claim: the claims desk takes it, reads the report, asks the customer what
 * is missing and decides; the customer follows up from the portal with files and messages. Every
 * change the customer should know of is on the timeline, in the next step and in an e-mail in the
 * claim's language.
 */

export type ClaimHandlingDeps = {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  siteUrl: string;
  /** The content folder, for the service phone number. */
  contentDir: string;
};

/**
 * The number customers call about a claim, shown as its handler's phone since staff have no
 * numbers of their own: the service number in the content, or none when the content has none.
 */
async function deskPhone(deps: ClaimHandlingDeps): Promise<string | null> {
  return (await currentServiceContact(deps.contentDir, 'is')).phone || null;
}

/** The closing line of a visitor's claim mail, naming the service number when the content has one. */
async function visitorLine(
  deps: ClaimHandlingDeps,
  language: ServerLanguage,
  t: (key: string, values?: Record<string, string>) => string,
): Promise<string> {
  const { phone } = await currentServiceContact(deps.contentDir, language);
  return phone ? t('mail.visitor', { phone }) : t('mail.visitorNoPhone');
}

/** Changes need Full or Admin; a read-only employee is refused, and the refusal is kept. */
function writerOf(db: Db, auth: AuthContext | null, action: string): Promise<StaffAuth> {
  return staffWriter(db, auth, {
    action: 'claim.writeRefused',
    detail: { action },
    message: 'A read-only employee may not change claims',
  });
}

const claimNotFound = () => notFound('ClaimNotFound', 'No such claim');

/** A staff user's address: their username at the domain mail is sent from. */
export function handlerEmail(mailFrom: string, username: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `${username}@${address.split('@')[1] ?? 'skjol.is'}`;
}

export async function claimQueue(
  db: Db,
  auth: AuthContext | null,
  query: StaffClaimListQuery,
): Promise<StaffClaimList> {
  const staff = staffOnly(auth);
  const status = query.status === 'all' ? null : (query.status ?? 'reported');
  const rows = await queueRows(db, {
    status,
    assignedTo: query.assignee === 'me' ? staff.staffId : null,
  });
  return {
    claims: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status as ClaimStatus,
      claimType: row.claim_type,
      title: { is: row.title_is, en: row.title_en },
      reporterName: row.reporter_name,
      customerName: row.customer_name,
      reportedAt: new Date(row.created_at).toISOString(),
      assignee:
        row.assigned_staff_id && row.assignee_name
          ? { id: row.assigned_staff_id, name: row.assignee_name }
          : null,
      unreadMessages: Number(row.unread ?? 0),
      holderConfirmation: row.holder_confirmation,
    })),
  };
}

export async function claimHandlers(db: Db, auth: AuthContext | null): Promise<ClaimHandlerList> {
  staffOnly(auth);
  const rows = await staffRows(db);
  // Only those who may change a claim can handle one.
  return {
    handlers: rows
      .filter((row) => row.role !== 'Readonly')
      .map((row) => ({ id: row.id, name: row.full_name })),
  };
}

/** Someone else reported it about a customer, who has not (or not yet) confirmed it. */
const heldForHolder = (desk: DeskClaimRow) =>
  desk.holder_confirmation === 'pending' || desk.holder_confirmation === 'rejected';

async function detailOf(db: DbOrTx, desk: DeskClaimRow): Promise<StaffClaimDetail> {
  const row = await findAnyClaimRow(db, desk.id);
  if (!row) throw claimNotFound();
  const [claim] = await assembleClaims(db, [row]);
  const status = desk.status as ClaimStatus;
  return {
    ...claim!,
    claimType: desk.claim_type,
    report: desk.report,
    claimantKennitala: desk.claimant_kennitala,
    customerName: desk.customer_name,
    insuredKennitala: desk.insured_kennitala,
    reporterName: desk.reporter_name,
    reporterEmail: desk.reporter_email,
    holderConfirmation: desk.holder_confirmation,
    language: toServerLanguage(desk.language),
    assignee:
      desk.assigned_staff_id && desk.assignee_name
        ? { id: desk.assigned_staff_id, name: desk.assignee_name }
        : null,
    allowedStatuses: CLAIM_TRANSITIONS[status].filter(
      (next) =>
        !(heldForHolder(desk) && (HELD_UNTIL_CONFIRMED as readonly string[]).includes(next)),
    ),
  };
}

/**
 * One claim at the desk. Opening it by someone who may handle it marks the customer's messages so
 * far as read; a read-only colleague looking does not.
 */
export async function staffClaim(
  db: Db,
  auth: AuthContext | null,
  id: string,
): Promise<StaffClaimDetail> {
  const staff = staffOnly(auth);
  const desk = await deskClaimRow(db, id);
  if (!desk) throw claimNotFound();
  if (staff.role !== 'Readonly') await markSeen(db, id);
  return detailOf(db, desk);
}

export async function staffClaimFile(db: Db, auth: AuthContext | null, id: string, fileId: string) {
  staffOnly(auth);
  return attachmentContent(db, id, fileId);
}

export async function assignClaim(
  deps: ClaimHandlingDeps,
  auth: AuthContext | null,
  id: string,
  request: AssignClaimRequest,
): Promise<StaffClaimDetail> {
  const staff = await writerOf(deps.db, auth, 'assign');
  const handler = request.staffId
    ? await staffRow(deps.db, request.staffId)
    : await staffRowByUsername(deps.db, staff.username);
  if (!handler || handler.role === 'Readonly')
    throw badRequest('ValidationFailed', 'That employee cannot handle claims', {
      staffId: ['claimHandling|noSuchHandler'],
    });
  const phone = await deskPhone(deps);
  return deps.db.transaction().execute(async (trx) => {
    const desk = await deskClaimRow(trx, id, true);
    if (!desk) throw claimNotFound();
    await setHandler(trx, id, {
      staffId: handler.id,
      name: handler.full_name,
      phone,
      email: handlerEmail(deps.mailFrom, handler.username),
    });
    await recordAuditEvent(trx, {
      action: 'claim.assigned',
      actor: `staff:${staff.username}`,
      subject: desk.claimant_kennitala,
      detail: { claimNumber: desk.number, to: handler.username, previous: desk.assignee_name },
    });
    return detailOf(trx, (await deskClaimRow(trx, id))!);
  });
}

const nonEmpty = (value: string | undefined) => (value ?? '').trim();

/** The next step the customer is shown after a change, in both languages; null once decided for good. */
function nextStepAfter(status: ClaimStatus): { is: string; en: string } | null {
  if (status === 'rejected' || status === 'paid' || status === 'closed') return null;
  return {
    is: translator('is', 'claimHandling')(`nextStep.${status}`),
    en: translator('en', 'claimHandling')(`nextStep.${status}`),
  };
}

/**
 * Where a claim's e-mails go. A customer's own claim (and one the holder confirmed) goes to the
 * customer's verified address; a visitor's report, or a customer's with no verified address yet,
 * to the address the reporter gave. An address nobody proved or typed gets nothing.
 */
function recipientOf(desk: DeskClaimRow): string | null {
  const customer = desk.customer_email_verified_at ? desk.customer_email : null;
  if (desk.holder_confirmation === 'confirmed') return customer;
  if (desk.claimant_kennitala !== null && customer) return customer;
  return desk.reporter_email || customer || null;
}

async function mailCustomer(
  deps: ClaimHandlingDeps,
  desk: DeskClaimRow,
  to: string | null,
  status: ClaimStatus,
  note: string | null,
  question: string | null,
  linked: boolean,
) {
  if (!to) return;
  const language: ServerLanguage = toServerLanguage(desk.language);
  const t = translator(language, 'claimHandling');
  const name = desk.reporter_name ?? desk.customer_name ?? '';
  const next = nextStepAfter(status);
  await deps.mailer.send({
    to,
    subject: question
      ? t('mail.questionSubject', { claimNumber: desk.number })
      : t('mail.subject', { claimNumber: desk.number, status: t(`status.${status}`) }),
    text: [
      t('mail.greeting', { name }),
      '',
      t('mail.statusLine', { claimNumber: desk.number, status: t(`status.${status}`) }),
      ...(question ? ['', t('mail.question'), question] : []),
      ...(note ? ['', note] : []),
      ...(next ? ['', next[language]] : []),
      '',
      linked ? t('mail.portal') : await visitorLine(deps, language, t),
      '',
      t('mail.signature'),
    ].join('\n'),
  });
}

/**
 * Moves a claim one step. A question is kept as a message the customer answers; a decision
 * carries its note. Moving never links a visitor's report to a customer: only the policy holder's
 * own confirmation does, and until then the claim cannot be approved or paid. The timeline, the
 * next step, the audit log and an e-mail to the customer follow.
 */
export async function moveClaim(
  deps: ClaimHandlingDeps,
  auth: AuthContext | null,
  id: string,
  request: ClaimStatusRequest,
): Promise<StaffClaimDetail> {
  const staff = await writerOf(deps.db, auth, 'status');
  const to = request.status;
  const question = nonEmpty(request.question);
  const given = nonEmpty(request.note);
  if (QUESTION_REQUIRED.includes(to) && !question)
    throw badRequest('ValidationFailed', 'Ask the customer what is needed', {
      question: ['requiredField'],
    });
  if (NOTE_REQUIRED.includes(to) && !given)
    throw badRequest('ValidationFailed', 'Explain the decision', { note: ['requiredField'] });
  const handler = await staffRowByUsername(deps.db, staff.username);
  // Read before the transaction: it may make this person the handler, and a content read should
  // not hold the claim's row lock.
  const phone = await deskPhone(deps);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const desk = await deskClaimRow(trx, id, true);
    if (!desk) throw claimNotFound();
    const from = desk.status as ClaimStatus;
    if (!mayMoveClaim(from, to))
      throw new AppError(
        CLAIM_TRANSITION_NOT_ALLOWED,
        409,
        `A claim cannot move from ${from} to ${to}`,
      );
    // A report someone else made about a customer is not paid on their word alone.
    if (heldForHolder(desk) && (HELD_UNTIL_CONFIRMED as readonly ClaimStatus[]).includes(to))
      throw new AppError(
        CLAIM_AWAITS_HOLDER,
        409,
        'The policy holder has not confirmed this claim; it cannot be approved or paid',
      );
    const language = toServerLanguage(desk.language);
    const t = translator(language, 'claimHandling');
    const note = question ? t('event.question', { question }) : given || t(`event.${to}`);
    if (question)
      await insertClaimMessage(trx, {
        claimId: id,
        author: 'staff',
        authorName: handler?.full_name ?? staff.username,
        body: question,
        isQuestion: true,
      });
    await setStatus(trx, id, {
      status: to,
      note,
      today: todayInIceland(),
      nextStep: nextStepAfter(to),
    });
    // Whoever moves an unassigned claim on is its handler from then on.
    if (desk.assigned_staff_id === null && handler)
      await setHandler(trx, id, {
        staffId: handler.id,
        name: handler.full_name,
        phone,
        email: handlerEmail(deps.mailFrom, handler.username),
      });
    await recordAuditEvent(trx, {
      action: 'claim.statusChanged',
      actor: `staff:${staff.username}`,
      subject: desk.claimant_kennitala,
      detail: { claimNumber: desk.number, from, to },
    });
    return { desk, linked: desk.claimant_kennitala !== null };
  });
  await mailCustomer(
    deps,
    outcome.desk,
    recipientOf(outcome.desk),
    to,
    question ? null : given || null,
    question || null,
    outcome.linked,
  );
  return staffClaim(deps.db, auth, id);
}

async function openCustomerClaim(trx: DbOrTx, acting: ActingParty, id: string) {
  const row = await customerClaimRow(trx, acting.kennitala, id);
  if (!row) throw claimNotFound();
  if (!OPEN_CLAIM_STATUSES.includes(row.status as ClaimStatus))
    throw new AppError(CLAIM_CLOSED_FOR_CUSTOMER, 409, 'The claim is finished; call us instead');
  return row;
}

/**
 * The handler writes to the customer. A plain message leaves the claim where it is; a question
 * waits for the answer, so the claim moves to waiting for the customer (from Received or In
 * review, as the move would) and the customer sees it flagged. Either joins the claim's thread and
 * is mailed; a question asked while one is open joins it without another move.
 */
export async function staffMessage(
  deps: ClaimHandlingDeps,
  auth: AuthContext | null,
  id: string,
  request: StaffClaimMessageRequest,
): Promise<StaffClaimDetail> {
  const staff = await writerOf(deps.db, auth, 'message');
  const body = request.body.trim();
  if (!body)
    throw badRequest('ValidationFailed', 'The message is empty', { body: ['requiredField'] });
  const asks = request.question === true;
  if (asks) {
    const current = await deskClaimRow(deps.db, id);
    if (!current) throw claimNotFound();
    if (current.status !== 'awaiting_documents')
      return moveClaim(deps, auth, id, { status: 'awaiting_documents', question: body });
  }
  const handler = await staffRowByUsername(deps.db, staff.username);
  const desk = await deps.db.transaction().execute(async (trx) => {
    const row = await deskClaimRow(trx, id, true);
    if (!row) throw claimNotFound();
    if (!OPEN_CLAIM_STATUSES.includes(row.status as ClaimStatus))
      throw new AppError(CLAIM_CLOSED_FOR_CUSTOMER, 409, 'The claim is finished');
    await insertClaimMessage(trx, {
      claimId: id,
      author: 'staff',
      authorName: handler?.full_name ?? staff.username,
      body,
      isQuestion: asks && row.status === 'awaiting_documents',
    });
    await recordAuditEvent(trx, {
      action: 'claim.staffMessage',
      actor: `staff:${staff.username}`,
      subject: row.claimant_kennitala,
      detail: { claimNumber: row.number, question: asks },
    });
    return row;
  });
  const to = recipientOf(desk);
  if (to) {
    const language = toServerLanguage(desk.language);
    const t = translator(language, 'claimHandling');
    await deps.mailer.send({
      to,
      subject: t(asks ? 'mail.questionSubject' : 'mail.messageSubject', {
        claimNumber: desk.number,
      }),
      text: [
        t('mail.greeting', { name: desk.reporter_name ?? desk.customer_name ?? '' }),
        '',
        t(asks ? 'mail.question' : 'mail.messageLine', { claimNumber: desk.number }),
        '',
        body,
        '',
        desk.claimant_kennitala !== null ? t('mail.portal') : await visitorLine(deps, language, t),
        '',
        t('mail.signature'),
      ].join('\n'),
    });
  }
  return staffClaim(deps.db, auth, id);
}

/**
 * What the customer sends in one go: a message, files, or both, kept together or not at all, so a
 * failure loses nothing the customer can send again. While the claim waits for them this is the
 * answer, a photo alone as much as words: the claim goes back to review, on the timeline.
 */
export async function customerReply(
  db: Db,
  acting: ActingParty,
  id: string,
  reply: { body: string; files: readonly CaseFile[] },
  /** Who sent it, as the audit log names them: the customer, their proxy or the employee acting. */
  actor: string,
): Promise<ClaimAttachment[]> {
  const body = reply.body.trim();
  if (!body && reply.files.length === 0)
    throw badRequest('ValidationFailed', 'Write a message or add a file', {
      body: ['requiredField'],
    });
  if (body.length > CLAIM_MESSAGE_MAX_LENGTH)
    throw badRequest('ValidationFailed', 'The message is too long', { body: ['tooLong'] });
  return db.transaction().execute(async (trx) => {
    const row = await openCustomerClaim(trx, acting, id);
    const totals = await claimFileTotals(trx, id);
    const adding = reply.files.reduce((sum, file) => sum + file.content.length, 0);
    if (totals.files + reply.files.length > CLAIM_FOLLOW_UP_LIMITS.maxFiles)
      throw new AppError('TooManyFiles', 413, 'The claim has as many files as it can take', {
        attachments: ['claimHandling|tooManyFiles'],
      });
    if (totals.bytes + adding > CLAIM_FOLLOW_UP_LIMITS.maxTotalBytes)
      throw new AppError('AttachmentsTooLarge', 413, 'The files together are too large', {
        attachments: ['claimHandling|filesTooLarge'],
      });
    const answered = row.status === 'awaiting_documents';
    const stored: ClaimAttachment[] = [];
    for (const file of reply.files) {
      const kept = await insertClaimAttachment(trx, {
        claimId: id,
        fileName: file.filename,
        contentType: file.contentType,
        content: file.content,
        addedBy: 'customer',
      });
      stored.push(toAttachment({ ...kept, claim_id: id }));
      await recordAuditEvent(trx, {
        action: 'claim.customerFile',
        actor,
        subject: acting.kennitala,
        detail: { claimNumber: row.number, contentType: file.contentType, size: kept.size },
      });
    }
    if (body) {
      await insertClaimMessage(trx, {
        claimId: id,
        author: 'customer',
        authorName: acting.fullName,
        body,
      });
      await recordAuditEvent(trx, {
        action: 'claim.customerMessage',
        actor,
        subject: acting.kennitala,
        detail: { claimNumber: row.number, answered, files: reply.files.length },
      });
    }
    if (answered) {
      const t = translator(toServerLanguage(row.language), 'claimHandling');
      await setStatus(trx, id, {
        status: 'in_review',
        note: t('event.answered'),
        today: todayInIceland(),
        nextStep: nextStepAfter('in_review'),
      });
    }
    return stored;
  });
}

/** One of the customer's own claim's files. */
export async function customerClaimFile(db: Db, acting: ActingParty, id: string, fileId: string) {
  const owns = await ownsClaim(db, acting.kennitala, id);
  return owns ? attachmentContent(db, id, fileId) : undefined;
}
