import { sql } from 'kysely';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { MIGRATION_FOLDER, RENAMED_MIGRATIONS, migrateToLatest } from '../../server/db/migrate';
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

  it('carry on from a database that applied the renamed migrations under their old names', async () => {
    database = await createEmptyDatabase(kind);
    await migrateToLatest(database.db);
    for (const [before, after] of RENAMED_MIGRATIONS) {
      await sql`update kysely_migration set name = ${before} where name = ${after}`.execute(
        database.db,
      );
    }
    expect(await migrateToLatest(database.db)).toEqual([]);
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
      database.db,
    );
    const names = applied.rows.map((row) => row.name);
    for (const [before, after] of RENAMED_MIGRATIONS) {
      expect(names).toContain(after);
      expect(names).not.toContain(before);
    }
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

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'migrating beside other schemas on postgres',
  () => {
    it('sees only its own schema, and migrates while neighbours come and go', async () => {
      const url = process.env.TEST_DATABASE_URL!;
      const own = await createEmptyDatabase('postgres');
      const neighbour = await createEmptyDatabase('postgres');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        await migrateToLatest(neighbour.db);
        await sql`create table only_here (id integer primary key)`.execute(own.db);
        // The neighbour's sixty tables are not ours to list.
        const tables = await own.db.introspection.getTables();
        expect(tables.map((table) => table.name)).toEqual(['only_here']);
        expect(tables[0]?.columns.map((column) => column.name)).toEqual(['id']);

        // Other test files drop their schemas while this one migrates; reading theirs would fail
        // with "schema … does not exist" once one vanished in the middle of the read.
        let churning = true;
        const churn = (async () => {
          for (let round = 0; churning; round += 1) {
            const name = `churn_${process.pid}_${round}`;
            await admin.query(`create schema ${name}`);
            await admin.query(`create table ${name}.t (id serial primary key, note text)`);
            await admin.query(`drop schema ${name} cascade`);
          }
        })();
        try {
          await migrateToLatest(own.db);
          for (let read = 0; read < 50; read += 1) await own.db.introspection.getTables();
        } finally {
          churning = false;
          await churn;
        }
      } finally {
        await admin.end();
        await neighbour.close();
        await own.close();
      }
    });
  },
);

describe('migration names', () => {
  const names = readdirSync(MIGRATION_FOLDER)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''));

  it('are the UTC time they were written, never one still to come, so the next one sorts last', () => {
    expect(names.length).toBeGreaterThan(30);
    const now = new Date();
    for (const name of names) {
      const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})_[a-z0-9]+(_[a-z0-9]+)*$/.exec(
        name,
      );
      expect(match, `${name} is not YYYYMMDDHHMMSS_snake_case`).not.toBeNull();
      const [, year, month, day, hour, minute, second] = match!.map(Number);
      const written = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
      expect(written.getUTCDate(), `${name} is not a real date`).toBe(day);
      expect(written.getTime(), `${name} is dated after now`).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('renamed ones leave no file under the old name and run in the order they ran before', () => {
    const formerName = new Map(RENAMED_MIGRATIONS.map(([before, after]) => [after, before]));
    for (const [before, after] of RENAMED_MIGRATIONS) {
      expect(names).toContain(after);
      expect(names).not.toContain(before);
    }
    // Among the migrations there were when they were renamed: one written since is named by its
    // own (later) time, and sorts last under either order's rules.
    const lastRenamed = RENAMED_MIGRATIONS.map(([, after]) => after)
      .sort()
      .at(-1)!;
    const thenExisting = names.filter((name) => name <= lastRenamed);
    const inOrder = [...thenExisting].sort();
    const inFormerOrder = [...thenExisting].sort((a, b) =>
      (formerName.get(a) ?? a).localeCompare(formerName.get(b) ?? b),
    );
    expect(inOrder).toEqual(inFormerOrder);
  });
});
