import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they use Kysely<any> and never import application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('party')
    .addColumn('kennitala', 'char(10)', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('person', 'company')`))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile_phone', 'text')
    .addColumn('home_phone', 'text')
    .addColumn('spouse_kennitala', 'char(10)', (col) => col.references('party.kennitala'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('credential')
    .addColumn('kennitala', 'char(10)', (col) =>
      col.primaryKey().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_user')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('Readonly', 'Full', 'Admin')`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('access_grant')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('grantor_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('holder_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('scope', 'text', (col) => col.notNull().defaultTo('full'))
    .addColumn('valid_to', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('access_grant_not_to_self', sql`grantor_kennitala <> holder_kennitala`)
    .execute();
  // One live grant per pair; a revoked grant stays as history.
  await sql`create unique index access_grant_live_pair on access_grant (grantor_kennitala, holder_kennitala) where revoked_at is null`.execute(
    db,
  );
  await db.schema
    .createIndex('access_grant_holder')
    .on('access_grant')
    .column('holder_kennitala')
    .execute();

  await db.schema
    .createTable('audit_event')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('actor', 'text')
    .addColumn('subject', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  // The audit log is append-only: the database itself refuses to change history.
  await sql`
    create function audit_event_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_event is append-only';
    end;
    $$`.execute(db);
  await sql`
    create trigger audit_event_no_update_or_delete
    before update or delete on audit_event
    for each row execute function audit_event_is_append_only()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_event').execute();
  await sql`drop function if exists audit_event_is_append_only()`.execute(db);
  await db.schema.dropTable('access_grant').execute();
  await db.schema.dropTable('staff_user').execute();
  await db.schema.dropTable('credential').execute();
  await db.schema.dropTable('party').execute();
}
