import { sql, type Kysely } from 'kysely';

// Settings → General, Password and Privacy: addresses, profile pictures, popup dismissals,
// privacy requests (overview copies and ökuvísir erasure) and the ökuvísir trips an erasure
// removes. Frozen in time: Kysely<any>, no application imports.

const oneOf = (column: string, values: string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The registered (legal) address, as the national registry reports it; read-only in the portal.
  await db.schema
    .createTable('party_address')
    .addColumn('kennitala', 'char(10)', (col) =>
      col.primaryKey().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'char(3)', (col) => col.notNull())
    .addColumn('town', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('profile_picture')
    .addColumn('kennitala', 'char(10)', (col) =>
      col.primaryKey().references('party.kennitala').onDelete('cascade'),
    )
    // The type found from the file's own bytes, never the type the browser claimed.
    .addColumn('content_type', 'text', (col) =>
      col.notNull().check(oneOf('content_type', ['image/png', 'image/jpeg', 'image/webp'])),
    )
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull().check(sql`byte_size > 0`))
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    // Part of the picture's URL, so a new picture is never served from an old cache entry.
    .addColumn('sha256', 'char(64)', (col) => col.notNull())
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('popup_dismissal')
    .addColumn('kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('popup_type', 'text', (col) => col.notNull())
    .addColumn('dismissed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('popup_dismissal_pk', ['kennitala', 'popup_type'])
    .execute();

  await db.schema
    .createTable('privacy_request')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(oneOf('kind', ['overview', 'okuvisirErasure'])),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(oneOf('status', ['processing', 'ready', 'completed', 'failed'])),
    )
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    // Overviews only: until when the copy can be downloaded; the snapshot is cleared after it.
    .addColumn('expires_at', 'timestamptz')
    // Overviews: the personal data as it stood when the copy was made, rendered on download.
    .addColumn('snapshot', 'jsonb')
    // Erasures: what was erased (counts per kind of record).
    .addColumn('outcome', 'jsonb')
    .execute();
  await db.schema
    .createIndex('privacy_request_person')
    .on('privacy_request')
    .columns(['kennitala', 'kind', 'requested_at'])
    .execute();

  // Trips recorded by the ökuvísir driving-behaviour app; the data an erasure request removes.
  await db.schema
    .createTable('okuvisir_trip')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kennitala', 'char(10)', (col) =>
      col.notNull().references('party.kennitala').onDelete('cascade'),
    )
    .addColumn('started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('distance_km', 'numeric(7, 1)', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull().check(sql`score between 0 and 100`))
    .execute();
  await db.schema
    .createIndex('okuvisir_trip_person')
    .on('okuvisir_trip')
    .column('kennitala')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'okuvisir_trip',
    'privacy_request',
    'popup_dismissal',
    'profile_picture',
    'party_address',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
