import { sql, type Kysely } from 'kysely';

// Live chat, the missing parts (issue 14):
// - how far each side has received and read, per conversation (message ids, growing only);
// - a message may carry one file, its bytes kept once in attachment_content like a case's files;
// - an agent may ask to be given new conversations in turn (round-robin by last_assigned_at);
// - canned answers per language, rows staff can change, seeded with a few.
// Frozen in time: Kysely<any>, no application imports.

const seeded = [
  ['is', 'kveðja', 'Góðan dag og takk fyrir að hafa samband. Hvernig get ég aðstoðað?', 1],
  ['is', 'augnablik', 'Augnablik, ég ætla að skoða þetta fyrir þig.', 2],
  ['is', 'kennitala', 'Gætir þú gefið mér upp kennitölu tryggingartaka?', 3],
  [
    'is',
    'tjón',
    'Þú getur tilkynnt tjón á vefnum okkar undir „Tilkynna tjón“; ég get líka leiðbeint þér.',
    4,
  ],
  ['is', 'takk', 'Takk fyrir spjallið. Eigðu góðan dag!', 5],
  ['en', 'hello', 'Good day and thank you for getting in touch. How can I help?', 1],
  ['en', 'moment', 'One moment, please; I will look into this for you.', 2],
  ['en', 'id', 'Could you give me the policyholder’s kennitala (national ID number)?', 3],
  [
    'en',
    'claim',
    'You can report a claim on our website under “Report a claim”; I can guide you too.',
    4,
  ],
  ['en', 'thanks', 'Thank you for chatting with us. Have a good day!', 5],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_conversation')
    .addColumn('customer_delivered_id', 'bigint')
    .addColumn('customer_read_id', 'bigint')
    .addColumn('agent_delivered_id', 'bigint')
    .addColumn('agent_read_id', 'bigint')
    .execute();
  await db.schema
    .alterTable('chat_message')
    .addColumn('attachment_sha256', 'text', (col) => col.references('attachment_content.sha256'))
    .addColumn('attachment_name', 'text')
    .addColumn('attachment_type', 'text')
    .addColumn('attachment_size', 'integer')
    .execute();
  await db.schema
    .alterTable('chat_agent')
    .addColumn('auto_assign', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('last_assigned_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('chat_canned_answer')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('shortcut', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('chat_canned_answer_shortcut', ['language', 'shortcut'])
    .execute();
  await db
    .insertInto('chat_canned_answer')
    .values(
      seeded.map(([language, shortcut, body, position]) => ({
        language,
        shortcut,
        body,
        position,
      })),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_canned_answer').execute();
  await db.schema
    .alterTable('chat_agent')
    .dropColumn('auto_assign')
    .dropColumn('last_assigned_at')
    .execute();
  await db.schema
    .alterTable('chat_message')
    .dropColumn('attachment_sha256')
    .dropColumn('attachment_name')
    .dropColumn('attachment_type')
    .dropColumn('attachment_size')
    .execute();
  await db.schema
    .alterTable('chat_conversation')
    .dropColumn('customer_delivered_id')
    .dropColumn('customer_read_id')
    .dropColumn('agent_delivered_id')
    .dropColumn('agent_read_id')
    .execute();
}
