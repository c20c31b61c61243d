import { sql, type Kysely } from 'kysely';

// Company policies (issue 17): what a company's liability, employee accident and company travel
// policies insure today — turnover and activity, the employees covered with their payroll, the
// trips taken — and the change requests its representatives send, each tied to the staff case it
// opened (the request is pending while that case is open). Frozen in time: Kysely<any>, no
// application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_liability')
    .addColumn('policy_id', 'uuid', (col) =>
      col.primaryKey().references('policy.id').onDelete('cascade'),
    )
    .addColumn('annual_turnover', 'bigint', (col) => col.notNull().check(sql`annual_turnover >= 0`))
    .addColumn('activity_is', 'text', (col) => col.notNull())
    .addColumn('activity_en', 'text', (col) => col.notNull())
    .addColumn('employee_count', 'integer', (col) => col.notNull().check(sql`employee_count >= 0`))
    .execute();

  await db.schema
    .createTable('company_employee')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('job_is', 'text', (col) => col.notNull())
    .addColumn('job_en', 'text', (col) => col.notNull())
    .addColumn('annual_payroll', 'bigint', (col) => col.notNull().check(sql`annual_payroll >= 0`))
    .addUniqueConstraint('company_employee_once', ['policy_id', 'kennitala'])
    .execute();

  await db.schema
    .createTable('company_trip')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('traveller_kennitala', 'char(10)', (col) => col.notNull())
    .addColumn('traveller_name', 'text', (col) => col.notNull())
    .addColumn('destination_is', 'text', (col) => col.notNull())
    .addColumn('destination_en', 'text', (col) => col.notNull())
    .addColumn('departs', 'date', (col) => col.notNull())
    .addColumn('returns', 'date', (col) => col.notNull())
    .addCheckConstraint('company_trip_order', sql`returns >= departs`)
    .execute();
  await db.schema
    .createIndex('company_trip_policy')
    .on('company_trip')
    .column('policy_id')
    .execute();

  await db.schema
    .createTable('policy_update_request')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('policy_id', 'uuid', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    // The case staff work it in; its status says whether the request is still pending.
    .addColumn('case_id', 'uuid', (col) =>
      col.notNull().unique().references('service_case.id').onDelete('cascade'),
    )
    // The kennitala of the representative, or 'staff:<username>' when staff filed it.
    .addColumn('requested_by', 'text', (col) => col.notNull())
    .addColumn('change', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('policy_update_request_policy')
    .on('policy_update_request')
    .columns(['policy_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('policy_update_request').execute();
  await db.schema.dropTable('company_trip').execute();
  await db.schema.dropTable('company_employee').execute();
  await db.schema.dropTable('company_liability').execute();
}
