import type { Kysely } from 'kysely';

// Sign-in sessions that ended before their access tokens expired (sign-out, a password change or
// reset, a revoked refresh-token family). The API refuses every access token of a listed grant.
// A row is only needed while such a token could still be in use, so each one expires.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_grant')
    .addColumn('tenant', 'text', (col) => col.notNull())
    .addColumn('grant_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('revoked_grant_pk', ['tenant', 'grant_id'])
    .execute();
  await db.schema
    .createIndex('revoked_grant_expiry')
    .on('revoked_grant')
    .column('expires_at')
    .execute();
}
