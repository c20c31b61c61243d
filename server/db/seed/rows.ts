import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Database } from '../schema';

/** The rows the portal seed builds, table by table, before they are inserted. */

export type Rows = {
  [
    K in
      | 'policy'
      | 'policy_coverage'
      | 'policy_insured_person'
      | 'claim'
      | 'claim_status_event'
      | 'claim_payment'
      | 'account_transaction'
      | 'payment_period'
      | 'installment'
      | 'electronic_document'
      | 'policy_document'
      | 'signable_document'
      | 'signature'
      | 'pending_offer'
      | 'proposal'
      | 'travel_certificate'
      | 'company_liability'
      | 'company_employee'
      | 'company_trip'
  ]: Insertable<Database[K]>[];
};

export function emptyRows(): Rows {
  return {
    policy: [],
    policy_coverage: [],
    policy_insured_person: [],
    claim: [],
    claim_status_event: [],
    claim_payment: [],
    account_transaction: [],
    payment_period: [],
    installment: [],
    electronic_document: [],
    policy_document: [],
    signable_document: [],
    signature: [],
    pending_offer: [],
    proposal: [],
    travel_certificate: [],
    company_liability: [],
    company_employee: [],
    company_trip: [],
  };
}

/**
 * A JSON value for a jsonb column. node-postgres would send a JS array as a PostgreSQL array
 * literal, so the JSON goes as text and the database parses it (the same on PGlite).
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`(${JSON.stringify(value)}::text)::jsonb`;
}
