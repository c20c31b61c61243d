import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { AppError } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { hashToken } from '../../security/token-hash';
import { maskEmail } from '../../../src/domain/redact';
import { recordAuditEvent } from '../audit/audit.repository';
import { changeContact } from './contact-change.service';
import {
  claimVerification,
  closePendingVerifications,
  countRequestsSince,
  findVerificationByToken,
  insertVerification,
  latestPendingEmail,
} from './email-verification.repository';

/** How long a confirmation link works. */
export const EMAIL_CONFIRM_HOURS = 24;
/** How many confirmation links one person may have sent in a day. */
export const EMAIL_CHANGES_PER_DAY = 5;
/** The page the link opens, in each language. */
export const EMAIL_CONFIRM_PATHS: Record<ServerLanguage, string> = {
  is: '/stadfesta-netfang/',
  en: '/en/confirm-email/',
};

/** The new address still waiting for its link, if one is. */
export function pendingEmailOf(db: DbOrTx, kennitala: string): Promise<string | undefined> {
  return latestPendingEmail(db, kennitala, new Date());
}

/** The person saved the address they have: a change they asked for earlier is dropped. */
export function dropPendingEmailChange(db: DbOrTx, kennitala: string): Promise<void> {
  return closePendingVerifications(db, kennitala, new Date());
}

/** Refuses a sixth link in a day (429 EmailChangeThrottled), before anything is stored. */
export async function assertMayRequestEmailChange(db: DbOrTx, kennitala: string): Promise<void> {
  const since = new Date(Date.now() - 24 * 3_600_000);
  if ((await countRequestsSince(db, kennitala, since)) >= EMAIL_CHANGES_PER_DAY)
    throw new AppError(
      'EmailChangeThrottled',
      429,
      'Too many changes of e-mail today; try again tomorrow',
    );
}

/**
 * A customer asks to use a new e-mail address. Nothing changes yet: the address on file stays in
 * force, and the new one is sent a single-use link, valid for a day, that makes it theirs. Only
 * the token's hash is kept; an earlier link still waiting stops working.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  input: {
    kennitala: string;
    name: string;
    email: string;
    language: ServerLanguage;
    siteUrl: string;
  },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await insertVerification(trx, {
      kennitala: input.kennitala,
      newEmail: input.email,
      tokenHash: hashToken(token),
      language: input.language,
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRM_HOURS * 3_600_000),
      now,
    });
    await recordAuditEvent(trx, {
      action: 'contactChange.emailConfirmSent',
      actor: input.kennitala,
      subject: input.kennitala,
      detail: { to: maskEmail(input.email) },
    });
  });
  const t = translator(input.language, 'contactChange');
  const link = `${input.siteUrl}${EMAIL_CONFIRM_PATHS[input.language]}?token=${token}`;
  await mailer.send({
    to: input.email,
    subject: t('confirmMailSubject'),
    text: [
      t('mailGreeting', { name: input.name }),
      '',
      t('confirmMailIntro'),
      link,
      '',
      t('confirmMailValid', { hours: String(EMAIL_CONFIRM_HOURS) }),
      t('confirmMailIgnore'),
      '',
      t('mailSignature'),
    ].join('\n'),
  });
}

export type EmailConfirmRefusal = 'unknown' | 'used' | 'expired';

/** What a link would confirm, without confirming it. */
export async function lookUpEmailConfirm(
  db: DbOrTx,
  token: string,
): Promise<{ ok: true; email: string } | { ok: false; reason: EmailConfirmRefusal }> {
  const row = token ? await findVerificationByToken(db, hashToken(token)) : undefined;
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at) return { ok: false, reason: 'used' };
  if (new Date(row.expires_at) <= new Date()) return { ok: false, reason: 'expired' };
  return { ok: true, email: row.new_email };
}

/**
 * The link is used: once, within its day, the new address becomes the person's e-mail and counts
 * as verified. The address it replaces is told, with its undo link, as for any change.
 */
export async function confirmEmailChange(
  db: Db,
  mailer: Mailer,
  token: string,
  options: { siteUrl: string; contentDir: string },
): Promise<{ ok: true; email: string } | { ok: false; reason: EmailConfirmRefusal }> {
  const now = new Date();
  const claimed = token ? await claimVerification(db, hashToken(token), now) : undefined;
  if (!claimed) {
    const refused = await lookUpEmailConfirm(db, token);
    const reason = refused.ok ? 'used' : refused.reason;
    await recordAuditEvent(db, {
      action: 'contactChange.emailConfirmRefused',
      actor: null,
      detail: { reason },
    });
    return { ok: false, reason };
  }
  await changeContact(db, mailer, {
    kennitala: claimed.kennitala,
    next: { email: claimed.new_email },
    emailVerified: true,
    actor: claimed.kennitala,
    via: 'self',
    language: claimed.language === 'en' ? 'en' : 'is',
    siteUrl: options.siteUrl,
    contentDir: options.contentDir,
    audit: { action: 'settings.contactDetailsUpdated', detail: { confirmedByLink: true } },
  });
  return { ok: true, email: claimed.new_email };
}
