import { createGiveGrantSchema } from '../../../src/domain/api/access-grant-rules';
import type {
  CompanyInvolvementResponse,
  GrantGiven,
  GrantsGivenResponse,
  GrantsHeldResponse,
} from '../../../src/domain/api/access-grants';
import type { CompanyRole } from '../../../src/domain/api/values';
import { validateWith } from '../../../src/domain';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import { actorOf, type ActingParty, type AuthContext } from '../../identity/authenticate';
import { countRecentActions, recordAuditEvent } from '../audit/audit.repository';
import { todayInIceland } from '../../../src/domain/calendar';
import { findParty } from '../party/party.repository';
import {
  grantsGivenBy,
  grantsHeldBy,
  insertGrant,
  involvementOf,
  isInvolvedWith,
  revokeGrant,
  unrevokedGrant,
} from './access.repository';

/**
 * The rules for giving and revoking access (docs/decisions/012-access-grants.md). Whether a
 * call may act for someone at all is resolveActingParty's job; this decides what the caller may
 * do with the acting party's grants.
 */

const DAY_MS = 86_400_000;

/**
 * The person whose own access (held grants, company involvement) the call is about: the
 * signed-in customer, whomever they act for; for staff, the customer they act for.
 */
export function personOf(auth: AuthContext, acting: ActingParty): string {
  return auth.kind === 'staff' ? acting.kennitala : auth.ssn;
}

/** A grant valid "to" a day is valid through that whole day, Icelandic time (UTC all year). */
function endOfDay(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS);
}

function lastValidDay(validTo: Date | null): string | null {
  return validTo ? new Date(validTo.getTime() - 1).toISOString().slice(0, 10) : null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Whether the caller may give and revoke the acting party's grants: a customer for themselves,
 * or for a company they are involved with; never through a person's grant to them (a proxy holder
 * cannot hand access on); staff unless read-only.
 */
export async function mayManageGrants(
  db: DbOrTx,
  auth: AuthContext,
  acting: ActingParty,
): Promise<boolean> {
  if (auth.kind === 'staff') return auth.role !== 'Readonly';
  if (acting.via === 'self') return true;
  return acting.isCompany && (await isInvolvedWith(db, auth.ssn, acting.kennitala));
}

export async function assertMayManageGrants(
  db: DbOrTx,
  auth: AuthContext,
  acting: ActingParty,
): Promise<void> {
  if (await mayManageGrants(db, auth, acting)) return;
  if (auth.kind === 'staff')
    throw new AppError(
      'ReadOnlyRole',
      403,
      "A read-only employee may not change a customer's affairs",
    );
  throw new AppError(
    'ProxyCannotGrant',
    403,
    "Access held through someone else's grant cannot be used to give or revoke access",
  );
}

export async function grantsGiven(
  db: DbOrTx,
  auth: AuthContext,
  acting: ActingParty,
  now: Date,
): Promise<GrantsGivenResponse> {
  const rows = await grantsGivenBy(db, acting.kennitala);
  return {
    grantor: { ssn: acting.kennitala, name: acting.fullName, isCompany: acting.isCompany },
    canManage: await mayManageGrants(db, auth, acting),
    grants: rows.map((row) => ({
      id: row.id,
      holderSsn: row.holder_kennitala,
      holderName: row.holder_name,
      scope: 'full',
      validTo: lastValidDay(row.valid_to),
      createdAt: iso(row.created_at),
      status: row.valid_to && row.valid_to <= now ? 'expired' : 'active',
    })),
  };
}

export async function grantsHeld(
  db: DbOrTx,
  holder: string,
  now: Date,
): Promise<GrantsHeldResponse> {
  const rows = await grantsHeldBy(db, holder, now);
  return {
    grants: rows.map((row) => ({
      id: row.id,
      grantorSsn: row.grantor_kennitala,
      grantorName: row.grantor_name,
      grantorIsCompany: row.grantor_kind === 'company',
      scope: 'full',
      validTo: lastValidDay(row.valid_to),
      createdAt: iso(row.created_at),
    })),
  };
}

export async function companyInvolvement(
  db: DbOrTx,
  person: string,
  now: Date,
): Promise<CompanyInvolvementResponse> {
  const [companies, held] = await Promise.all([
    involvementOf(db, person),
    grantsHeldBy(db, person, now),
  ]);
  const grantors = new Set(held.map((grant) => grant.grantor_kennitala));
  return {
    companies: companies.map((company) => ({
      ssn: company.kennitala,
      name: company.full_name,
      role: company.role as CompanyRole,
      canActFor: grantors.has(company.kennitala),
    })),
  };
}

async function parseRequest(body: unknown, now: Date) {
  const result = await validateWith(createGiveGrantSchema(todayInIceland(now)), body);
  if (!result.ok) throw badRequest('ValidationFailed', 'The request is not valid', result.errors);
  return result.value;
}

/**
 * The person access would go to, if it may: a registered person other than the grantor who
 * does not already hold access in force from them. Answers no more than their name.
 */
async function checkHolder(db: DbOrTx, grantor: string, holderSsn: string, now: Date) {
  if (holderSsn === grantor)
    throw badRequest('CannotGrantToSelf', 'Access cannot be given to oneself', {
      ssn: ['accessGrants|cannotGrantToSelf'],
    });
  const holder = await findParty(db, holderSsn);
  if (!holder) throw notFound('SsnNotFound', 'No customer with that kennitala');
  if (holder.kind !== 'person')
    throw badRequest('HolderMustBePerson', 'Only a person can be given access', {
      ssn: ['accessGrants|holderMustBePerson'],
    });
  const existing = await unrevokedGrant(db, grantor, holderSsn);
  if (existing && (existing.valid_to === null || existing.valid_to > now))
    throw new AppError('GrantExists', 409, 'This person already has access');
  return { holder, expired: existing };
}

/** Name lookups per person in a window: enough to give access to a family, too few to trawl. */
export const LOOKUP_LIMIT = 20;
const LOOKUP_WINDOW_MS = 10 * 60_000;
/**
 * Giving access answers with the holder's name (or says there is no such person), so a give is
 * a lookup too; so is a grantor's revoke, or giving and revoking in turn would trawl names.
 */
const LOOKUP_ACTIONS = [
  'accessGrant.lookup',
  'accessGrant.lookupMiss',
  'accessGrant.give',
  'accessGrant.revoke',
];

/**
 * Counted from the audit log, so every server instance sees the same number; misses
 * count too, since trying kennitölur one after another is what the limit is for.
 */
async function assertLookupAllowed(db: DbOrTx, actor: string, now: Date) {
  const count = await countRecentActions(
    db,
    actor,
    LOOKUP_ACTIONS,
    new Date(now.getTime() - LOOKUP_WINDOW_MS),
  );
  if (count >= LOOKUP_LIMIT)
    throw new AppError('TooManyLookups', 429, 'Too many lookups; try again in a few minutes');
}

/** Names are personal data: who looked up whom is kept, as for staff lookups. */
export async function lookupHolder(
  db: DbOrTx,
  context: { auth: AuthContext; acting: ActingParty; ip: string },
  body: unknown,
  now: Date,
): Promise<{ name: string }> {
  const actor = actorOf(context.auth);
  await assertLookupAllowed(db, actor, now);
  let holder;
  try {
    const request = await parseRequest(body, now);
    ({ holder } = await checkHolder(db, context.acting.kennitala, request.ssn, now));
  } catch (error) {
    await recordAuditEvent(db, {
      action: 'accessGrant.lookupMiss',
      actor,
      subject: context.acting.kennitala,
      ip: context.ip,
    });
    throw error;
  }
  await recordAuditEvent(db, {
    action: 'accessGrant.lookup',
    actor,
    subject: context.acting.kennitala,
    ip: context.ip,
    detail: { holder: holder.kennitala },
  });
  return { name: holder.full_name };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

export async function giveGrant(
  db: Db,
  context: { auth: AuthContext; acting: ActingParty; ip: string },
  body: unknown,
  now: Date,
): Promise<GrantGiven> {
  const { auth, acting } = context;
  const actor = actorOf(auth);
  await assertLookupAllowed(db, actor, now);
  const request = await parseRequest(body, now);
  try {
    return await db.transaction().execute(async (trx) => {
      const { holder, expired } = await checkHolder(trx, acting.kennitala, request.ssn, now);
      // An expired grant still holds the pair's one unrevoked place: retire it for the new one.
      if (expired) await revokeGrant(trx, expired.id, { grantor: acting.kennitala }, now);
      const grant = await insertGrant(trx, {
        grantor: acting.kennitala,
        holder: holder.kennitala,
        validTo: request.validTo ? endOfDay(request.validTo) : null,
      });
      await recordAuditEvent(trx, {
        action: 'accessGrant.give',
        actor: actorOf(auth),
        subject: acting.kennitala,
        ip: context.ip,
        detail: { grantId: grant.id, holder: holder.kennitala, validTo: request.validTo },
      });
      return {
        id: grant.id,
        holderSsn: holder.kennitala,
        holderName: holder.full_name,
        scope: 'full',
        validTo: lastValidDay(grant.valid_to),
        createdAt: iso(grant.created_at),
        status: 'active',
      };
    });
  } catch (error) {
    // A refused give (no such person, a company, access already given) still told something
    // about the kennitala: it counts like a missed lookup. A malformed one told nothing.
    await recordAuditEvent(db, {
      action: 'accessGrant.lookupMiss',
      actor,
      subject: acting.kennitala,
      ip: context.ip,
      detail: { through: 'give' },
    });
    // Two gives for the same person at once: the second meets the unique index.
    if (isUniqueViolation(error))
      throw new AppError('GrantExists', 409, 'This person already has access');
    throw error;
  }
}

/**
 * Revokes a grant from one side: the grantor (acting party) takes back what it gave, or the
 * holder gives up what they hold. Anyone else's grant answers 404, as a missing one does.
 */
export async function endGrant(
  db: Db,
  context: { auth: AuthContext; ip: string },
  id: string,
  side: { grantor: string } | { holder: string },
  now: Date,
): Promise<void> {
  if ('grantor' in side) await assertLookupAllowed(db, actorOf(context.auth), now);
  await db.transaction().execute(async (trx) => {
    const revoked = await revokeGrant(trx, id, side, now);
    if (!revoked) throw notFound('GrantNotFound', 'No such access grant');
    await recordAuditEvent(trx, {
      action: 'grantor' in side ? 'accessGrant.revoke' : 'accessGrant.relinquish',
      actor: actorOf(context.auth),
      subject: revoked.grantor_kennitala,
      ip: context.ip,
      detail: { grantId: revoked.id, holder: revoked.holder_kennitala },
    });
  });
}
