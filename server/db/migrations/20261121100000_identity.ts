import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Everything oidc-provider stores (sessions, codes, tokens, interactions, grants), one row per model
  // instance, per tenant. Expired rows are ignored on read and swept periodically.
  await db.schema
    .createTable('oidc_payload')
    .addColumn('tenant', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payload_pk', ['tenant', 'model', 'id'])
    .execute();
  await db.schema
    .createIndex('oidc_payload_grant')
    .on('oidc_payload')
    .columns(['tenant', 'grant_id'])
    .execute();
  await db.schema
    .createIndex('oidc_payload_uid')
    .on('oidc_payload')
    .columns(['tenant', 'uid'])
    .execute();
  await db.schema
    .createIndex('oidc_payload_expiry')
    .on('oidc_payload')
    .column('expires_at')
    .execute();

  // RS256 signing keys; the newest active key signs, retired keys stay published until tokens expire.
  await db.schema
    .createTable('signing_key')
    .addColumn('kid', 'text', (col) => col.primaryKey())
    .addColumn('tenant', 'text', (col) => col.notNull())
    .addColumn('private_jwk', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .execute();

  // Secrets the server makes for itself when the environment gives none (cookie signing keys).
  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Sign-in attempts by client address, for throttling across server instances.
  await db.schema
    .createTable('sign_in_attempt')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('succeeded', 'boolean', (col) => col.notNull())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sign_in_attempt_ip')
    .on('sign_in_attempt')
    .columns(['ip', 'occurred_at'])
    .execute();

  // Single-use links that let a customer set a password; only a hash of the token is kept.
  await db.schema
    .createTable('password_token')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Mobile electronic-ID sign-ins waiting for the person to approve on their phone.
  await db.schema
    .createTable('eid_request')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('verification_code', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'expired')`),
    )
    .addColumn('kennitala', 'char(10)')
    .addColumn('provider_reference', 'text')
    // The sign-in this request belongs to: an approval only ever completes that one.
    .addColumn('interaction_uid', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // Mail waiting for (or already sent through) SMTP; the outbox is what /dev/outbox shows in demo mode.
  await db.schema
    .createTable('outbox_mail')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outbox_mail',
    'eid_request',
    'password_token',
    'sign_in_attempt',
    'server_secret',
    'signing_key',
    'oidc_payload',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
