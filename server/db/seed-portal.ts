import type { DbOrTx } from './database';
import { seedCompanyInvolvement } from './seed/access';
import { seedCases } from './seed/cases';
import { buildCompanyDetails } from './seed/company';
import { buildClaims } from './seed/claims';
import type { Day } from './seed/dates-and-ids';
import { buildDocuments } from './seed/documents';
import { buildRest } from './seed/offers-and-travel';
import { buildAccounts, seedPaymentMethods } from './seed/payments';
import { buildPolicies } from './seed/policies';
import { emptyRows, jsonb, type Rows } from './seed/rows';
import { seedSettingsData } from './seed/settings';
import { buildSigningDocuments } from './seed/signing';

/**
 * The portal's demo data (issue 6): policies, claims in every status, a year of transactions and
 * installments (some overdue), read and unread documents, documents to sign, offers, proposals
 * travel certificates and company policy details for Anna, Björn, Guðrún and Hraunhólar ehf.
 *
 * Content and ids are deterministic (ids are hashes of a stable key); dates are relative to the
 * day the seed first runs, so a fresh database always has a year of history behind "today".
 * Every insert is `on conflict do nothing`, so running it again adds nothing.
 */

/** Tests and the bench name demo rows by the same deterministic ids and codes. */
export { demoCode, demoId } from './seed/dates-and-ids';

// ---- insert --------------------------------------------------------------------------------

/** Builds every demo row for the given "today" without touching the database (tests use it). */
export function buildPortalDemoRows(today: Day): Rows {
  const rows = emptyRows();
  const policies = buildPolicies(today, rows);
  const claims = buildClaims(today, rows, policies);
  buildAccounts(today, rows, policies, claims);
  buildDocuments(today, rows, policies, claims);
  buildRest(today, rows, policies);
  buildSigningDocuments(today, rows, policies);
  buildCompanyDetails(today, rows, policies);
  return rows;
}

/** Tables in insert order (parents first). */
const ORDER: (keyof Rows)[] = [
  'policy',
  'policy_coverage',
  'policy_insured_person',
  'claim',
  'claim_status_event',
  'claim_payment',
  'payment_period',
  'installment',
  'account_transaction',
  'electronic_document',
  'policy_document',
  'signable_document',
  'signature',
  'pending_offer',
  'proposal',
  'travel_certificate',
  'company_liability',
  'company_employee',
  'company_trip',
];

/** Adds the portal's demo data; returns how many rows were new. Safe to run at every start. */
export async function seedPortalData(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const rows = buildPortalDemoRows(now.toISOString().slice(0, 10));
  let added = 0;
  for (const table of ORDER) {
    const values =
      table === 'travel_certificate'
        ? rows.travel_certificate.map((row) => ({
            ...row,
            cover_amounts: jsonb(row.cover_amounts),
          }))
        : rows[table];
    for (let offset = 0; offset < values.length; offset += 200) {
      const batch = values.slice(offset, offset + 200);
      if (batch.length === 0) continue;
      const result = await db
        .insertInto(table)
        // Kysely cannot relate the table name to its row type through the loop variable.
        .values(batch as never)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  }
  added += await seedCompanyInvolvement(db);
  added += await seedPaymentMethods(db, now);
  added += await seedSettingsData(db, now);
  added += await seedCases(db, now);
  return added;
}
