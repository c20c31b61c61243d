import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { ChatConversationTable, ChatMessageTable, StaffRole } from '../../db/schema';
import type { Selectable } from 'kysely';
import { isUniqueViolation } from '../cases/appointments.repository';

export type ConversationRow = Selectable<ChatConversationTable> & {
  agent_name: string | null;
  case_number: string | null;
};
export type MessageRow = Selectable<ChatMessageTable>;

function conversations(db: DbOrTx) {
  return db
    .selectFrom('chat_conversation as c')
    .leftJoin('staff_user as s', 's.username', 'c.assignee_username')
    .leftJoin('service_case as k', 'k.id', 'c.case_id')
    .selectAll('c')
    .select(['s.full_name as agent_name', 'k.case_number as case_number']);
}

export async function insertConversation(
  db: DbOrTx,
  values: {
    tokenHash: string;
    queue: string;
    language: string;
    name: string;
    email: string;
    verified: boolean;
    partyKennitala: string | null;
    grantId: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('chat_conversation')
    .values({
      token_hash: values.tokenHash,
      queue: values.queue,
      language: values.language,
      name: values.name,
      email: values.email,
      verified: values.verified,
      party_kennitala: values.partyKennitala,
      grant_id: values.grantId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findConversation(
  db: DbOrTx,
  id: string,
): Promise<ConversationRow | undefined> {
  // A malformed id is simply nobody's conversation (and must not reach a uuid cast).
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return conversations(db).where('c.id', '=', id).executeTakeFirst();
}

export async function findConversationByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<ConversationRow | undefined> {
  return conversations(db).where('c.token_hash', '=', tokenHash).executeTakeFirst();
}

export async function openConversations(db: DbOrTx): Promise<ConversationRow[]> {
  return conversations(db).where('c.status', '!=', 'ended').orderBy('c.created_at').execute();
}

/**
 * Stores a message once per client id: a resend of one already stored returns the stored row
 * (and `created: false`), so a lost acknowledgement never doubles a message.
 */
export async function insertMessageOnce(
  db: DbOrTx,
  message: {
    conversationId: string;
    author: 'customer' | 'agent';
    authorName: string;
    staffUsername: string | null;
    clientId: string;
    body: string;
    /** A file sent with the message; its bytes are already in attachment_content. */
    attachment?: { sha256: string; name: string; contentType: string; size: number };
  },
): Promise<{ row: MessageRow; created: boolean }> {
  const inserted = await db
    .insertInto('chat_message')
    .values({
      conversation_id: message.conversationId,
      author: message.author,
      author_name: message.authorName,
      staff_username: message.staffUsername,
      client_id: message.clientId,
      body: message.body,
      ...(message.attachment
        ? {
            attachment_sha256: message.attachment.sha256,
            attachment_name: message.attachment.name,
            attachment_type: message.attachment.contentType,
            attachment_size: message.attachment.size,
          }
        : {}),
    })
    .onConflict((oc) => oc.columns(['conversation_id', 'author', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const existing = await db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', message.conversationId)
    .where('author', '=', message.author)
    .where('client_id', '=', message.clientId)
    .executeTakeFirstOrThrow();
  return { row: existing, created: false };
}

export async function findMessage(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  return db.selectFrom('chat_message').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The conversation's messages in order, those after `after` only when it is given. */
export async function messagesOf(
  db: DbOrTx,
  conversationId: string,
  after: string | null = null,
): Promise<MessageRow[]> {
  let query = db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', conversationId);
  if (after !== null && /^\d{1,18}$/.test(after)) query = query.where('id', '>', after);
  return query.orderBy('id').execute();
}

export async function updateConversation(
  db: DbOrTx,
  id: string,
  values: Partial<{
    status: string;
    queue: string;
    assignee_username: string | null;
    rating: number;
    case_id: string;
    ended_at: Date;
  }>,
): Promise<void> {
  await db.updateTable('chat_conversation').set(values).where('id', '=', id).execute();
}

/**
 * Gives a waiting conversation to the agent; false when someone else took it first (the row is
 * claimed in one statement, so two agents on two instances cannot both win).
 */
export async function claimConversation(
  db: DbOrTx,
  id: string,
  username: string,
): Promise<boolean> {
  const result = await db
    .updateTable('chat_conversation')
    .set({ status: 'active', assignee_username: username })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'waiting'),
        eb.and([eb('status', '=', 'active'), eb('assignee_username', '=', username)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setAgentPresence(
  db: DbOrTx,
  username: string,
  available: boolean,
  autoAssign?: boolean,
  queues?: readonly string[],
): Promise<void> {
  const values = {
    available,
    seen_at: sql<Date>`now()`,
    ...(autoAssign !== undefined ? { auto_assign: autoAssign } : {}),
    ...(queues !== undefined ? { queues: [...queues] } : {}),
  };
  await db
    .insertInto('chat_agent')
    .values({ username, ...values })
    .onConflict((oc) => oc.column('username').doUpdateSet(values))
    .execute();
}

/** Sets the queues an agent answers, leaving their presence as it was (away if never set). */
export async function setAgentQueues(
  db: DbOrTx,
  username: string,
  queues: readonly string[],
): Promise<void> {
  await db
    .insertInto('chat_agent')
    .values({ username, available: false, seen_at: sql<Date>`now()`, queues: [...queues] })
    .onConflict((oc) => oc.column('username').doUpdateSet({ queues: [...queues] }))
    .execute();
}

export async function touchAgent(db: DbOrTx, username: string): Promise<void> {
  await db
    .updateTable('chat_agent')
    .set({ seen_at: sql`now()` })
    .where('username', '=', username)
    .execute();
}

/** An agent's presence; one who never set it is away, in every queue (the column's default). */
export async function agentPresence(
  db: DbOrTx,
  username: string,
): Promise<{ available: boolean; autoAssign: boolean; queues: string[] | null }> {
  const row = await db
    .selectFrom('chat_agent')
    .select(['available', 'auto_assign', 'queues'])
    .where('username', '=', username)
    .executeTakeFirst();
  return {
    available: row?.available ?? false,
    autoAssign: row?.auto_assign ?? false,
    queues: row?.queues ?? null,
  };
}

const heardWithin = (freshMs: number) =>
  sql<Date>`now() - ${freshMs}::double precision * interval '1 millisecond'`;

/** The queues that have a member available and heard from within `freshMs`. */
export async function queuesWithAgentOnline(db: DbOrTx, freshMs: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('chat_agent')
    .select(sql<string>`unnest(queues)`.as('queue'))
    .where('available', '=', true)
    .where('seen_at', '>', heardWithin(freshMs))
    .execute();
  return new Set(rows.map((row) => row.queue));
}

/**
 * Round-robin: of the agents online, available, asking for it and members of the conversation's
 * queue (Full or Admin, not disabled), the one given a conversation longest ago (never first) is given this one, and its turn is
 * moved to now in the same statement. The row lock skips an agent another instance is giving a
 * conversation to at the same moment, so two starts never both pick by the same stale order.
 */
export async function giveToNextAgent(
  db: DbOrTx,
  conversationId: string,
  freshMs: number,
): Promise<string | null> {
  const result = await sql<{ username: string }>`
    with next as (
      select a.username from chat_agent a
      join staff_user s on s.username = a.username
      where a.available and a.auto_assign and a.seen_at > ${heardWithin(freshMs)}
        and s.role in ('Full', 'Admin') and s.disabled_at is null
        and (select queue from chat_conversation where id = ${conversationId}) = any(a.queues)
      order by a.last_assigned_at asc nulls first, a.username
      limit 1
      for update of a skip locked
    ), turn as (
      update chat_agent set last_assigned_at = clock_timestamp()
      where username in (select username from next)
      returning username
    )
    update chat_conversation set status = 'active', assignee_username = turn.username
    from turn
    where chat_conversation.id = ${conversationId} and chat_conversation.status = 'waiting'
    returning turn.username
  `.execute(db);
  return result.rows[0]?.username ?? null;
}

/**
 * Staff who may answer chats (Full and Admin, not disabled), with whether each is online and the
 * queues each answers (null: never set, so all).
 */
export async function answeringStaff(
  db: DbOrTx,
  freshMs: number,
): Promise<{ username: string; full_name: string; online: boolean; queues: string[] | null }[]> {
  return db
    .selectFrom('staff_user as s')
    .leftJoin('chat_agent as a', 'a.username', 's.username')
    .select([
      's.username',
      's.full_name',
      'a.queues',
      sql<boolean>`coalesce(a.available and a.seen_at > ${heardWithin(freshMs)}, false)`.as(
        'online',
      ),
    ])
    .where('s.role', 'in', ['Full', 'Admin'])
    .where('s.disabled_at', 'is', null)
    .orderBy('s.full_name')
    .execute();
}

export async function findAnsweringStaff(db: DbOrTx, username: string) {
  return db
    .selectFrom('staff_user')
    .select(['username', 'full_name'])
    .where('username', '=', username)
    .where('role', 'in', ['Full', 'Admin'])
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

const MARK_COLUMNS = {
  customer: { delivered: 'customer_delivered_id', read: 'customer_read_id' },
  agent: { delivered: 'agent_delivered_id', read: 'agent_read_id' },
} as const;

/**
 * Moves one side's mark forward to `messageId`, never back: the update matches only a row whose
 * mark is behind it. True when it moved.
 */
export async function advanceMark(
  db: DbOrTx,
  conversationId: string,
  side: 'customer' | 'agent',
  mark: 'delivered' | 'read',
  messageId: string,
): Promise<boolean> {
  const column = MARK_COLUMNS[side][mark];
  const result = await db
    .updateTable('chat_conversation')
    .set({ [column]: messageId })
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', messageId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A message's file, found only within its own conversation, or among the conversations a party
 * (the signed-in customer, or the one they act for) started.
 */
export async function findMessageAttachment(
  db: DbOrTx,
  owner: { conversationId: string } | { partyKennitala: string },
  messageId: string,
) {
  if (!/^\d{1,18}$/.test(messageId)) return undefined;
  let query = db
    .selectFrom('chat_message as m')
    .innerJoin('attachment_content as b', 'b.sha256', 'm.attachment_sha256')
    .select(['m.attachment_name', 'm.attachment_type', 'b.content'])
    .where('m.id', '=', messageId);
  query =
    'conversationId' in owner
      ? query.where('m.conversation_id', '=', owner.conversationId)
      : query.where('m.conversation_id', 'in', (eb) =>
          eb
            .selectFrom('chat_conversation')
            .select('id')
            .where('party_kennitala', '=', owner.partyKennitala),
        );
  return query.executeTakeFirst();
}

export async function cannedAnswers(db: DbOrTx, language: string) {
  return db
    .selectFrom('chat_canned_answer')
    .select(['id', 'shortcut', 'body'])
    .where('language', '=', language)
    .orderBy('position')
    .orderBy('shortcut')
    .execute();
}

export async function findCannedAnswer(db: DbOrTx, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return db
    .selectFrom('chat_canned_answer')
    .select(['id', 'language', 'shortcut', 'body', 'position'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countCannedAnswers(db: DbOrTx, language: string): Promise<number> {
  const row = await db
    .selectFrom('chat_canned_answer')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('language', '=', language)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A new ready answer, last in its language; undefined when the shortcut is taken there. */
export async function insertCannedAnswer(
  db: DbOrTx,
  values: { language: string; shortcut: string; body: string },
) {
  return db
    .insertInto('chat_canned_answer')
    .values((eb) => ({
      ...values,
      position: eb
        .selectFrom('chat_canned_answer')
        .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'))
        .where('language', '=', values.language),
    }))
    .onConflict((oc) => oc.columns(['language', 'shortcut']).doNothing())
    .returning(['id', 'shortcut', 'body'])
    .executeTakeFirst();
}

/** New words for an answer; undefined when another answer of its language has the shortcut. */
export async function updateCannedAnswer(
  db: DbOrTx,
  id: string,
  values: { shortcut: string; body: string },
) {
  try {
    return await db
      .updateTable('chat_canned_answer')
      .set({ shortcut: values.shortcut, body: values.body })
      .where('id', '=', id)
      .returning(['id', 'shortcut', 'body'])
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function deleteCannedAnswer(db: DbOrTx, id: string): Promise<void> {
  await db.deleteFrom('chat_canned_answer').where('id', '=', id).execute();
}

/** Numbers the language's answers 1, 2, 3… in the order of `ids`. */
export async function orderCannedAnswers(
  db: DbOrTx,
  language: string,
  ids: readonly string[],
): Promise<void> {
  for (const [index, id] of ids.entries())
    await db
      .updateTable('chat_canned_answer')
      .set({ position: index + 1 })
      .where('id', '=', id)
      .where('language', '=', language)
      .execute();
}

/** Of these employees, those who may still sign in, with their role now. */
export async function enabledStaffRoles(
  db: DbOrTx,
  ids: string[],
): Promise<{ id: string; role: StaffRole }[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('staff_user')
    .select(['id', 'role'])
    .where('id', 'in', ids)
    .where('disabled_at', 'is', null)
    .execute();
}
