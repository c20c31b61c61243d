import { sql } from 'kysely';
import { isValidKennitala, normalizeKennitala } from '../../src/domain';
import type { Db } from '../db/database';
import type { StaffRole } from '../db/schema';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { normalizeIP } from '../security/client-address';
import { verifyPassword } from '../security/password';

/**
 * Sign-in failures are counted in `sign_in_attempt` (so every instance agrees) by three keys:
 *
 * - account and address: after FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS wrong passwords from one
 *   address, that address waits before its next guess on that account, twice as long each time;
 * - account: after FREE_FAILURES_PER_ACCOUNT wrong passwords from anywhere (many addresses
 *   guessing one account), the account waits the same growing way;
 * - address: MAX_FAILURES_PER_ADDRESS failures of any kind turn the address away for the window
 *   ("too many attempts"), generous so that a shared NAT of many customers is not blocked.
 *
 * A waiting account answers exactly as a wrong password does, so the delay tells a guesser
 * nothing (not even that the account exists), and a customer at another address is not locked
 * out by someone hammering their account from one place.
 */
export const FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const FREE_FAILURES_PER_ACCOUNT = 20;
export const MAX_FAILURES_PER_ADDRESS = 300;
export const FAILURE_WINDOW_MINUTES = 15;
/** The first wait; each further failure doubles it, up to MAX_DELAY_SECONDS. */
export const FIRST_DELAY_SECONDS = 2;
export const MAX_DELAY_SECONDS = FAILURE_WINDOW_MINUTES * 60;

export type SignInFailure = 'invalidCredentials' | 'tooManyAttempts' | 'invalidSsn';
export type SignInResult<T> = { ok: true; account: T } | { ok: false; reason: SignInFailure };

export type CustomerAccount = {
  kennitala: string;
  fullName: string;
  email: string | null;
  isCompany: boolean;
};
export type StaffAccount = { id: string; username: string; fullName: string; role: StaffRole };

// A hash of a password nobody has, verified when the account does not exist or must wait, so
// that neither costs less time than a wrong password and neither leaks through timing.
const DECOY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** How long to wait after `failures` wrong passwords when the first `free` cost nothing. */
export function delaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(FIRST_DELAY_SECONDS * 2 ** (failures - free), MAX_DELAY_SECONDS);
}

type ThrottleVerdict =
  | { kind: 'open' }
  | { kind: 'delayed'; rule: 'accountAndAddress' | 'account' }
  | { kind: 'addressCapped' };

/**
 * Reads the three counts in one statement, on the database's clock. A success resets the
 * account's counts: a success from the same address its own pair, any success the account-wide one.
 */
async function throttleVerdict(db: Db, accountKey: string, ip: string): Promise<ThrottleVerdict> {
  const window = `${FAILURE_WINDOW_MINUTES} minutes`;
  const { rows } = await sql<{
    pair_failures: number;
    pair_idle_seconds: number | null;
    account_failures: number;
    account_idle_seconds: number | null;
    address_failures: number;
  }>`
    with recent as (
      select ip, account_key, succeeded, checked, occurred_at
      from sign_in_attempt
      where occurred_at > now() - ${window}::interval
        and (ip = ${ip} or account_key = ${accountKey})
    ),
    resets as (
      select
        coalesce(max(occurred_at) filter (where account_key = ${accountKey}), '-infinity') as account,
        coalesce(max(occurred_at) filter (where account_key = ${accountKey} and ip = ${ip}),
          '-infinity') as pair
      from recent where succeeded
    ),
    pair as (
      select occurred_at from recent, resets
      where account_key = ${accountKey} and ip = ${ip} and checked and not succeeded
        and occurred_at > resets.pair
    ),
    account as (
      select occurred_at from recent, resets
      where account_key = ${accountKey} and checked and not succeeded
        and occurred_at > resets.account
    )
    select
      (select count(*) from pair)::int as pair_failures,
      (select extract(epoch from now() - max(occurred_at)) from pair)::float8 as pair_idle_seconds,
      (select count(*) from account)::int as account_failures,
      (select extract(epoch from now() - max(occurred_at)) from account)::float8
        as account_idle_seconds,
      (select count(*) from recent where ip = ${ip} and not succeeded)::int as address_failures`.execute(
    db,
  );
  const row = rows[0];
  if (!row) return { kind: 'open' };
  if (row.address_failures >= MAX_FAILURES_PER_ADDRESS) return { kind: 'addressCapped' };
  const waiting = (failures: number, free: number, idle: number | null) =>
    idle !== null && idle < delaySeconds(failures, free);
  if (waiting(row.pair_failures, FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS, row.pair_idle_seconds))
    return { kind: 'delayed', rule: 'accountAndAddress' };
  if (waiting(row.account_failures, FREE_FAILURES_PER_ACCOUNT, row.account_idle_seconds))
    return { kind: 'delayed', rule: 'account' };
  return { kind: 'open' };
}

async function noteAttempt(
  db: Db,
  attempt: { ip: string; accountKey: string; succeeded: boolean; checked: boolean },
) {
  await db
    .insertInto('sign_in_attempt')
    .values({
      ip: attempt.ip,
      account_key: attempt.accountKey,
      succeeded: attempt.succeeded,
      checked: attempt.checked,
    })
    .execute();
}

/**
 * A wrong second-factor code counts as a failed sign-in of the employee from that address, so
 * guessing codes runs into the same waits as guessing passwords.
 */
export async function noteFailedSecondFactor(db: Db, input: { username: string; ip: string }) {
  await noteAttempt(db, {
    ip: normalizeIP(input.ip),
    accountKey: `staff:${input.username}`,
    succeeded: false,
    checked: true,
  });
}

type Audit = { prefix: 'signIn' | 'staffSignIn'; actor: string; detail?: Record<string, unknown> };

/**
 * The rule both kinds of account share. `lookUp` runs on every path, so a waiting account costs
 * the same database work and the same hash as a wrong password; only a free account's password
 * is verified against its own hash.
 */
async function checkSignIn<T>(
  db: Db,
  input: { accountKey: string; password: string; ip: string; audit: Audit },
  lookUp: () => Promise<{ passwordHash: string | undefined; account: T | undefined }>,
): Promise<SignInResult<T>> {
  const { accountKey, audit } = input;
  // IPv6 by its /64: one household's addresses are one address.
  const ip = normalizeIP(input.ip);
  const verdict = await throttleVerdict(db, accountKey, ip);
  if (verdict.kind === 'addressCapped') {
    await noteAttempt(db, { ip, accountKey, succeeded: false, checked: false });
    await recordAuditEvent(db, {
      action: `${audit.prefix}.throttled`,
      actor: audit.actor,
      detail: { ...audit.detail, rule: 'address' },
    });
    return { ok: false, reason: 'tooManyAttempts' };
  }
  const found = await lookUp();
  if (verdict.kind === 'delayed') {
    await verifyPassword(input.password, DECOY_HASH);
    await noteAttempt(db, { ip, accountKey, succeeded: false, checked: false });
    await recordAuditEvent(db, {
      action: `${audit.prefix}.locked`,
      actor: audit.actor,
      detail: { ...audit.detail, rule: verdict.rule },
    });
    return { ok: false, reason: 'invalidCredentials' };
  }
  const matches = await verifyPassword(input.password, found.passwordHash ?? DECOY_HASH);
  const succeeded = matches && found.passwordHash !== undefined && found.account !== undefined;
  await noteAttempt(db, { ip, accountKey, succeeded, checked: true });
  if (!succeeded || !found.account) {
    await recordAuditEvent(db, {
      action: `${audit.prefix}.failed`,
      actor: audit.actor,
      detail: audit.detail,
    });
    return { ok: false, reason: 'invalidCredentials' };
  }
  await recordAuditEvent(db, {
    action: `${audit.prefix}.succeeded`,
    actor: audit.actor,
    detail: audit.detail,
  });
  return { ok: true, account: found.account };
}

export async function signInCustomer(
  db: Db,
  input: { ssn: string; password: string; ip: string },
): Promise<SignInResult<CustomerAccount>> {
  const kennitala = normalizeKennitala(input.ssn);
  if (!kennitala || !isValidKennitala(kennitala)) return { ok: false, reason: 'invalidSsn' };
  return checkSignIn(
    db,
    {
      accountKey: kennitala,
      password: input.password,
      ip: input.ip,
      audit: { prefix: 'signIn', actor: kennitala, detail: { method: 'password' } },
    },
    async () => {
      const row = await db
        .selectFrom('party')
        .leftJoin('credential', 'credential.kennitala', 'party.kennitala')
        .select([
          'party.kennitala',
          'party.full_name',
          'party.email',
          'party.kind',
          'credential.password_hash',
        ])
        .where('party.kennitala', '=', kennitala)
        .executeTakeFirst();
      return {
        passwordHash: row?.password_hash ?? undefined,
        account: row && {
          kennitala: row.kennitala,
          fullName: row.full_name,
          email: row.email,
          isCompany: row.kind === 'company',
        },
      };
    },
  );
}

export async function signInStaff(
  db: Db,
  input: { username: string; password: string; ip: string },
): Promise<SignInResult<StaffAccount>> {
  const username = input.username.trim().toLowerCase();
  const actor = `staff:${username}`;
  return checkSignIn(
    db,
    {
      accountKey: actor,
      password: input.password,
      ip: input.ip,
      audit: { prefix: 'staffSignIn', actor },
    },
    async () => {
      const staff = await db
        .selectFrom('staff_user')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      // A disabled employee is answered as an unknown one: no sign-in, and nothing told.
      const usable = staff && staff.disabled_at === null ? staff : undefined;
      return {
        passwordHash: usable?.password_hash,
        account: usable && {
          id: usable.id,
          username: usable.username,
          fullName: usable.full_name,
          role: usable.role,
        },
      };
    },
  );
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
  const row = await db
    .selectFrom('staff_user')
    .selectAll()
    .where('id', '=', id)
    // A disabled employee's refresh gets no staff claims, so the API refuses the token.
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, username: row.username, fullName: row.full_name, role: row.role };
}
