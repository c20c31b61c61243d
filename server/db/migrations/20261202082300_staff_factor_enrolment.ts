import type { Kysely } from 'kysely';

// An employee's second factor is set up through a link an admin has mailed to them, not by whoever
// first signs in with their password.
// - staff_user gets the employee's own e-mail address, where the link goes.
// - staff_factor_enrolment is one such link: only its SHA-256 is kept; it expires, and is used once.
// - staff_sign_in_step remembers which link a sign-in is enrolling through, to spend it at the end.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_user').addColumn('email', 'text').execute();
  await db.schema
    .createTable('staff_factor_enrolment')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'uuid', (col) =>
      col.notNull().references('staff_user.id').onDelete('cascade'),
    )
    .addColumn('started_by', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(db.fn('now')))
    .execute();
  await db.schema
    .createIndex('staff_factor_enrolment_staff_idx')
    .on('staff_factor_enrolment')
    .column('staff_id')
    .execute();
  await db.schema
    .alterTable('staff_sign_in_step')
    .addColumn('enrolment_token_hash', 'text')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_sign_in_step').dropColumn('enrolment_token_hash').execute();
  await db.schema.dropTable('staff_factor_enrolment').execute();
  await db.schema.alterTable('staff_user').dropColumn('email').execute();
}
