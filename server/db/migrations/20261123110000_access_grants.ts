import { sql, type Kysely } from 'kysely';

// Company involvement (decision 012): who is involved with a company (managing director, board
// member, holder of procuration), so a person acting for the company may manage its access grants.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company_involvement')
    .addColumn('company_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('person_kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('ceo', 'board', 'procuration')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('company_involvement_pk', ['company_kennitala', 'person_kennitala'])
    .addCheckConstraint('company_involvement_not_self', sql`company_kennitala <> person_kennitala`)
    .execute();
  await db.schema
    .createIndex('company_involvement_person')
    .on('company_involvement')
    .column('person_kennitala')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('company_involvement').execute();
}
