import { sql } from 'kysely';
import type { DbOrTx } from '../../db/database';
import type { ChatConversationTable, ChatMessageTable } from '../../db/schema';
import type { Selectable } from 'kysely';

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
): Promise<void> {
  await db
    .insertInto('chat_agent')
    .values({ username, available, seen_at: sql`now()` })
    .onConflict((oc) => oc.column('username').doUpdateSet({ available, seen_at: sql`now()` }))
    .execute();
}

export async function touchAgent(db: DbOrTx, username: string): Promise<void> {
  await db
    .updateTable('chat_agent')
    .set({ seen_at: sql`now()` })
    .where('username', '=', username)
    .execute();
}

export async function agentAvailable(db: DbOrTx, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_agent')
    .select('available')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.available ?? false;
}

/** Whether any agent is available and was heard from within `freshMs`. */
export async function anyAgentOnline(db: DbOrTx, freshMs: number): Promise<boolean> {
  const row = await db
    .selectFrom('chat_agent')
    .select('username')
    .where('available', '=', true)
    .where(
      'seen_at',
      '>',
      sql<Date>`now() - ${freshMs}::double precision * interval '1 millisecond'`,
    )
    .executeTakeFirst();
  return row !== undefined;
}
