import { randomInt } from 'node:crypto';
import type { AuditEntry, StaffUser } from '../../../src/domain/api/staff-admin';
import type { StaffRoleName } from '../../../src/domain/api/staff-admin-rules';
import { isValidEmail } from '../../../src/domain/email';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../errors';
import { endSessionsOf, type SessionStore } from '../../identity/sessions';
import { needsSecondFactor, resetSecondFactor } from '../../identity/second-factor';
import { hashPassword } from '../../security/password';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  auditEvents,
  countOtherActiveAdmins,
  findStaffUser,
  insertStaffUser,
  listStaffUsers,
  updateStaffUser,
  type AuditFilter,
} from './staff-admin.repository';
import type { StaffAuth } from './staff.service';

/** Admins only: Full and Readonly staff are refused, and the refusal is kept. */
export async function adminOnly(db: Db, staff: StaffAuth, action: string): Promise<StaffAuth> {
  if (staff.role !== 'Admin') {
    await recordAuditEvent(db, {
      action: 'admin.refused',
      actor: `staff:${staff.username}`,
      detail: { action, role: staff.role },
    });
    throw new AppError('AdminOnly', 403, 'Only an administrator may do this');
  }
  return staff;
}

type Row = NonNullable<Awaited<ReturnType<typeof findStaffUser>>>;

function toStaffUser(row: Row, demoMode: boolean): StaffUser {
  const required = needsSecondFactor(
    { role: row.role, second_factor_required: row.second_factor_required, totp_secret: null },
    demoMode,
  );
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    role: row.role,
    disabled: row.disabled_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.email ? { email: row.email } : {}),
    secondFactor: row.totp_enrolled_at !== null ? 'enrolled' : required ? 'required' : 'off',
  };
}

/**
 * A password an admin reads out or hands over once: four groups of four letters and digits
 * without look-alikes (no 0/O, 1/l/I), about 80 bits.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export function temporaryPassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export async function staffUsers(context: StaffAdminContext): Promise<StaffUser[]> {
  return (await listStaffUsers(context.db)).map((row) => toStaffUser(row, context.demoMode));
}

export async function createStaffUser(
  { db, demoMode }: StaffAdminContext,
  admin: StaffAuth,
  input: { username: string; fullName: string; role: StaffRoleName; email?: string },
) {
  const password = temporaryPassword();
  const fullName = input.fullName.trim();
  if (fullName.length < 2)
    throw new AppError('StaffNameRequired', 400, 'Give the employee’s full name', {
      fullName: ['StaffNameRequired'],
    });
  const email = input.email?.trim() || null;
  if (email !== null && !isValidEmail(email))
    throw new AppError('StaffEmailInvalid', 400, 'The e-mail address is not valid', {
      email: ['StaffEmailInvalid'],
    });
  const row = await insertStaffUser(db, {
    username: input.username,
    fullName,
    role: input.role,
    passwordHash: await hashPassword(password),
    email,
  });
  if (!row)
    throw new AppError('StaffUsernameTaken', 409, 'Another employee has that username', {
      username: ['StaffUsernameTaken'],
    });
  await recordAuditEvent(db, {
    action: 'admin.staffCreated',
    actor: `staff:${admin.username}`,
    detail: { username: row.username, role: row.role },
  });
  return { user: toStaffUser(row, demoMode), temporaryPassword: password };
}

async function existing(db: Db, id: string): Promise<Row> {
  const row = await findStaffUser(db, id);
  if (!row) throw notFound('StaffUserNotFound', 'No employee has that id');
  return row;
}

/** The last admin able to sign in is never demoted or disabled: someone must remain to manage staff. */
async function keepAnAdmin(db: Db, row: Row): Promise<void> {
  if (
    row.role === 'Admin' &&
    row.disabled_at === null &&
    (await countOtherActiveAdmins(db, row.id)) === 0
  )
    throw new AppError('LastAdmin', 409, 'The last administrator cannot be demoted or disabled');
}

/** What staff administration works with: the database, where sessions are kept, and the mode. */
export type StaffAdminContext = SessionStore & { db: Db; demoMode: boolean };

/** Ends the employee's sessions, so a new role or a disabling holds from their next call. */
function endSessions(store: SessionStore, id: string) {
  return endSessionsOf(store, { tenant: 'staff', accountId: id, reason: 'accountChanged' });
}

export async function changeStaffRole(
  store: StaffAdminContext,
  admin: StaffAuth,
  id: string,
  role: StaffRoleName,
): Promise<StaffUser> {
  const row = await existing(store.db, id);
  if (row.role === role) return toStaffUser(row, store.demoMode);
  if (role !== 'Admin') await keepAnAdmin(store.db, row);
  const updated = (await updateStaffUser(store.db, id, { role }))!;
  await endSessions(store, id);
  await recordAuditEvent(store.db, {
    action: 'admin.staffRoleChanged',
    actor: `staff:${admin.username}`,
    detail: { username: row.username, from: row.role, to: role },
  });
  return toStaffUser(updated, store.demoMode);
}

export async function setStaffDisabled(
  store: StaffAdminContext,
  admin: StaffAuth,
  id: string,
  disabled: boolean,
): Promise<StaffUser> {
  const row = await existing(store.db, id);
  if (disabled && row.id === admin.staffId)
    throw new AppError('CannotDisableSelf', 409, 'An administrator cannot disable themself');
  if (disabled) await keepAnAdmin(store.db, row);
  const updated = (await updateStaffUser(store.db, id, { disabled }))!;
  if (disabled) await endSessions(store, id);
  await recordAuditEvent(store.db, {
    action: disabled ? 'admin.staffDisabled' : 'admin.staffEnabled',
    actor: `staff:${admin.username}`,
    detail: { username: row.username },
  });
  return toStaffUser(updated, store.demoMode);
}

export async function resetStaffPassword(store: StaffAdminContext, admin: StaffAuth, id: string) {
  const row = await existing(store.db, id);
  const password = temporaryPassword();
  const updated = (await updateStaffUser(store.db, id, {
    passwordHash: await hashPassword(password),
  }))!;
  await endSessions(store, id);
  await recordAuditEvent(store.db, {
    action: 'admin.staffPasswordReset',
    actor: `staff:${admin.username}`,
    detail: { username: row.username },
  });
  return { user: toStaffUser(updated, store.demoMode), temporaryPassword: password };
}

/**
 * Forgets the employee's second factor (a lost phone): they enrol again at their next sign-in,
 * and their sessions end, so the next sign-in is that one.
 */
export async function resetStaffSecondFactor(
  store: StaffAdminContext,
  admin: StaffAuth,
  id: string,
): Promise<StaffUser> {
  const row = await existing(store.db, id);
  await resetSecondFactor(store.db, id);
  await endSessions(store, id);
  await recordAuditEvent(store.db, {
    action: 'admin.staffSecondFactorReset',
    actor: `staff:${admin.username}`,
    detail: { username: row.username },
  });
  return toStaffUser(await existing(store.db, id), store.demoMode);
}

export async function readAuditLog(
  db: Db,
  admin: StaffAuth,
  filter: AuditFilter,
  limit: number,
  exported: boolean,
): Promise<{ entries: AuditEntry[]; truncated: boolean }> {
  const rows = await auditEvents(db, filter, limit + 1);
  // Reading the log is itself something the log keeps, with what was asked for.
  await recordAuditEvent(db, {
    action: exported ? 'admin.auditExported' : 'admin.auditRead',
    actor: `staff:${admin.username}`,
    detail: { filter, rows: Math.min(rows.length, limit) },
  });
  return {
    entries: rows.slice(0, limit).map((row) => ({
      id: String(row.id),
      occurredAt: new Date(row.occurred_at).toISOString(),
      action: row.action,
      actor: row.actor,
      subject: row.subject,
      ip: row.ip,
      detail: JSON.stringify(row.detail ?? {}),
    })),
    truncated: rows.length > limit,
  };
}

const CSV_COLUMNS = ['occurredAt', 'action', 'actor', 'subject', 'ip', 'detail'] as const;

/**
 * One field as CSV: quoted, quotes doubled; a value a spreadsheet would run as a formula
 * (=, +, -, @, tab, return first) is prefixed with an apostrophe.
 */
function csvField(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function auditCsv(entries: AuditEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const entry of entries)
    lines.push(CSV_COLUMNS.map((column) => csvField(entry[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
