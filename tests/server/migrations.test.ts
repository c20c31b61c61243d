import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_GRANTS, DEMO_PARTIES, DEMO_STAFF, seedDemoData } from '../../server/db/seed';
import { verifyPassword } from '../../server/security/password';
import { createEmptyDatabase, everyDatabaseKind } from './support/databases';

describe.each(everyDatabaseKind)('migrations and demo seed on %s', (kind) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('migrate from an empty database, then have nothing left to do', async () => {
    database = await createEmptyDatabase(kind);
    const applied = await migrateToLatest(database.db);
    expect(applied).toContain('20261121090000_parties_and_accounts');
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(database.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['access_grant', 'audit_event', 'credential', 'party', 'staff_user']),
    );
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('seed the demo people once, however often it runs', async () => {
    database = await createEmptyDatabase(kind);
    await migrateToLatest(database.db);
    const first = await seedDemoData(database.db);
    expect(first.added).toBeGreaterThan(0);
    const second = await seedDemoData(database.db);
    expect(second.added).toBe(0);

    const parties = await database.db
      .selectFrom('party')
      .selectAll()
      .orderBy('kennitala')
      .execute();
    expect(parties).toHaveLength(DEMO_PARTIES.length);
    const anna = parties.find((party) => party.kennitala === '1201603389');
    expect(anna).toMatchObject({
      full_name: 'Anna Jónsdóttir',
      kind: 'person',
      spouse_kennitala: '0503852139',
    });
    expect(parties.find((party) => party.kennitala === '4502952219')?.kind).toBe('company');

    const grants = await database.db.selectFrom('access_grant').selectAll().execute();
    expect(grants).toHaveLength(DEMO_GRANTS.length);
    const staff = await database.db.selectFrom('staff_user').select(['username', 'role']).execute();
    expect(staff.map((s) => `${s.username}:${s.role}`).sort()).toEqual(
      DEMO_STAFF.map((s) => `${s.username}:${s.role}`).sort(),
    );

    const credential = await database.db
      .selectFrom('credential')
      .select('password_hash')
      .where('kennitala', '=', '1201603389')
      .executeTakeFirstOrThrow();
    expect(credential.password_hash).not.toContain('Prufa');
    expect(await verifyPassword('Prufa-1234', credential.password_hash)).toBe(true);
    expect(await verifyPassword('Prufa-12345', credential.password_hash)).toBe(false);
  });

  it('refuse to change or delete audit history', async () => {
    database = await createEmptyDatabase(kind);
    await migrateToLatest(database.db);
    await database.db
      .insertInto('audit_event')
      .values({ action: 'test', actor: 'a', subject: null, ip: null })
      .execute();
    await expect(
      database.db.updateTable('audit_event').set({ action: 'changed' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(database.db.deleteFrom('audit_event').execute()).rejects.toThrow(/append-only/);
  });

  it('roll a transaction back as a whole', async () => {
    database = await createEmptyDatabase(kind);
    await migrateToLatest(database.db);
    const db = database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('party')
          .values({
            kennitala: '1111111119',
            kind: 'person',
            full_name: 'Test',
            email: null,
            mobile_phone: null,
            home_phone: null,
            spouse_kennitala: null,
          })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db.selectFrom('party').selectAll().execute()).toHaveLength(0);
  });
});
