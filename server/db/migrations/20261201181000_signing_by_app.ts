import { sql, type Kysely } from 'kysely';

// Signing in the e-ID app: a signing request is either pushed to a phone number ('mobile_eid')
// or opened in the provider's app ('app'), where no phone number is asked for.
// Frozen in time: Kysely<any>, no application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('signing_request')
    .addColumn('method', 'text', (col) =>
      col
        .notNull()
        .defaultTo('mobile_eid')
        .check(sql`method in ('mobile_eid', 'app')`),
    )
    .execute();
  await db.schema
    .alterTable('signing_request')
    .alterColumn('phone', (col) => col.dropNotNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('signing_request').where('method', '=', 'app').execute();
  await db.schema
    .alterTable('signing_request')
    .alterColumn('phone', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('signing_request').dropColumn('method').execute();
}
