import type { Kysely } from 'kysely';

// Mobile-ID sign-in starts are limited per phone number and per client address over a window;
// every server instance counts the same rows, so they agree. Frozen in time: Kysely<any>, no
// application imports.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('eid_request').addColumn('client_ip', 'text').execute();
  await db.schema
    .createIndex('eid_request_phone_time')
    .on('eid_request')
    .columns(['phone', 'created_at'])
    .execute();
  await db.schema
    .createIndex('eid_request_client_ip_time')
    .on('eid_request')
    .columns(['client_ip', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('eid_request_client_ip_time').execute();
  await db.schema.dropIndex('eid_request_phone_time').execute();
  await db.schema.alterTable('eid_request').dropColumn('client_ip').execute();
}
