import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import * as verifiedLinks from '../../server/db/migrations/20261202083500_verified_links';
import { createMigratedDatabase, everyDatabaseKind } from './support/databases';

const A = '1201603389';
const B = '0503852139';
const C = '1407702999';
const D = '0101302989';

describe.each(everyDatabaseKind)('the verified-links migration on %s', (kind) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  /** The database as the old rule left it: the migration taken back, then old rows put in. */
  async function beforeTheMigration() {
    database = await createMigratedDatabase(kind);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before the migration
    const db = database.db as unknown as Kysely<any>;
    await verifiedLinks.down(db);
    await sql`insert into party (kennitala, kind, full_name, email) values
      (${A}, 'person', 'Anna', 'anna@example.is'),
      (${B}, 'person', 'Björn', 'onnur@fyrirtaeki.example.is'),
      (${C}, 'person', 'Guðrún', 'sameiginlegt@example.is'),
      (${D}, 'person', 'Davíð', 'Sameiginlegt@example.is')`.execute(db);
    // Björn typed his address into the portal; nobody ever proved it was his.
    await sql`insert into contact_change
      (kennitala, token_hash, old_email, new_email, notified_address, changed_by, via, expires_at)
      values (${B}, 'h1', 'bjorn@example.is', 'onnur@fyrirtaeki.example.is', 'bjorn@example.is',
        ${B}, 'self', now())`.execute(db);
    const kase = (
      token: string,
      origin: string,
      email: string,
      ssn: string | null,
      party: string | null,
    ) =>
      sql`insert into service_case (kind, origin, queue, subject, sender_name, sender_email,
        sender_ssn, party_kennitala, reply_token)
        values ('inquiry', ${origin}, 'individual', ${token}, 'Sendandi', ${email}, ${ssn},
          ${party}, ${token})`.execute(db);
    await kase('own-address', 'webform', 'ANNA@example.is', null, A);
    await kase('unproven-address', 'webform', 'onnur@fyrirtaeki.example.is', null, B);
    await kase('typed-kennitala', 'webform', 'gestur@example.com', A, A);
    await kase('shared-address', 'webform', 'sameiginlegt@example.is', null, C);
    await kase('signed-in-chat', 'chat', 'gestur@example.com', A, A);
    await kase('portal-request', 'portal', 'gestur@example.com', null, A);
    const claim = (number: string, claimant: string | null) =>
      sql`insert into claim (number, claimant_kennitala, insured_kennitala, title_is, title_en,
        description_is, description_en, incident_date, reported_date, status)
        values (${number}, ${claimant}, ${A}, 'T', 'T', 'D', 'D', '2026-11-01',
          '2026-11-02', 'in_review') returning id`.execute(db);
    const draft = (claimId: unknown, owner: string | null) =>
      sql`insert into claim_draft (key_hash, owner_kennitala, step, language, expires_at,
        submitted_claim_id) values ('k', ${owner}, 'review', 'is', now(), ${claimId})`.execute(db);
    const visitors = await claim('TJ-2026-000001', A);
    await draft((visitors.rows[0] as { id: string }).id, null);
    const own = await claim('TJ-2026-000002', A);
    await draft((own.rows[0] as { id: string }).id, A);
    const notYetLinked = await claim('TJ-2026-000003', null);
    await draft((notYetLinked.rows[0] as { id: string }).id, null);
    return db;
  }

  it('trusts only addresses from our own records that nobody shares', async () => {
    const db = await beforeTheMigration();
    await verifiedLinks.up(db);
    const parties = await sql<{ kennitala: string; verified: boolean }>`
      select kennitala, email_verified_at is not null as verified from party
      order by kennitala`.execute(db);
    expect(Object.fromEntries(parties.rows.map((row) => [row.kennitala, row.verified]))).toEqual({
      [A]: true,
      [B]: false,
      [C]: false,
      [D]: false,
    });
  });

  it('unlinks what the old rule linked, audited, and keeps sessions and proven addresses', async () => {
    const db = await beforeTheMigration();
    await verifiedLinks.up(db);
    const cases = await sql<{ subject: string; party_kennitala: string | null }>`
      select subject, party_kennitala from service_case order by subject`.execute(db);
    expect(Object.fromEntries(cases.rows.map((row) => [row.subject, row.party_kennitala]))).toEqual(
      {
        'own-address': A,
        'unproven-address': null,
        'typed-kennitala': null,
        'shared-address': null,
        'signed-in-chat': A,
        'portal-request': A,
      },
    );
    const unlinked = await sql<{ subject: string; detail: { reason: string } }>`
      select subject, detail from audit_event where action = 'case.unlinked'
      order by subject`.execute(db);
    expect(unlinked.rows.map((row) => row.subject).sort()).toEqual([A, B, C].sort());
    expect(unlinked.rows.every((row) => row.detail.reason === 'unverifiedLink')).toBe(true);

    const claims = await sql<{
      number: string;
      claimant_kennitala: string | null;
      holder_confirmation: string | null;
    }>`select number, claimant_kennitala, holder_confirmation from claim order by number`.execute(
      db,
    );
    expect(claims.rows).toEqual([
      { number: 'TJ-2026-000001', claimant_kennitala: null, holder_confirmation: 'pending' },
      { number: 'TJ-2026-000002', claimant_kennitala: A, holder_confirmation: null },
      { number: 'TJ-2026-000003', claimant_kennitala: null, holder_confirmation: 'pending' },
    ]);
    const claimEvents = await sql<{ subject: string }>`
      select subject from audit_event where action = 'claim.unlinked'`.execute(db);
    expect(claimEvents.rows).toEqual([{ subject: A }]);
  });
});
