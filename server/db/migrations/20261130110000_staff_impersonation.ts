import { sql, type Kysely } from 'kysely';

// Staff acting for a customer: each time is a row with its reason and note, time-boxed by
// expires_at (moved on when the employee extends it) and closed by ended_at when they stop.
// The customer's own log of who from staff looked is read from here. Frozen in time: Kysely<any>,
// no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_impersonation')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('staff_id', 'uuid', (col) => col.notNull().references('staff_user.id'))
    .addColumn('staff_username', 'text', (col) => col.notNull())
    .addColumn('customer_kennitala', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('actions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('changes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('staff_impersonation_customer')
    .on('staff_impersonation')
    .columns(['customer_kennitala', 'started_at'])
    .execute();
  await db.schema
    .createIndex('staff_impersonation_staff')
    .on('staff_impersonation')
    .columns(['staff_id', 'started_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_impersonation').execute();
}
