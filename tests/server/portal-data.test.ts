import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '../../src/domain/api/portal';
import type { DatabaseHandle } from '../../server/db/database';
import { seedDemoData } from '../../server/db/seed';
import { buildPortalDemoRows, demoId } from '../../server/db/seed-portal';
import { accountOverview } from '../../server/modules/account/account.service';
import { claimsOverview } from '../../server/modules/claim/claim.service';
import { electronicDocuments } from '../../server/modules/document/document.service';
import { pendingOffers } from '../../server/modules/offer/offer.service';
import { installmentsOverview } from '../../server/modules/payment/payment.service';
import { getPolicy, policyOverview } from '../../server/modules/policy/policy.service';
import { verifyCertificate } from '../../server/modules/travel/travel.service';
import { createMigratedDatabase, everyDatabaseKind } from './support/databases';
import { ANNA, BJORN, GUDRUN, HRAUNHOLAR } from './portal-helpers';

const PERSONS = [ANNA, BJORN, GUDRUN];

describe.each(everyDatabaseKind)('portal tables and demo data on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createMigratedDatabase(kind);
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  it('creates the portal tables and seeds them only once', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema()`.execute(
      database.db,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'policy',
        'policy_coverage',
        'policy_document',
        'claim',
        'claim_status_event',
        'claim_payment',
        'account_transaction',
        'payment_period',
        'installment',
        'electronic_document',
        'signable_document',
        'signature',
        'pending_offer',
        'proposal',
        'travel_certificate',
      ]),
    );
    const again = await seedDemoData(database.db);
    expect(again.added).toBe(0);
  });

  it('refuses rows that break the rules the tables state', async () => {
    await expect(
      database.db
        .updateTable('claim')
        .set({ status: 'lost' })
        .where('id', '=', demoId('claim:anna-water'))
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('policy_document')
        .values({ policy_id: demoId('policy:anna-car'), document_id: demoId('nothing') })
        .execute(),
    ).rejects.toThrow();
  });

  it('gives every person claims in every status, with history, next step and handler', async () => {
    for (const person of PERSONS) {
      const { claims, counts } = await claimsOverview(database.db, person);
      for (const status of CLAIM_STATUSES) expect(counts[status], `${person} ${status}`).toBe(1);
      for (const claim of claims) {
        expect(claim.timeline.at(-1)!.status).toBe(claim.status);
        expect(claim.timeline[0]!.status).toBe('reported');
        if (claim.status !== 'closed') expect(claim.nextStep).not.toBeNull();
        if (claim.status !== 'reported') expect(claim.handler?.email).toMatch(/@skjol\.is$/);
        if (claim.status === 'paid' || claim.status === 'closed') {
          expect(claim.totalPaid).toBeGreaterThan(0);
        }
      }
      const awaiting = claims.find((claim) => claim.status === 'awaiting_documents')!;
      expect(awaiting.nextStep!.date! > new Date().toISOString().slice(0, 10)).toBe(true);
    }
    const company = await claimsOverview(database.db, HRAUNHOLAR);
    expect(company.claims.length).toBeGreaterThan(0);
  });

  it('gives each party policies of several kinds, and the company its business covers', async () => {
    for (const person of PERSONS) {
      const { policies } = await policyOverview(database.db, person);
      const kinds = new Set(policies.map((policy) => policy.product.kind));
      for (const kindOf of ['car', 'home', 'accident']) expect(kinds).toContain(kindOf);
      expect(kinds.has('life') || kinds.has('health')).toBe(true);
      expect(policies.every((policy) => policy.coverages.length > 0)).toBe(true);
    }
    const statuses = new Set(
      (await Promise.all(PERSONS.map((person) => policyOverview(database.db, person))))
        .flatMap((overview) => overview.policies)
        .map((policy) => policy.status),
    );
    expect(statuses).toEqual(new Set(['active', 'ended', 'pending']));
    const company = await policyOverview(database.db, HRAUNHOLAR);
    expect(company.policies.map((policy) => policy.product.kind)).toEqual(
      expect.arrayContaining(['liability', 'employee_accident', 'company_travel']),
    );
    expect(company.policies.every((policy) => policy.paymentFrequency === 'quarterly')).toBe(true);
  });

  it('reads the overview in one statement that agrees with each policy read on its own', async () => {
    for (const party of [...PERSONS, HRAUNHOLAR]) {
      const statements: string[] = [];
      const counting = database.db.withPlugin({
        transformQuery: (args) => {
          statements.push(args.node.kind);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const { policies } = await policyOverview(counting, party);
      expect(statements).toHaveLength(1);
      expect(policies.some((policy) => policy.documents.length > 0)).toBe(true);
      for (const policy of policies)
        expect(policy).toEqual(await getPolicy(database.db, party, policy.id));
    }
  });

  it.runIf(kind === 'postgres')('plans the overview once per connection', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      await policyOverview(trx, ANNA);
      await policyOverview(trx, BJORN);
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
    });
    const overview = prepared.rows.filter((row) => row.statement.includes('from policy p'));
    expect(overview).toHaveLength(1);
  });

  it('has a year of transactions, overdue installments, unread documents and offers for everyone', async () => {
    const yearAgo = new Date(Date.now() - 330 * 86_400_000).toISOString().slice(0, 10);
    for (const party of [...PERSONS, HRAUNHOLAR]) {
      const account = await accountOverview(database.db, party, {});
      expect(account.transactions.length, party).toBeGreaterThan(10);
      expect(account.transactions.at(-1)!.date < yearAgo).toBe(true);
      const payment = await installmentsOverview(database.db, party);
      expect(payment.overdue.length, party).toBeGreaterThan(0);
      expect(payment.due.length, party).toBeGreaterThan(0);
      const documents = await electronicDocuments(database.db, party);
      expect(documents.unreadCount, party).toBeGreaterThan(0);
      expect(documents.documents.some((document) => !document.unread)).toBe(true);
      const offers = await pendingOffers(database.db, party);
      expect(offers.offers.length, party).toBeGreaterThan(0);
      const toSign = await database.db
        .selectFrom('signable_document')
        .select('status')
        .where('party_kennitala', '=', party)
        .execute();
      // Every party has documents waiting for a signature, signed ones and expired ones.
      expect(new Set(toSign.map((row) => row.status)), party).toEqual(
        new Set(['pending', 'signed', 'expired']),
      );
    }
    const certificates = await database.db
      .selectFrom('travel_certificate')
      .select(['party_kennitala', 'code'])
      .execute();
    expect(new Set(certificates.map((row) => row.party_kennitala))).toEqual(new Set(PERSONS));
    for (const certificate of certificates) {
      expect((await verifyCertificate(database.db, certificate.code)).code).toBe(certificate.code);
    }
  });
});

describe('portal demo rows', () => {
  it('are the same for the same day and move with the day', () => {
    const first = buildPortalDemoRows('2026-03-15');
    const second = buildPortalDemoRows('2026-03-15');
    expect(second).toEqual(first);
    const later = buildPortalDemoRows('2026-09-15');
    expect(later.policy.map((row) => row.id)).toEqual(first.policy.map((row) => row.id));
    const car = (rows: typeof first) =>
      rows.policy.find((row) => row.id === demoId('policy:anna-car'))!;
    expect(car(first).period_start).toBe('2025-12-15');
    expect(car(later).period_start).toBe('2026-06-15');
  });

  it('keep every transaction on or before today, and every premium tied to a policy', () => {
    const rows = buildPortalDemoRows('2026-01-31');
    for (const row of rows.account_transaction) {
      expect(String(row.occurred_on) <= '2026-01-31').toBe(true);
      if (row.type === 'premium') expect(row.policy_id).toBeTruthy();
    }
    expect(new Set(rows.account_transaction.map((row) => row.id)).size).toBe(
      rows.account_transaction.length,
    );
  });
});
