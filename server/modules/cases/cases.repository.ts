import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/database';
import type {
  CaseAttachment,
  CaseDetail,
  CaseListQuery,
  CaseMessage,
  CaseSummary,
  CustomerCase,
} from '../../../src/domain/api/case';
import type {
  CaseKind,
  CaseMessageDirection,
  CaseOrigin,
  CaseQueue,
  CaseStatus,
} from '../../../src/domain/api/values';

/** How many cases the inbox lists at most; older ones are reached by filtering. */
export const INBOX_LIST_LIMIT = 200;

export type NewCase = {
  kind: CaseKind;
  origin: CaseOrigin;
  queue: CaseQueue;
  subject: string;
  senderName: string;
  senderEmail: string;
  senderSsn: string | null;
  partyKennitala: string | null;
  language: 'is' | 'en';
  replyToken: string;
};

export async function insertCase(
  db: DbOrTx,
  values: NewCase,
): Promise<{ id: string; caseNumber: string }> {
  const row = await db
    .insertInto('service_case')
    .values({
      kind: values.kind,
      origin: values.origin,
      queue: values.queue,
      subject: values.subject,
      sender_name: values.senderName,
      sender_email: values.senderEmail,
      sender_ssn: values.senderSsn,
      party_kennitala: values.partyKennitala,
      language: values.language,
      reply_token: values.replyToken,
    })
    .returning(['id', 'case_number'])
    .executeTakeFirstOrThrow();
  return { id: row.id, caseNumber: row.case_number };
}

export async function insertMessage(
  db: DbOrTx,
  message: {
    caseId: string;
    direction: CaseMessageDirection;
    authorName: string;
    staffUsername?: string | null;
    body: string;
    /** When it was said, if not now: a chat transcript keeps each message's own time and order. */
    createdAt?: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('case_message')
    .values({
      case_id: message.caseId,
      direction: message.direction,
      author_name: message.authorName,
      staff_username: message.staffUsername ?? null,
      body: message.body,
      ...(message.createdAt ? { created_at: message.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('service_case')
    .set({ updated_at: new Date() })
    .where('id', '=', message.caseId)
    .execute();
  return row.id;
}

/**
 * Stores a file that came with a case. The bytes are kept once per SHA-256 (the same file sent
 * again, with any form, points at the copy already there); the case keeps its own row with the
 * name it was sent under.
 */
/** Keeps a file's bytes once, however often they are sent; answers the hash they are kept under. */
export async function storeAttachmentContent(db: DbOrTx, content: Buffer): Promise<string> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  await db
    .insertInto('attachment_content')
    .values({ sha256, size: content.length, content })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  return sha256;
}

export async function insertAttachment(
  db: DbOrTx,
  attachment: {
    caseId: string;
    messageId: string | null;
    filename: string;
    contentType: string;
    content: Buffer;
  },
): Promise<string> {
  const sha256 = await storeAttachmentContent(db, attachment.content);
  const row = await db
    .insertInto('case_attachment')
    .values({
      case_id: attachment.caseId,
      message_id: attachment.messageId,
      filename: attachment.filename,
      content_type: attachment.contentType,
      size: attachment.content.length,
      sha256,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCase(
  db: DbOrTx,
  id: string,
  changes: { status?: CaseStatus; assigneeUsername?: string | null },
): Promise<void> {
  await db
    .updateTable('service_case')
    .set({
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.assigneeUsername !== undefined
        ? { assignee_username: changes.assigneeUsername }
        : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

function summaryQuery(db: DbOrTx) {
  return db
    .selectFrom('service_case as c')
    .leftJoin('staff_user as s', 's.username', 'c.assignee_username')
    .select((eb) => [
      'c.id',
      'c.case_number',
      'c.kind',
      'c.origin',
      'c.queue',
      'c.status',
      'c.subject',
      'c.sender_name',
      'c.sender_email',
      'c.sender_ssn',
      'c.party_kennitala',
      'c.assignee_username',
      's.full_name as assignee_name',
      'c.language',
      'c.reply_token',
      'c.created_at',
      'c.updated_at',
      eb
        .selectFrom('case_message as m')
        .whereRef('m.case_id', '=', 'c.id')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('message_count'),
      eb
        .selectFrom('case_message as m')
        .whereRef('m.case_id', '=', 'c.id')
        .select('m.direction')
        .orderBy('m.created_at', 'desc')
        .limit(1)
        .as('last_direction'),
      eb
        .selectFrom('case_message as m')
        .whereRef('m.case_id', '=', 'c.id')
        .where('m.direction', '=', 'outgoing')
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('replies'),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: SummaryRow): CaseSummary {
  return {
    id: row.id,
    caseNumber: row.case_number,
    kind: row.kind as CaseKind,
    origin: row.origin as CaseOrigin,
    queue: row.queue as CaseQueue,
    status: row.status as CaseStatus,
    subject: row.subject,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    assignee:
      row.assignee_username === null
        ? null
        : { username: row.assignee_username, name: row.assignee_name ?? row.assignee_username },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    messageCount: Number(row.message_count ?? 0),
    customerReplied:
      row.status !== 'closed' &&
      row.status !== 'waiting_for_customer' &&
      row.last_direction === 'incoming' &&
      Number(row.replies ?? 0) > 0,
  };
}

/** The inbox: newest first, narrowed by the filters given. `assignee` is 'unassigned' or a username. */
export async function listCases(
  db: DbOrTx,
  filters: Omit<CaseListQuery, 'assignee'> & { assignee?: string },
): Promise<CaseSummary[]> {
  let query = summaryQuery(db);
  if (filters.status) query = query.where('c.status', '=', filters.status);
  if (filters.queue) query = query.where('c.queue', '=', filters.queue);
  if (filters.kind) query = query.where('c.kind', '=', filters.kind);
  if (filters.assignee === 'unassigned') query = query.where('c.assignee_username', 'is', null);
  else if (filters.assignee) query = query.where('c.assignee_username', '=', filters.assignee);
  const rows = await query
    .orderBy('c.created_at', 'desc')
    .orderBy('c.case_number', 'desc')
    .limit(INBOX_LIST_LIMIT)
    .execute();
  return rows.map(toSummary);
}

export type CaseRecord = CaseSummary & {
  senderSsn: string | null;
  partyKennitala: string | null;
  language: 'is' | 'en';
  replyToken: string;
};

function toRecord(row: SummaryRow): CaseRecord {
  return {
    ...toSummary(row),
    senderSsn: row.sender_ssn,
    partyKennitala: row.party_kennitala,
    language: row.language === 'en' ? 'en' : 'is',
    replyToken: row.reply_token,
  };
}

export async function findCase(db: DbOrTx, id: string): Promise<CaseRecord | undefined> {
  const row = await summaryQuery(db).where('c.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findCaseByReplyToken(
  db: DbOrTx,
  replyToken: string,
): Promise<CaseRecord | undefined> {
  const row = await summaryQuery(db).where('c.reply_token', '=', replyToken).executeTakeFirst();
  return row && toRecord(row);
}

/** The messages of the given cases, oldest first, each with the files that came with it. */
export async function messagesOf(
  db: DbOrTx,
  caseIds: readonly string[],
): Promise<Map<string, CaseMessage[]>> {
  const byCase = new Map<string, CaseMessage[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const [messages, attachments] = await Promise.all([
    db
      .selectFrom('case_message')
      .select(['id', 'case_id', 'direction', 'author_name', 'body', 'created_at'])
      .where('case_id', 'in', caseIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('case_attachment')
      .select(['id', 'case_id', 'message_id', 'filename', 'content_type', 'size'])
      .where('case_id', 'in', caseIds)
      .orderBy('created_at')
      .execute(),
  ]);
  const filesByMessage = new Map<string, CaseAttachment[]>();
  for (const file of attachments) {
    if (file.message_id === null) continue;
    const list = filesByMessage.get(file.message_id) ?? [];
    list.push({
      id: file.id,
      filename: file.filename,
      contentType: file.content_type,
      size: file.size,
    });
    filesByMessage.set(file.message_id, list);
  }
  for (const message of messages) {
    byCase.get(message.case_id)?.push({
      id: message.id,
      direction: message.direction as CaseMessageDirection,
      authorName: message.author_name,
      body: message.body,
      createdAt: iso(message.created_at),
      attachments: filesByMessage.get(message.id) ?? [],
    });
  }
  return byCase;
}

export async function caseDetail(db: DbOrTx, record: CaseRecord): Promise<CaseDetail> {
  const [messages, party] = await Promise.all([
    messagesOf(db, [record.id]),
    record.partyKennitala === null
      ? undefined
      : db
          .selectFrom('party')
          .select('full_name')
          .where('kennitala', '=', record.partyKennitala)
          .executeTakeFirst(),
  ]);
  // The reply token and language stay on the server; the rest is what staff see.
  const {
    senderSsn,
    partyKennitala: _party,
    language: _language,
    replyToken: _token,
    ...summary
  } = record;
  return {
    ...summary,
    senderSsn,
    customerName: party?.full_name ?? null,
    messages: messages.get(record.id) ?? [],
  };
}

/** A customer's own cases, newest first, with their threads. */
export async function casesOfParty(db: DbOrTx, kennitala: string): Promise<CustomerCase[]> {
  const rows = await db
    .selectFrom('service_case')
    .select(['id', 'case_number', 'kind', 'status', 'subject', 'created_at', 'updated_at'])
    .where('party_kennitala', '=', kennitala)
    .orderBy('created_at', 'desc')
    .limit(INBOX_LIST_LIMIT)
    .execute();
  const messages = await messagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    caseNumber: row.case_number,
    kind: row.kind as CaseKind,
    status: row.status as CaseStatus,
    subject: row.subject,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    messages: messages.get(row.id) ?? [],
  }));
}

export async function findAttachment(db: DbOrTx, caseId: string, attachmentId: string) {
  return db
    .selectFrom('case_attachment as a')
    .innerJoin('attachment_content as b', 'b.sha256', 'a.sha256')
    .select(['a.filename', 'a.content_type', 'b.content'])
    .where('a.case_id', '=', caseId)
    .where('a.id', '=', attachmentId)
    .executeTakeFirst();
}

/**
 * The customer a sender is, proven: the signed-in person, or else the one customer whose verified
 * e-mail is the address given (and, when a kennitala was given too, whose kennitala it is). A
 * kennitala or an address nobody proved links nothing: the case then shows only to its sender.
 */
export async function matchParty(
  db: DbOrTx,
  sender: { signedIn?: string | null; ssn: string | null; email: string },
): Promise<string | null> {
  if (sender.signedIn) return sender.signedIn;
  let query = db
    .selectFrom('party')
    .select('kennitala')
    .where('email_verified_at', 'is not', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', sender.email.trim().toLowerCase()));
  if (sender.ssn) query = query.where('kennitala', '=', sender.ssn);
  // Two people may share a verified address: then it is nobody's in particular.
  const found = await query.limit(2).execute();
  return found.length === 1 ? found[0]!.kennitala : null;
}

export async function partyExists(db: DbOrTx, kennitala: string): Promise<boolean> {
  const row = await db
    .selectFrom('party')
    .select('kennitala')
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
  return row !== undefined;
}

export async function staffName(db: DbOrTx, username: string): Promise<string> {
  const row = await db
    .selectFrom('staff_user')
    .select('full_name')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.full_name ?? username;
}
