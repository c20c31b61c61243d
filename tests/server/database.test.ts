import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createEmptyDatabase, everyDatabaseKind } from './support/databases';

/** What the server relies on from the database layer, proved on PGlite and on PostgreSQL. */
describe.each(everyDatabaseKind)('database layer on %s', (kind) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function freshTable(): Promise<DatabaseHandle> {
    const handle = await createEmptyDatabase(kind);
    await sql`create table note (id serial primary key, body text not null)`.execute(handle.db);
    return handle;
  }

  const countNotes = async (handle: DatabaseHandle) =>
    (await sql<{ n: number }>`select count(*)::int as n from note`.execute(handle.db)).rows[0]?.n;

  it('keeps a write made beside a transaction that rolls back', async () => {
    database = await freshTable();
    const db = database.db;
    let inside!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (inside = resolve));
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into note (body) values ('inside')`.execute(trx);
      inside();
      // Give the other request every chance to run while the transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 30));
      throw new Error('roll back');
    });
    await transactionStarted;
    const beside = sql`insert into note (body) values ('beside')`.execute(db);
    await expect(failing).rejects.toThrow('roll back');
    await beside;
    const bodies = await sql<{ body: string }>`select body from note`.execute(db);
    expect(bodies.rows.map((row) => row.body)).toEqual(['beside']);
  });

  it('runs many requests with transactions at once without losing one', async () => {
    database = await freshTable();
    const db = database.db;
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        index % 2 === 0
          ? db.transaction().execute(async (trx) => {
              await sql`insert into note (body) values (${`t${index}`})`.execute(trx);
              await sql`insert into note (body) values (${`t${index}b`})`.execute(trx);
            })
          : sql`insert into note (body) values (${`q${index}`})`.execute(db),
      ),
    );
    expect(await countNotes(database)).toBe(60);
  });

  it('lets two migrations race: one applies, the other finds nothing to do', async () => {
    database = await createEmptyDatabase(kind);
    const [first, second] = await Promise.all([
      migrateToLatest(database.db),
      migrateToLatest(database.db),
    ]);
    const applied = [first, second].sort((a, b) => b.length - a.length);
    expect(applied[0]!.length).toBeGreaterThan(0);
    expect(applied[1]).toEqual([]);
  });
});
