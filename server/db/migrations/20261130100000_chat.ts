import { sql, type Kysely } from 'kysely';

// Live chat: a conversation a visitor starts in a queue, its messages in order, and the agents'
// presence. A message's id is an ever-growing number, so "everything after the last one I saw" is
// one comparison; the client's own id for a message is unique within its conversation and
// author, so a resend after a lost acknowledgement finds the row already there.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_conversation')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('queue', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('is'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('party_kennitala', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('assignee_username', 'text')
    .addColumn('rating', 'integer', (col) => col.check(sql`rating between 1 and 5`))
    .addColumn('case_id', 'uuid', (col) => col.references('service_case.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('chat_conversation_open')
    .on('chat_conversation')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('conversation_id', 'uuid', (col) =>
      col.notNull().references('chat_conversation.id').onDelete('cascade'),
    )
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('author_name', 'text', (col) => col.notNull())
    .addColumn('staff_username', 'text')
    .addColumn('client_id', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chat_message_client_id', ['conversation_id', 'author', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_message_conversation')
    .on('chat_message')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema
    .createTable('chat_agent')
    .addColumn('username', 'text', (col) => col.primaryKey())
    .addColumn('available', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_agent').execute();
  await db.schema.dropTable('chat_message').execute();
  await db.schema.dropTable('chat_conversation').execute();
}
