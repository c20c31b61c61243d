import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database';
import { formatPhone } from '../../../src/domain/format';
import { maskEmail } from '../../../src/domain/redact';
import { notFound } from '../../errors';
import { translator, type ServerLanguage } from '../../i18n/locales';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.repository';
import { currentServiceContact } from '../help/general-config';
import {
  claimChange,
  closeLaterChanges,
  closePasswordLinksSince,
  findChangeByToken,
  findContact,
  insertChange,
  replacedEmailsSince,
  setContact,
} from './contact-change.repository';
import { hashToken } from '../../security/token-hash';

/**
 * Changes of someone's e-mail or mobile phone. Either one is a way into the account (the e-mail
 * receives set-password links, the mobile number signs in with electronic ID), so every change
 * is told to the e-mail address that was on file before, with a link that undoes it for a week,
 * and set-password links go to that address too for a day.
 */

export const UNDO_DAYS = 7;
export const RESET_TO_PREVIOUS_ADDRESS_HOURS = 24;
export const UNDO_PATH = '/afturkalla-breytingu/';

/** '6111234' -> '***-**34'. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return `***-**${phone.slice(-2)}`;
}

export type ContactChangeVia = 'self' | 'staff';

type ChangeInput = {
  kennitala: string;
  /** Only the fields being set; a field left out keeps its value. */
  next: { email?: string; mobile_phone?: string; home_phone?: string | null };
  /** Who: a kennitala or `staff:<username>`. */
  actor: string;
  via: ContactChangeVia;
  language: ServerLanguage;
  siteUrl: string;
  /** The content folder, for the service phone number the notice names. */
  contentDir: string;
  audit: { action: string; detail?: Record<string, unknown> };
  /** The new e-mail was just confirmed from its own mailbox. */
  emailVerified?: boolean;
};

export type ContactAfter = {
  email: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
};

/**
 * Stores new contact details and audits them in one transaction; when the e-mail or mobile
 * number changed and an e-mail address was on file, that address is sent the notice with its
 * undo link once the change is committed.
 */
export async function changeContact(
  db: Db,
  mailer: Mailer,
  input: ChangeInput,
): Promise<{ before: ContactAfter; after: ContactAfter }> {
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await findContact(trx, input.kennitala);
    if (!before) throw notFound('CustomerNotFound', 'No such customer');
    const after: ContactAfter = {
      email: input.next.email !== undefined ? input.next.email : before.email,
      mobile_phone:
        input.next.mobile_phone !== undefined ? input.next.mobile_phone : before.mobile_phone,
      home_phone: input.next.home_phone !== undefined ? input.next.home_phone : before.home_phone,
    };
    await setContact(trx, input.kennitala, input.next, input.emailVerified);
    const changed = (['email', 'mobile_phone', 'home_phone'] as const).filter(
      (field) => (before[field] ?? null) !== (after[field] ?? null),
    );
    const emailChanged = changed.includes('email');
    const phoneChanged = changed.includes('mobile_phone');
    let notice: { to: string; token: string; expiresAt: Date } | undefined;
    if ((emailChanged || phoneChanged) && before.email) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + UNDO_DAYS * 24 * 3_600_000);
      const change = await insertChange(trx, {
        kennitala: input.kennitala,
        token_hash: hashToken(token),
        old_email: before.email,
        new_email: after.email,
        old_mobile_phone: before.mobile_phone,
        new_mobile_phone: after.mobile_phone,
        notified_address: before.email,
        changed_by: input.actor,
        via: input.via,
        expires_at: expiresAt,
      });
      await recordAuditEvent(trx, {
        action: 'contactChange.undoOffered',
        actor: input.actor,
        subject: input.kennitala,
        detail: {
          changeId: change.id,
          notifiedAddress: maskEmail(before.email),
          expiresAt: expiresAt.toISOString(),
        },
      });
      notice = { to: before.email, token, expiresAt };
    }
    await recordAuditEvent(trx, {
      action: input.audit.action,
      actor: input.actor,
      subject: input.kennitala,
      // Which fields changed and by which path; values only masked, so the log is no copy of them.
      detail: {
        via: input.via,
        changed,
        values: {
          ...(emailChanged
            ? { email: { from: maskEmail(before.email), to: maskEmail(after.email) } }
            : {}),
          ...(phoneChanged
            ? {
                mobilePhone: {
                  from: maskPhone(before.mobile_phone),
                  to: maskPhone(after.mobile_phone),
                },
              }
            : {}),
        },
        ...input.audit.detail,
      },
    });
    return { before, after, notice, emailChanged, phoneChanged };
  });

  if (outcome.notice) {
    const phones = {
      is: (await currentServiceContact(input.contentDir, 'is')).phone,
      en: (await currentServiceContact(input.contentDir, 'en')).phone,
    };
    await mailer.send(
      noticeMail({
        to: outcome.notice.to,
        name: outcome.before.full_name,
        via: input.via,
        language: input.language,
        siteUrl: input.siteUrl,
        token: outcome.notice.token,
        phones,
        email: outcome.emailChanged ? outcome.after.email : undefined,
        mobilePhone: outcome.phoneChanged ? outcome.after.mobile_phone : undefined,
      }),
    );
  }
  const { email, mobile_phone, home_phone } = outcome.before;
  return { before: { email, mobile_phone, home_phone }, after: outcome.after };
}

/** The notice in the language of the request first and the other language below it. */
function noticeMail(options: {
  to: string;
  name: string;
  via: ContactChangeVia;
  language: ServerLanguage;
  siteUrl: string;
  token: string;
  /** The service phone number in each language; empty when the content has none. */
  phones: Record<ServerLanguage, string>;
  email: string | null | undefined;
  mobilePhone: string | null | undefined;
}) {
  const languages: ServerLanguage[] = options.language === 'en' ? ['en', 'is'] : ['is', 'en'];
  const sections = languages.map((language) => {
    const t = translator(language, 'contactChange');
    const lines = [
      t('mailGreeting', { name: options.name }),
      '',
      t(options.via === 'staff' ? 'mailIntroStaff' : 'mailIntroSelf'),
    ];
    if (options.email !== undefined)
      lines.push(`- ${t('mailEmailChanged', { value: maskEmail(options.email) ?? '—' })}`);
    if (options.mobilePhone !== undefined)
      lines.push(`- ${t('mailPhoneChanged', { value: maskPhone(options.mobilePhone) ?? '—' })}`);
    lines.push(
      '',
      t('mailWhy'),
      '',
      t('mailUndo'),
      `${options.siteUrl}${UNDO_PATH}?lang=${language}&token=${options.token}`,
      options.phones[language]
        ? t('mailAfterUndo', { phone: options.phones[language] })
        : t('mailAfterUndoNoPhone'),
      '',
      t('mailIgnore'),
      '',
      t('mailSignature'),
    );
    return lines.join('\n');
  });
  return {
    to: options.to,
    subject: translator(options.language, 'contactChange')('mailSubject'),
    text: sections.join('\n\n----------------------------------------\n\n'),
  };
}

// ---- undo ----------------------------------------------------------------------------------

export type UndoView = {
  email?: { now: string | null; before: string | null };
  mobilePhone?: { now: string | null; before: string | null };
};

export type UndoLookup = { ok: true; view: UndoView } | { ok: false; reason: UndoRefusal };
export type UndoRefusal = 'unknown' | 'used' | 'expired';

function viewOf(change: {
  old_email: string | null;
  new_email: string | null;
  old_mobile_phone: string | null;
  new_mobile_phone: string | null;
}): UndoView {
  // The values that replaced theirs are masked: the link could be forwarded; their own are shown.
  return {
    ...(change.old_email !== change.new_email
      ? { email: { now: maskEmail(change.new_email), before: change.old_email } }
      : {}),
    ...(change.old_mobile_phone !== change.new_mobile_phone
      ? {
          mobilePhone: {
            now: maskPhone(change.new_mobile_phone),
            before: change.old_mobile_phone ? formatPhone(change.old_mobile_phone) : null,
          },
        }
      : {}),
  };
}

function refusalOf(change: { used_at: Date | null } | undefined): UndoRefusal {
  if (!change) return 'unknown';
  return change.used_at ? 'used' : 'expired';
}

/** What the undo link would restore, without changing anything; that it was opened is audited. */
export async function lookUpUndo(db: DbOrTx, token: string): Promise<UndoLookup> {
  const change = token ? await findChangeByToken(db, hashToken(token)) : undefined;
  const usable = change && !change.used_at && new Date(change.expires_at) > new Date();
  await recordAuditEvent(db, {
    action: 'contactChange.undoOpened',
    actor: change?.kennitala ?? null,
    subject: change?.kennitala ?? null,
    detail: change
      ? { changeId: change.id, ...(usable ? {} : { refused: refusalOf(change) }) }
      : { refused: 'unknown' },
  });
  if (!change || !usable) return { ok: false, reason: refusalOf(change) };
  return { ok: true, view: viewOf(change) };
}

/**
 * Puts back the e-mail and mobile number the change replaced, once. Later changes lose their undo
 * links (they would restore what is being undone) and set-password links sent since the change
 * stop working, since they may have gone to the address being undone.
 */
export async function undoContactChange(db: Db, token: string): Promise<UndoLookup> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const tokenHash = hashToken(token);
    const claimed = token ? await claimChange(trx, tokenHash, now) : undefined;
    if (!claimed) {
      const change = token ? await findChangeByToken(trx, tokenHash) : undefined;
      const reason = refusalOf(change);
      await recordAuditEvent(trx, {
        action: 'contactChange.undoRefused',
        actor: change?.kennitala ?? null,
        subject: change?.kennitala ?? null,
        detail: { reason, ...(change ? { changeId: change.id } : {}) },
      });
      return { ok: false, reason } as const;
    }
    const view = viewOf(claimed);
    const restore: { email?: string | null; mobile_phone?: string | null } = {};
    if (view.email) restore.email = claimed.old_email;
    if (view.mobilePhone) restore.mobile_phone = claimed.old_mobile_phone;
    // The link reached the earlier address, so the restored address is proven to be theirs.
    await setContact(trx, claimed.kennitala, restore, true);
    const since = new Date(claimed.created_at);
    const closedChanges = await closeLaterChanges(trx, claimed.kennitala, since, now);
    const closedPasswordLinks = await closePasswordLinksSince(trx, claimed.kennitala, since, now);
    // The link was sent to the person's own earlier address, as set-password links are: it acts for them.
    await recordAuditEvent(trx, {
      action: 'contactChange.undone',
      actor: claimed.kennitala,
      subject: claimed.kennitala,
      detail: {
        changeId: claimed.id,
        changedBy: claimed.changed_by,
        via: claimed.via,
        restored: Object.keys(restore),
        notifiedAddress: maskEmail(claimed.notified_address),
        closedChanges,
        closedPasswordLinks,
      },
    });
    return { ok: true, view } as const;
  });
}

// ---- set-password links --------------------------------------------------------------------

/**
 * Where a set-password link goes: the address on file and, for a day after a change of e-mail
 * that has not been undone, the address it replaced, so whoever changed it cannot take the
 * account before its owner hears of it.
 */
export async function passwordResetRecipients(
  db: DbOrTx,
  kennitala: string,
  currentEmail: string,
): Promise<string[]> {
  const since = new Date(Date.now() - RESET_TO_PREVIOUS_ADDRESS_HOURS * 3_600_000);
  const previous = await replacedEmailsSince(db, kennitala, since);
  const normalise = (address: string) => address.trim().toLowerCase();
  const seen = new Set([normalise(currentEmail)]);
  const recipients = [currentEmail];
  for (const address of previous) {
    if (seen.has(normalise(address))) continue;
    seen.add(normalise(address));
    recipients.push(address);
  }
  return recipients;
}
