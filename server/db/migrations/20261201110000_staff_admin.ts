import { sql, type Kysely } from 'kysely';

// Admins manage staff users: a disabled employee keeps their row (the audit log and actings name
// them) but can no longer sign in. The audit log is read by actor, subject and time. Frozen in
// time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_user').addColumn('disabled_at', 'timestamptz').execute();
  await db.schema
    .createIndex('audit_event_actor_time')
    .on('audit_event')
    .columns(['actor', 'occurred_at'])
    .execute();
  await db.schema
    .createIndex('audit_event_subject_time')
    .on('audit_event')
    .columns(['subject', 'occurred_at'])
    .execute();
  await sql`create index audit_event_time on audit_event (occurred_at desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_event_time').execute();
  await db.schema.dropIndex('audit_event_subject_time').execute();
  await db.schema.dropIndex('audit_event_actor_time').execute();
  await db.schema.alterTable('staff_user').dropColumn('disabled_at').execute();
}
