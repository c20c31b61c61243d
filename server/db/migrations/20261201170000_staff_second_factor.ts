import type { Kysely } from 'kysely';

// Staff sign in with a second factor: a time-based one-time code (TOTP) from an authenticator app.
// - staff_user keeps the employee's TOTP secret once enrolled, the last time step a code was
//   accepted for (a code is good once), and whether an admin asked for the second factor even
//   where the rules would not demand it (demo mode).
// - staff_sign_in_step is the half-way point of one sign-in: the password was right, the code is
//   still to come. Keyed by the provider's interaction, short-lived, with a count of wrong codes;
//   while enrolling it holds the new secret until the first code proves the app has it.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_user')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enrolled_at', 'timestamptz')
    .addColumn('totp_last_step', 'integer')
    .addColumn('second_factor_required', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('staff_sign_in_step')
    .addColumn('interaction_uid', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'uuid', (col) =>
      col.notNull().references('staff_user.id').onDelete('cascade'),
    )
    .addColumn('enrolment_secret', 'text')
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_sign_in_step').execute();
  await db.schema
    .alterTable('staff_user')
    .dropColumn('second_factor_required')
    .dropColumn('totp_last_step')
    .dropColumn('totp_enrolled_at')
    .dropColumn('totp_secret')
    .execute();
}
