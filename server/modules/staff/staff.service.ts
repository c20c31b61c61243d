import {
  CUSTOMER_SEARCH_LIMIT,
  CUSTOMER_SEARCH_MIN,
  type CustomerMatchKind,
} from '../../../src/domain/api/staff-rules';
import type {
  CustomerHit,
  CustomerSearchResult,
  RecentCustomer,
  StaffHomeSummary,
} from '../../../src/domain/api/staff';
import { isValidKennitala } from '../../../src/domain';
import { isValidRegistration, normalizeRegistration } from '../../../src/domain/quote';
import type { AuthContext } from '../../identity/authenticate';
import type { DbOrTx } from '../../db/database';
import { AppError, badRequest } from '../../errors';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  partiesByClaimNumber,
  partiesByEmail,
  partiesByName,
  partiesByPhone,
  partiesByPolicyNumber,
  partiesByRegistration,
  partyByKennitala,
  queueCounts,
  recentCustomersOf,
  type MatchRow,
} from './staff.repository';

export type StaffAuth = Extract<AuthContext, { kind: 'staff' }>;

export function staffOnly(auth: AuthContext | null): StaffAuth {
  if (auth?.kind !== 'staff')
    throw new AppError('StaffOnly', 403, 'Only staff use the staff tools');
  return auth;
}

/**
 * An employee who may change things: Full or Admin. A read-only one is refused (403 ReadOnlyRole)
 * and the refusal is kept in the audit log under `refusal.action`.
 */
export async function staffWriter(
  db: DbOrTx,
  auth: AuthContext | null,
  refusal: { action: string; detail: Record<string, unknown>; message: string },
): Promise<StaffAuth> {
  const staff = staffOnly(auth);
  if (staff.role === 'Readonly') {
    await recordAuditEvent(db, {
      action: refusal.action,
      actor: `staff:${staff.username}`,
      detail: { ...refusal.detail, reason: 'readOnlyRole' },
    });
    throw new AppError('ReadOnlyRole', 403, refusal.message);
  }
  return staff;
}

/** How many recent customers the search box offers one click away. */
export const RECENT_CUSTOMERS = 5;

/**
 * What one search text could be, each tried for itself: a caller reads out a kennitala or phone
 * number with separators, a policy or claim number, an e-mail address, a car's registration
 * number, or part of a name.
 */
function readSearch(text: string) {
  const digits = /^[\d\s\-.+()]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const upper = text.toUpperCase();
  const registration = normalizeRegistration(text);
  // Words of a name: letters and digits, anything else (quotes, %, commas) only separates them.
  const words = text
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((word) => word.trim())
    .filter(Boolean)
    .slice(0, 5);
  return {
    kennitala: digits.length === 10 && isValidKennitala(digits) ? digits : undefined,
    // Seven digits, or the same after the country code 354.
    phone:
      digits.length === 7
        ? digits
        : digits.length === 10 && digits.startsWith('354')
          ? digits.slice(3)
          : undefined,
    email: text.includes('@') ? text : undefined,
    number: /^[A-Z]{2}-?\d{4}-?\d{1,6}$/.test(upper) ? upper : undefined,
    registration:
      /\d/.test(registration) && isValidRegistration(registration) && registration.length === 5
        ? registration
        : undefined,
    words: /\p{L}/u.test(text) && !text.includes('@') ? words : [],
  };
}

/** Policy and claim numbers as they are kept ('SK-2024-000123'), from what was typed. */
function canonicalNumber(upper: string): string {
  const match = /^([A-Z]{2})-?(\d{4})-?(\d{1,6})$/.exec(upper);
  return match ? `${match[1]}-${match[2]}-${match[3]!.padStart(6, '0')}` : upper;
}

/**
 * Finds customers for an employee; which customers were shown to whom is written to the audit
 * log, as a look-up of someone's data is what the log is for.
 */
export async function searchCustomers(
  db: DbOrTx,
  staff: StaffAuth,
  rawText: string,
): Promise<CustomerSearchResult> {
  const text = rawText.trim().replace(/\s+/g, ' ');
  if (text.length < CUSTOMER_SEARCH_MIN)
    throw badRequest('SearchTooShort', 'Type at least two characters', { q: ['SearchTooShort'] });
  const want = readSearch(text);
  // One more than is shown, to tell whether there were more.
  const limit = CUSTOMER_SEARCH_LIMIT + 1;
  const none: Promise<MatchRow[]> = Promise.resolve([]);
  const number = want.number ? canonicalNumber(want.number) : undefined;
  const found: [CustomerMatchKind, MatchRow[]][] = await Promise.all(
    (
      [
        ['kennitala', want.kennitala ? partyByKennitala(db, want.kennitala) : none],
        ['policy', number ? partiesByPolicyNumber(db, number) : none],
        ['claim', number ? partiesByClaimNumber(db, number) : none],
        [
          'registration',
          want.registration ? partiesByRegistration(db, want.registration, limit) : none,
        ],
        ['email', want.email ? partiesByEmail(db, want.email, limit) : none],
        ['phone', want.phone ? partiesByPhone(db, want.phone, limit) : none],
        ['name', want.words.length ? partiesByName(db, want.words, limit) : none],
      ] as const
    ).map(async ([kind, rows]) => [kind, await rows] as [CustomerMatchKind, MatchRow[]]),
  );
  // Each customer once, under the most telling match (a kennitala before a name).
  const hits = new Map<string, CustomerHit>();
  for (const [kind, rows] of found) {
    for (const row of rows) {
      if (hits.has(row.kennitala)) continue;
      hits.set(row.kennitala, {
        kennitala: row.kennitala,
        name: row.full_name,
        isCompany: row.kind === 'company',
        matchedBy: kind,
        matched: row.matched,
      });
    }
  }
  const all = [...hits.values()];
  const results = all.slice(0, CUSTOMER_SEARCH_LIMIT);
  await recordAuditEvent(db, {
    action: 'staff.searchCustomers',
    actor: `staff:${staff.username}`,
    detail: {
      query: text,
      found: results.map((hit) => ({ kennitala: hit.kennitala, matchedBy: hit.matchedBy })),
    },
  });
  return { results, truncated: all.length > results.length };
}

export async function recentCustomers(
  db: DbOrTx,
  staff: StaffAuth,
  limit = RECENT_CUSTOMERS,
): Promise<RecentCustomer[]> {
  const rows = await recentCustomersOf(db, staff.staffId, limit);
  return rows.map((row) => ({
    kennitala: row.kennitala,
    name: row.full_name,
    isCompany: row.kind === 'company',
    lastActedAt: new Date(row.last_acted_at).toISOString(),
  }));
}

export async function staffHomeSummary(db: DbOrTx, staff: StaffAuth): Promise<StaffHomeSummary> {
  const [queues, recent] = await Promise.all([queueCounts(db), recentCustomers(db, staff, 1)]);
  return { queues, lastCustomer: recent[0] ?? null };
}
