import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The window over which mobile-ID sign-in starts are counted. */
export const EID_THROTTLE_WINDOW_MINUTES = 15;
/**
 * Starts per phone number in the window: enough for a person who mistypes or lets a request
 * lapse a few times, too few to flood someone's phone with approval requests.
 */
export const EID_STARTS_PER_PHONE = 5;
/** Starts per client address in the window: room for a shared office or home network. */
export const EID_STARTS_PER_CLIENT_IP = 20;

export type EidSignInStart = {
  id: string;
  phone: string;
  clientIp: string;
  verificationCode: string;
  interactionUid: string;
  expiresAt: Date;
};

export type EidStartReservation = { ok: true } | { ok: false; limit: 'phone' | 'clientIp' };

/**
 * Records a mobile-ID sign-in start when its phone number and client address are both under
 * their limits, before the provider is asked. Counting and recording happen in one transaction
 * holding advisory locks on the phone and the address (always in that order, so two starts
 * cannot deadlock), so concurrent starts on any number of server instances cannot together
 * pass a limit. Refused starts are not recorded: they do not extend the wait.
 */
export async function reserveEidSignIn(
  db: Db,
  start: EidSignInStart,
): Promise<EidStartReservation> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(1, hashtext(${start.phone})),
                     pg_advisory_xact_lock(2, hashtext(${start.clientIp}))`.execute(trx);
    const since = sql<Date>`now() - make_interval(mins => ${EID_THROTTLE_WINDOW_MINUTES})`;
    const counts = await trx
      .selectFrom('eid_request')
      .select([
        sql<string>`count(*) filter (where phone = ${start.phone})`.as('phone'),
        sql<string>`count(*) filter (where client_ip = ${start.clientIp})`.as('clientIp'),
      ])
      .where('created_at', '>', since)
      .where((eb) => eb.or([eb('phone', '=', start.phone), eb('client_ip', '=', start.clientIp)]))
      .executeTakeFirstOrThrow();
    if (Number(counts.phone) >= EID_STARTS_PER_PHONE) return { ok: false, limit: 'phone' } as const;
    if (Number(counts.clientIp) >= EID_STARTS_PER_CLIENT_IP)
      return { ok: false, limit: 'clientIp' } as const;
    await trx
      .insertInto('eid_request')
      .values({
        id: start.id,
        phone: start.phone,
        client_ip: start.clientIp,
        verification_code: start.verificationCode,
        status: 'pending',
        kennitala: null,
        provider_reference: null,
        interaction_uid: start.interactionUid,
        expires_at: start.expiresAt,
      })
      .execute();
    return { ok: true } as const;
  });
}
