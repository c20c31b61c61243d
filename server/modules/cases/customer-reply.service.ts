import type { CustomerCase } from '../../../src/domain/api/case';
import { CUSTOMER_REPLY_MAX_LENGTH } from '../../../src/domain/api/case-paths';
import type { Db } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import type { CaseFile } from '../../uploads/attachments';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  casesOfParty,
  findCase,
  insertAttachment,
  insertMessage,
  updateCase,
} from './cases.repository';

/** Answers one signed-in person may send in an hour, over all their cases. */
export const CUSTOMER_REPLIES_PER_HOUR = 30;

/**
 * The customer answers their own case in My requests, with text, files or both, kept together or
 * not at all. The answer joins the thread staff read in the inbox as an incoming message, and a
 * case that waited for the customer (or was done) is worked on again, exactly as when they answer
 * our e-mail. Only the case's own party may answer it; anyone else's id is "no such case".
 */
export async function replyAsCustomer(
  db: Db,
  acting: ActingParty,
  id: string,
  reply: { body: string; files: readonly CaseFile[] },
  /** Who sent it, as the audit log names them: the customer, their proxy or the employee acting. */
  actor: string,
): Promise<CustomerCase> {
  const body = reply.body.trim();
  if (!body && reply.files.length === 0)
    throw badRequest('ValidationFailed', 'Write an answer or add a file', {
      body: ['requiredField'],
    });
  if (body.length > CUSTOMER_REPLY_MAX_LENGTH)
    throw badRequest('ValidationFailed', 'The answer is too long', { body: ['tooLong'] });
  const found = await findCase(db, id);
  if (!found || found.partyKennitala !== acting.kennitala)
    throw notFound('CaseNotFound', 'No case has that id');
  await db.transaction().execute(async (trx) => {
    const messageId = await insertMessage(trx, {
      caseId: id,
      direction: 'incoming',
      authorName: acting.fullName,
      body,
    });
    for (const file of reply.files)
      await insertAttachment(trx, {
        caseId: id,
        messageId,
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      });
    if (found.status === 'waiting_for_customer' || found.status === 'closed')
      await updateCase(trx, id, { status: 'in_progress' });
    await recordAuditEvent(trx, {
      action: 'case.customerReplied',
      actor,
      subject: acting.kennitala,
      detail: { caseNumber: found.caseNumber, files: reply.files.length, from: found.status },
    });
  });
  const own = (await casesOfParty(db, acting.kennitala)).find((item) => item.id === id);
  if (!own) throw new AppError('CaseNotFound', 404, 'No case has that id');
  return own;
}
