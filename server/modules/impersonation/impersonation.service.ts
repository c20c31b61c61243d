import type { Impersonation, StaffAccessEntry } from '../../../src/domain/api/user';
import {
  IMPERSONATION_MINUTES,
  isImpersonationReason,
  type ImpersonationReason,
} from '../../../src/domain/api/impersonation-rules';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import { recordAuditEvent } from '../audit/audit.repository';
import { setActingStaff } from '../audit/request-client';
import {
  countImpersonationCall,
  endOpenImpersonations,
  extendImpersonation,
  impersonationsOf,
  insertImpersonation,
  latestOpenImpersonation,
} from './impersonation.repository';

/**
 * Staff acting for a customer: an employee starts it with a reason and a note, it lasts
 * IMPERSONATION_MINUTES unless extended, and it ends when they stop or start acting for someone
 * else. The server checks it on every acting call, so an ended or expired acting is refused
 * whatever the browser still shows.
 */

export type StaffMember = { staffId: string; username: string };

type Row = {
  reason: string;
  note: string;
  started_at: Date;
  expires_at: Date;
};

function toImpersonation(row: Row): Impersonation {
  return {
    // Written only from the declared list; an unknown value would mean the list lost an entry.
    reason: isImpersonationReason(row.reason) ? row.reason : 'other',
    note: row.note,
    startedAt: new Date(row.started_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

export async function startImpersonation(
  db: DbOrTx,
  staff: StaffMember,
  input: { customer: string; reason: ImpersonationReason; note: string },
): Promise<Impersonation> {
  return db.transaction().execute(async (trx) => {
    // One customer at a time: acting for someone new ends acting for anyone before.
    await endOpenImpersonations(trx, staff.staffId);
    const row = await insertImpersonation(trx, {
      staffId: staff.staffId,
      staffUsername: staff.username,
      customer: input.customer,
      reason: input.reason,
      note: input.note,
      minutes: IMPERSONATION_MINUTES,
    });
    await recordAuditEvent(trx, {
      action: 'staff.switchCustomer',
      actor: `staff:${staff.username}`,
      subject: input.customer,
      detail: { impersonationId: row.id, reason: input.reason, note: input.note },
    });
    return toImpersonation(row);
  });
}

const expired = () =>
  new AppError(
    'ImpersonationExpired',
    403,
    'The time to act for this customer ran out; start again with a reason',
  );

/**
 * The acting this call is made under, counted and remembered for the audit log of the request;
 * refused when the employee has not started acting for this customer, stopped, or ran out of time.
 */
export async function checkImpersonation(
  db: DbOrTx,
  staff: StaffMember,
  customer: string,
  changes: boolean,
): Promise<Impersonation> {
  const row = await latestOpenImpersonation(db, staff.staffId, customer);
  if (!row)
    throw new AppError(
      'NoImpersonation',
      403,
      'Start acting for this customer (with a reason) before calling on their behalf',
    );
  if (!row.in_force) throw expired();
  await countImpersonationCall(db, row.id, changes);
  setActingStaff({
    username: staff.username,
    customer,
    impersonationId: row.id,
    reason: row.reason,
    note: row.note,
  });
  return toImpersonation(row);
}

export async function extendActing(
  db: DbOrTx,
  staff: StaffMember,
  customer: string,
): Promise<Impersonation> {
  const open = await latestOpenImpersonation(db, staff.staffId, customer);
  if (!open) throw new AppError('NoImpersonation', 403, 'You are not acting for this customer');
  const row = await extendImpersonation(db, open.id, IMPERSONATION_MINUTES);
  if (!row) throw expired();
  await recordAuditEvent(db, {
    action: 'staff.extendCustomer',
    actor: `staff:${staff.username}`,
    subject: customer,
    detail: { impersonationId: row.id, expiresAt: new Date(row.expires_at).toISOString() },
  });
  return toImpersonation(row);
}

export async function endActing(db: DbOrTx, staff: StaffMember, customer: string): Promise<void> {
  const ended = await endOpenImpersonations(db, staff.staffId);
  await recordAuditEvent(db, {
    action: 'staff.endCustomer',
    actor: `staff:${staff.username}`,
    subject: customer,
    detail: { ended },
  });
}

/** How many times the customer's log lists, newest first. */
const LOG_LENGTH = 100;

export async function staffAccessLog(db: DbOrTx, customer: string): Promise<StaffAccessEntry[]> {
  const rows = await impersonationsOf(db, customer, LOG_LENGTH);
  return rows.map((row) => ({
    staffName: row.staff_name,
    reason: isImpersonationReason(row.reason) ? row.reason : 'other',
    note: row.note,
    startedAt: new Date(row.started_at).toISOString(),
    endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
    actions: row.actions,
    changes: row.changes,
  }));
}
