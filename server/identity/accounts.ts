import { sql } from 'kysely';
import { isValidKennitala, normalizeKennitala } from '../../src/domain';
import type { Db } from '../db/database';
import type { StaffRole } from '../db/schema';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { verifyPassword } from '../security/password';

/** After this many wrong passwords in a row the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
/** One address may fail this often within IP_WINDOW_MINUTES before it is turned away. */
export const MAX_FAILURES_PER_IP = 20;
export const IP_WINDOW_MINUTES = 15;

export type SignInFailure =
  'invalidCredentials' | 'accountLocked' | 'tooManyAttempts' | 'invalidSsn';
export type SignInResult<T> = { ok: true; account: T } | { ok: false; reason: SignInFailure };

export type CustomerAccount = {
  kennitala: string;
  fullName: string;
  email: string | null;
  isCompany: boolean;
};
export type StaffAccount = { id: string; username: string; fullName: string; role: StaffRole };

// A hash of a password nobody has, verified when the account does not exist, so that a wrong
// kennitala costs as much time as a wrong password and existence does not leak through timing.
const DECOY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

async function ipIsThrottled(db: Db, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_attempt')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('occurred_at', '>', new Date(Date.now() - IP_WINDOW_MINUTES * 60_000))
    .executeTakeFirstOrThrow();
  return row.failures >= MAX_FAILURES_PER_IP;
}

async function noteAttempt(db: Db, ip: string, succeeded: boolean) {
  await db.insertInto('sign_in_attempt').values({ ip, succeeded }).execute();
}

type Credentials = { password_hash: string; failed_attempts: number; locked_until: Date | null };

/** The shared lock-out rule for both kinds of account. */
async function checkPassword(
  credentials: Credentials | undefined,
  password: string,
): Promise<'ok' | 'wrong' | 'locked'> {
  if (credentials?.locked_until && new Date(credentials.locked_until).getTime() > Date.now()) {
    return 'locked';
  }
  const matches = await verifyPassword(password, credentials?.password_hash ?? DECOY_HASH);
  return credentials && matches ? 'ok' : 'wrong';
}

function lockState(failedAttempts: number) {
  const failed = failedAttempts + 1;
  return {
    failed_attempts: failed >= MAX_FAILED_ATTEMPTS ? 0 : failed,
    locked_until:
      failed >= MAX_FAILED_ATTEMPTS ? new Date(Date.now() + LOCK_MINUTES * 60_000) : null,
  };
}

export async function signInCustomer(
  db: Db,
  input: { ssn: string; password: string; ip: string },
): Promise<SignInResult<CustomerAccount>> {
  const kennitala = normalizeKennitala(input.ssn);
  if (!kennitala || !isValidKennitala(kennitala)) return { ok: false, reason: 'invalidSsn' };
  if (await ipIsThrottled(db, input.ip)) {
    await recordAuditEvent(db, { action: 'signIn.throttled', actor: kennitala, ip: input.ip });
    return { ok: false, reason: 'tooManyAttempts' };
  }
  const row = await db
    .selectFrom('party')
    .leftJoin('credential', 'credential.kennitala', 'party.kennitala')
    .select([
      'party.kennitala',
      'party.full_name',
      'party.email',
      'party.kind',
      'credential.password_hash',
      'credential.failed_attempts',
      'credential.locked_until',
    ])
    .where('party.kennitala', '=', kennitala)
    .executeTakeFirst();
  const credentials =
    row?.password_hash != null
      ? {
          password_hash: row.password_hash,
          failed_attempts: row.failed_attempts ?? 0,
          locked_until: row.locked_until ?? null,
        }
      : undefined;
  const outcome = await checkPassword(credentials, input.password);
  await noteAttempt(db, input.ip, outcome === 'ok');

  if (outcome === 'locked') {
    await recordAuditEvent(db, { action: 'signIn.locked', actor: kennitala, ip: input.ip });
    return { ok: false, reason: 'accountLocked' };
  }
  if (outcome === 'wrong' || !row) {
    if (credentials) {
      await db
        .updateTable('credential')
        .set(lockState(credentials.failed_attempts))
        .where('kennitala', '=', kennitala)
        .execute();
    }
    await recordAuditEvent(db, {
      action: 'signIn.failed',
      actor: kennitala,
      ip: input.ip,
      detail: { method: 'password' },
    });
    return { ok: false, reason: 'invalidCredentials' };
  }
  await db
    .updateTable('credential')
    .set({ failed_attempts: 0, locked_until: null })
    .where('kennitala', '=', kennitala)
    .execute();
  await recordAuditEvent(db, {
    action: 'signIn.succeeded',
    actor: kennitala,
    ip: input.ip,
    detail: { method: 'password' },
  });
  return {
    ok: true,
    account: {
      kennitala: row.kennitala,
      fullName: row.full_name,
      email: row.email,
      isCompany: row.kind === 'company',
    },
  };
}

export async function signInStaff(
  db: Db,
  input: { username: string; password: string; ip: string },
): Promise<SignInResult<StaffAccount>> {
  const username = input.username.trim().toLowerCase();
  if (await ipIsThrottled(db, input.ip)) {
    await recordAuditEvent(db, {
      action: 'staffSignIn.throttled',
      actor: `staff:${username}`,
      ip: input.ip,
    });
    return { ok: false, reason: 'tooManyAttempts' };
  }
  const staff = await db
    .selectFrom('staff_user')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
  const outcome = await checkPassword(staff, input.password);
  await noteAttempt(db, input.ip, outcome === 'ok');
  const actor = `staff:${username}`;
  if (outcome === 'locked') {
    await recordAuditEvent(db, { action: 'staffSignIn.locked', actor, ip: input.ip });
    return { ok: false, reason: 'accountLocked' };
  }
  if (outcome === 'wrong' || !staff) {
    if (staff)
      await db
        .updateTable('staff_user')
        .set(lockState(staff.failed_attempts))
        .where('id', '=', staff.id)
        .execute();
    await recordAuditEvent(db, { action: 'staffSignIn.failed', actor, ip: input.ip });
    return { ok: false, reason: 'invalidCredentials' };
  }
  await db
    .updateTable('staff_user')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', staff.id)
    .execute();
  await recordAuditEvent(db, { action: 'staffSignIn.succeeded', actor, ip: input.ip });
  return {
    ok: true,
    account: {
      id: staff.id,
      username: staff.username,
      fullName: staff.full_name,
      role: staff.role,
    },
  };
}

export async function findCustomer(
  db: Db,
  kennitala: string,
): Promise<CustomerAccount | undefined> {
  const row = await db
    .selectFrom('party')
    .selectAll()
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
  return (
    row && {
      kennitala: row.kennitala,
      fullName: row.full_name,
      email: row.email,
      isCompany: row.kind === 'company',
    }
  );
}

export async function findStaff(db: Db, id: string): Promise<StaffAccount | undefined> {
  // Staff ids are UUIDs; anything else cannot match and must not reach the uuid cast.
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const row = await db.selectFrom('staff_user').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, username: row.username, fullName: row.full_name, role: row.role };
}
