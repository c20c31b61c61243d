import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { ClaimStatus } from '../../../src/domain/api/values';
import { storeAttachmentContent } from '../cases/cases.repository';

/** SQL only: the claims desk's queue, a claim's messages and files, and the changes handlers make. */

/** How many claims the queue lists at most; older ones are reached by filtering on status. */
export const CLAIM_QUEUE_LIMIT = 200;

export async function queueRows(
  db: DbOrTx,
  filter: { status: ClaimStatus | null; assignedTo: string | null },
) {
  let query = db
    .selectFrom('claim as c')
    .leftJoin('staff_user as s', 's.id', 'c.assigned_staff_id')
    .leftJoin('party as p', 'p.kennitala', 'c.claimant_kennitala')
    .select((eb) => [
      'c.id',
      'c.number',
      'c.status',
      'c.claim_type',
      'c.title_is',
      'c.title_en',
      'c.reporter_name',
      'p.full_name as customer_name',
      'c.created_at',
      'c.assigned_staff_id',
      's.full_name as assignee_name',
      'c.holder_confirmation',
      eb
        .selectFrom('claim_message as m')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('m.claim_id', '=', 'c.id')
        .where('m.author', '=', 'customer')
        .where((inner) =>
          inner.or([
            inner('c.staff_seen_at', 'is', null),
            inner('m.created_at', '>', inner.ref('c.staff_seen_at')),
          ]),
        )
        .as('unread'),
    ]);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.assignedTo) query = query.where('c.assigned_staff_id', '=', filter.assignedTo);
  return query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.number', 'desc')
    .limit(CLAIM_QUEUE_LIMIT)
    .execute();
}

export type QueueRow = Awaited<ReturnType<typeof queueRows>>[number];

/** A claim with everything the desk shows beside what the customer sees. */
export async function deskClaimRow(db: DbOrTx, id: string, lock = false) {
  // Two handlers changing one claim at once take turns: the second sees the first's status.
  if (lock)
    await db.selectFrom('claim').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return db
    .selectFrom('claim as c')
    .leftJoin('staff_user as s', 's.id', 'c.assigned_staff_id')
    .leftJoin('party as p', 'p.kennitala', 'c.claimant_kennitala')
    .select([
      'c.id',
      'c.number',
      'c.status',
      'c.claimant_kennitala',
      'c.insured_kennitala',
      'c.claim_type',
      'c.report',
      'c.reporter_name',
      'c.reporter_email',
      'c.language',
      'c.assigned_staff_id',
      's.full_name as assignee_name',
      'p.full_name as customer_name',
      'p.email as customer_email',
      'p.email_verified_at as customer_email_verified_at',
      'c.holder_confirmation',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export type DeskClaimRow = NonNullable<Awaited<ReturnType<typeof deskClaimRow>>>;

export async function messageRows(db: DbOrTx, claimIds: string[]) {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('claim_message')
    .select(['id', 'claim_id', 'author', 'author_name', 'body', 'is_question', 'created_at'])
    .where('claim_id', 'in', claimIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function attachmentRows(db: DbOrTx, claimIds: string[]) {
  if (claimIds.length === 0) return [];
  return db
    .selectFrom('claim_attachment')
    .select(['id', 'claim_id', 'file_name', 'content_type', 'size', 'added_by', 'created_at'])
    .where('claim_id', 'in', claimIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The bytes of one of a claim's files, only through that claim. */
export async function attachmentContent(db: DbOrTx, claimId: string, attachmentId: string) {
  return db
    .selectFrom('claim_attachment as a')
    .innerJoin('attachment_content as b', 'b.sha256', 'a.sha256')
    .select(['a.file_name', 'a.content_type', 'b.content'])
    .where('a.claim_id', '=', claimId)
    .where('a.id', '=', attachmentId)
    .executeTakeFirst();
}

export async function staffRows(db: DbOrTx) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'username', 'full_name', 'role'])
    .orderBy('full_name')
    .execute();
}

export async function staffRow(db: DbOrTx, id: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'username', 'full_name', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function staffRowByUsername(db: DbOrTx, username: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'username', 'full_name', 'role'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function markSeen(db: DbOrTx, id: string) {
  await db.updateTable('claim').set({ staff_seen_at: new Date() }).where('id', '=', id).execute();
}

export async function setHandler(
  db: DbOrTx,
  id: string,
  handler: { staffId: string; name: string; phone: string | null; email: string },
) {
  await db
    .updateTable('claim')
    .set({
      assigned_staff_id: handler.staffId,
      handler_name: handler.name,
      handler_phone: handler.phone,
      handler_email: handler.email,
    })
    .where('id', '=', id)
    .execute();
}

export async function setStatus(
  db: DbOrTx,
  id: string,
  change: {
    status: ClaimStatus;
    note: string | null;
    today: string;
    nextStep: { is: string; en: string } | null;
  },
) {
  await db
    .updateTable('claim')
    .set({
      status: change.status,
      next_step_is: change.nextStep?.is ?? null,
      next_step_en: change.nextStep?.en ?? null,
      next_step_date: null,
    })
    .where('id', '=', id)
    .execute();
  const last = await db
    .selectFrom('claim_status_event')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('claim_id', '=', id)
    .executeTakeFirst();
  await db
    .insertInto('claim_status_event')
    .values({
      claim_id: id,
      seq: Number(last?.seq ?? 0) + 1,
      status: change.status,
      occurred_on: change.today,
      // Written for the customer, in their language: the same text in both columns.
      note_is: change.note,
      note_en: change.note,
    })
    .execute();
}

export async function insertClaimMessage(
  db: DbOrTx,
  message: {
    claimId: string;
    author: 'customer' | 'staff';
    authorName: string;
    body: string;
    isQuestion?: boolean;
  },
) {
  const row = await db
    .insertInto('claim_message')
    .values({
      claim_id: message.claimId,
      author: message.author,
      author_name: message.authorName,
      body: message.body,
      is_question: message.isQuestion ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertClaimAttachment(
  db: DbOrTx,
  file: {
    claimId: string;
    fileName: string;
    contentType: string;
    content: Buffer;
    addedBy: 'customer' | 'staff';
  },
) {
  const sha256 = await storeAttachmentContent(db, file.content);
  return db
    .insertInto('claim_attachment')
    .values({
      claim_id: file.claimId,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.content.length,
      sha256,
      added_by: file.addedBy,
    })
    .returning(['id', 'file_name', 'content_type', 'size', 'added_by', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function claimFileTotals(db: DbOrTx, claimId: string) {
  const row = await db
    .selectFrom('claim_attachment')
    .select((eb) => [eb.fn.countAll<string>().as('files'), eb.fn.sum<string>('size').as('bytes')])
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** The customer's claim by id, locked while a message or file is added. */
export async function customerClaimRow(db: DbOrTx, claimant: string, id: string) {
  return db
    .selectFrom('claim')
    .select(['id', 'number', 'status', 'language', 'assigned_staff_id'])
    .where('id', '=', id)
    .where('claimant_kennitala', '=', claimant)
    .forUpdate()
    .executeTakeFirst();
}

export async function ownsClaim(db: DbOrTx, claimant: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('claim')
    .select('id')
    .where('id', '=', id)
    .where('claimant_kennitala', '=', claimant)
    .executeTakeFirst();
  return row !== undefined;
}
