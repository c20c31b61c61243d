import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** An access_grant row under the alias `g`, as every query about grants names it. */
export type GrantExpressions = ExpressionBuilder<Database & { g: Database['access_grant'] }, 'g'>;

/**
 * The one rule for a grant being in force: not revoked and not past its last moment. Acting calls,
 * the header's "view pages for" list and the access settings all use it, so what a list offers is
 * exactly what works.
 */
export function grantInForce(eb: GrantExpressions, now: Date = new Date()) {
  return eb.and([
    eb('g.revoked_at', 'is', null),
    eb.or([eb('g.valid_to', 'is', null), eb('g.valid_to', '>', now)]),
  ]);
}
