import { randomBytes } from 'node:crypto';
import { normalizeKennitala } from '../../src/domain';
import type { Db } from '../db/database';
import { translator, type ServerLanguage } from '../i18n/locales';
import type { Mailer } from '../mail/mailer';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { passwordResetRecipients } from '../modules/contact-change/contact-change.service';
import type { Redis } from '../redis';
import { newPasswordProblem, type NewPasswordProblem } from '../security/password-strength';
import { hashPassword } from '../security/password';
import { endAllSessionsAfterPasswordReset } from './sessions';
import { hashToken } from '../security/token-hash';

export const PASSWORD_TOKEN_MINUTES = 60;
export { PASSWORD_MIN_LENGTH as MIN_PASSWORD_LENGTH } from '../../src/domain';

/**
 * E-mails a single-use set-password link to the address registered for the kennitala. The
 * caller always gets the same answer, so the endpoint does not reveal who is a customer; a
 * request over its limits (`limited`) sends nothing and is answered the same way too.
 */
export async function requestCredentials(
  db: Db,
  mailer: Mailer,
  input: {
    ssn: string;
    language: ServerLanguage;
    siteUrl: string;
    ip: string;
    limited?: boolean;
  },
): Promise<void> {
  const kennitala = normalizeKennitala(input.ssn);
  if (!kennitala) return;
  const party = await db
    .selectFrom('party')
    .select(['kennitala', 'full_name', 'email', 'kind'])
    .where('kennitala', '=', kennitala)
    .executeTakeFirst();
  await recordAuditEvent(db, {
    action: 'credentials.requested',
    actor: kennitala,
    ip: input.ip,
    detail: { known: Boolean(party?.email), limited: input.limited === true },
  });
  if (input.limited || !party?.email || party.kind !== 'person') return;

  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_token')
    .values({
      token_hash: hashToken(token),
      kennitala,
      expires_at: new Date(Date.now() + PASSWORD_TOKEN_MINUTES * 60_000),
      used_at: null,
    })
    .execute();
  const t = translator(input.language, 'login');
  const link = `${input.siteUrl}/innskraning/nytt-lykilord/?lang=${input.language}&token=${token}`;
  // Within a day of an e-mail change the link also goes to the address it replaced.
  for (const to of await passwordResetRecipients(db, kennitala, party.email)) {
    await mailer.send({
      to,
      subject: t('mailSubject'),
      text: t('mailBody', { name: party.full_name, link }),
    });
  }
}

/** The person a set-password link is for, while the link is unused and in time. */
export async function passwordTokenOwner(
  db: Db,
  token: string,
): Promise<{ kennitala: string; name: string; email: string | null } | undefined> {
  const row = await db
    .selectFrom('password_token')
    .innerJoin('party', 'party.kennitala', 'password_token.kennitala')
    .select(['party.kennitala', 'party.full_name', 'party.email'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row && { kennitala: row.kennitala, name: row.full_name, email: row.email };
}

export type ChangePasswordResult =
  { ok: true } | { ok: false; reason: NewPasswordProblem | 'setPasswordInvalid' };

export async function changePasswordWithToken(
  db: Db,
  input: { token: string; password: string; ip: string; redis: Redis | undefined },
): Promise<ChangePasswordResult> {
  // The token first: a bad link costs no hashing, and the rules need to know whose password it is.
  const owner = await passwordTokenOwner(db, input.token);
  if (!owner) return { ok: false, reason: 'setPasswordInvalid' };
  const problem = newPasswordProblem(input.password, owner);
  if (problem) return { ok: false, reason: problem };
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    // Marking the token used in the same statement that checks it makes it single-use under races.
    const claimed = await trx
      .updateTable('password_token')
      .set({ used_at: new Date() })
      .where('token_hash', '=', hashToken(input.token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('kennitala')
      .executeTakeFirst();
    if (!claimed) return { ok: false, reason: 'setPasswordInvalid' } as const;
    await trx
      .insertInto('credential')
      .values({ kennitala: claimed.kennitala, password_hash: passwordHash })
      .onConflict((conflict) =>
        conflict.column('kennitala').doUpdateSet({
          password_hash: passwordHash,
          updated_at: new Date(),
        }),
      )
      .execute();
    await recordAuditEvent(trx, {
      action: 'credentials.passwordSet',
      actor: claimed.kennitala,
      ip: input.ip,
    });
    // Whoever knew the old password is signed out everywhere.
    await endAllSessionsAfterPasswordReset(trx, claimed.kennitala, input.redis);
    return { ok: true } as const;
  });
}
