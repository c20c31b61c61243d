import type { DbOrTx } from '../../db/database';
import { jsonb } from '../../db/seed/rows';
import { grantInForce } from '../../identity/grants';
import { isoDay } from '../../portal/shared';
import { listPolicyRows } from '../policy/policy.repository';

/** SQL only: a company's liability, employee accident and travel details, and change requests. */

export { listPolicyRows };

export async function liabilityRow(db: DbOrTx, policyId: string) {
  return db
    .selectFrom('company_liability')
    .select(['annual_turnover', 'activity_is', 'activity_en', 'employee_count'])
    .where('policy_id', '=', policyId)
    .executeTakeFirst();
}

export async function employeeRows(db: DbOrTx, policyIds: string[]) {
  if (policyIds.length === 0) return [];
  return db
    .selectFrom('company_employee')
    .select(['policy_id', 'kennitala', 'full_name', 'job_is', 'job_en', 'annual_payroll'])
    .where('policy_id', 'in', policyIds)
    .orderBy('full_name')
    .execute();
}

export async function tripRows(db: DbOrTx, policyId: string) {
  return db
    .selectFrom('company_trip')
    .select([
      'traveller_kennitala',
      'traveller_name',
      'destination_is',
      'destination_en',
      isoDay('departs').as('departs'),
      isoDay('returns').as('returns'),
    ])
    .where('policy_id', '=', policyId)
    .orderBy('departs', 'desc')
    .orderBy('traveller_name')
    .execute();
}

/** The newest request for the policy whose case is still open: the one pending, if any. */
export async function openUpdateRequest(db: DbOrTx, policyId: string) {
  return db
    .selectFrom('policy_update_request as r')
    .innerJoin('service_case as c', 'c.id', 'r.case_id')
    .select(['c.case_number', 'c.status', 'r.created_at', 'r.change'])
    .where('r.policy_id', '=', policyId)
    .where('c.status', '<>', 'closed')
    .orderBy('r.created_at', 'desc')
    .executeTakeFirst();
}

export async function insertUpdateRequest(
  db: DbOrTx,
  request: {
    policyId: string;
    caseId: string;
    requestedBy: string;
    change: Record<string, unknown>;
  },
) {
  await db
    .insertInto('policy_update_request')
    .values({
      policy_id: request.policyId,
      case_id: request.caseId,
      requested_by: request.requestedBy,
      change: jsonb(request.change),
    })
    .execute();
}

/** The people a company has let act for it, with how far: its representatives. */
export async function representativeRows(db: DbOrTx, company: string) {
  return db
    .selectFrom('access_grant as g')
    .innerJoin('party as p', 'p.kennitala', 'g.holder_kennitala')
    .select(['p.full_name', 'g.scope', 'g.valid_to'])
    .where('g.grantor_kennitala', '=', company)
    .where((eb) => grantInForce(eb))
    .orderBy('p.full_name')
    .execute();
}
