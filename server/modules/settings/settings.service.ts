import { createHash } from 'node:crypto';
import { contactDetailsSchema, validateWith } from '../../../src/domain';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MAX_EDGE,
  SETTINGS_API,
  changePasswordSchema,
  type PopupType,
} from '../../../src/domain/api/settings-rules';
import type {
  ChangePasswordRequest,
  GeneralInfoResponse,
  PopupInfo,
} from '../../../src/domain/api/settings';
import type { Db, DbOrTx } from '../../db/database';
import { AppError, badRequest, notFound } from '../../errors';
import { signInCustomer } from '../../identity/accounts';
import type { ServerLanguage } from '../../i18n/locales';
import type { Mailer } from '../../mail/mailer';
import { endOtherSessionsAfterPasswordChange, type CurrentSession } from '../../identity/sessions';
import { recordAuditEvent } from '../audit/audit.repository';
import { findContact } from '../contact-change/contact-change.repository';
import { changeContact } from '../contact-change/contact-change.service';
import {
  assertMayRequestEmailChange,
  dropPendingEmailChange,
  pendingEmailOf,
  requestEmailChange,
} from '../contact-change/email-verification.service';
import { newPasswordProblem } from '../../security/password-strength';
import { hashPassword } from '../../security/password';
import { reencodePicture } from '../../uploads/picture';
import { findPartyName } from '../user/user.repository';
import {
  deletePicture,
  findDismissal,
  findPartyWithSpouse,
  findPictureMeta,
  saveDismissal,
  savePasswordHash,
  savePicture,
} from './settings.repository';

/** Rules for Settings → General and Password; the routes decide whose settings they are. */

export async function generalInfo(db: DbOrTx, kennitala: string): Promise<GeneralInfoResponse> {
  const row = await findPartyWithSpouse(db, kennitala);
  if (!row) throw notFound('CustomerNotFound', 'No such customer');
  const pendingEmail = await pendingEmailOf(db, kennitala);
  return {
    ...(pendingEmail ? { pendingEmail } : {}),
    fullName: row.full_name,
    ssn: row.kennitala,
    isCompany: row.kind === 'company',
    email: row.email ?? '',
    mobilePhone: row.mobile_phone ?? '',
    homePhone: row.home_phone ?? '',
    spouse:
      row.spouse_kennitala && row.spouse_name
        ? { ssn: row.spouse_kennitala, name: row.spouse_name }
        : null,
    address:
      row.street && row.postal_code && row.town
        ? { street: row.street, postalCode: row.postal_code, town: row.town }
        : null,
  };
}

/** The popup asks for what the company cannot reach the person without. */
export function popupInfoOf(party: {
  email: string | null;
  mobile_phone: string | null;
  home_phone: string | null;
}): PopupInfo {
  const email = party.email ?? '';
  const mobilePhone = party.mobile_phone ?? '';
  return {
    showPopup: !email || !mobilePhone,
    email,
    mobilePhone,
    homePhone: party.home_phone ?? '',
  };
}

export async function popupInfo(db: DbOrTx, kennitala: string): Promise<PopupInfo> {
  const row = await findPartyWithSpouse(db, kennitala);
  if (!row) throw notFound('CustomerNotFound', 'No such customer');
  return withPending(popupInfoOf(row), await pendingEmailOf(db, kennitala));
}

/**
 * A new address waiting for its link counts as given: the popup does not ask again for an
 * address the person has just typed (a new customer's first, for one).
 */
const withPending = (info: PopupInfo, pendingEmail: string | undefined): PopupInfo =>
  pendingEmail ? { ...info, pendingEmail, showPopup: !info.mobilePhone } : info;

/**
 * Validates with the same schema the form uses (message keys missingEmail, invalidEmail,
 * invalidLocalPhoneNumber) and stores phone numbers as their 7 digits. The person's earlier
 * e-mail address is told of a new mobile number (changeContact). A new e-mail address, or the
 * one on file while nobody has proven it, is only sent a confirmation link: the address on file
 * stays in force until that link is used.
 */
export async function saveContactDetails(
  db: Db,
  mailer: Mailer,
  input: {
    kennitala: string;
    body: unknown;
    actor: string;
    language: ServerLanguage;
    siteUrl: string;
    contentDir: string;
  },
): Promise<PopupInfo> {
  const result = await validateWith(contactDetailsSchema, input.body ?? {});
  if (!result.ok)
    throw badRequest('ValidationFailed', 'The contact details are not valid', result.errors);
  const { email, mobilePhone, homePhone } = result.value;
  const current = await findContact(db, input.kennitala);
  if (!current) throw notFound('CustomerNotFound', 'No such customer');
  const confirmEmail =
    (current.email ?? '').toLowerCase() !== email.toLowerCase() || !current.email_verified_at;
  // Refused before anything changes, so a refused save changes nothing at all.
  if (confirmEmail) await assertMayRequestEmailChange(db, input.kennitala);
  const { after } = await changeContact(db, mailer, {
    kennitala: input.kennitala,
    next: { mobile_phone: mobilePhone, home_phone: homePhone || null },
    actor: input.actor,
    via: 'self',
    language: input.language,
    siteUrl: input.siteUrl,
    contentDir: input.contentDir,
    audit: { action: 'settings.contactDetailsUpdated' },
  });
  if (!confirmEmail) await dropPendingEmailChange(db, input.kennitala);
  else
    await requestEmailChange(db, mailer, {
      kennitala: input.kennitala,
      name: current.full_name,
      email,
      language: input.language,
      siteUrl: input.siteUrl,
    });
  return withPending(popupInfoOf(after), await pendingEmailOf(db, input.kennitala));
}

// ---- popup dismissals --------------------------------------------------------------------------

export async function checkPopup(db: DbOrTx, kennitala: string, type: PopupType) {
  const row = await findDismissal(db, kennitala, type);
  return { type, dismissedAt: row ? new Date(row.dismissed_at).toISOString() : null };
}

export async function dismissPopup(
  db: Db,
  input: { kennitala: string; type: PopupType; ip: string },
) {
  const row = await saveDismissal(db, input.kennitala, input.type);
  await recordAuditEvent(db, {
    action: 'settings.popupDismissed',
    actor: input.kennitala,
    ip: input.ip,
    detail: { type: input.type },
  });
  return { type: input.type, dismissedAt: row ? new Date(row.dismissed_at).toISOString() : null };
}

// ---- profile picture ---------------------------------------------------------------------------

/** The URL the portal shows the picture from; the hash changes with every new picture. */
export function pictureUrl(meta: { sha256: string } | undefined): string | null {
  return meta ? `${SETTINGS_API.profilePicture}?v=${meta.sha256.slice(0, 16)}` : null;
}

export async function profilePictureUrl(db: DbOrTx, kennitala: string): Promise<string | null> {
  return pictureUrl(await findPictureMeta(db, kennitala));
}

/** The picture is over PROFILE_PICTURE_MAX_BYTES; the field error names the form's one input. */
export const imageTooLarge = () =>
  new AppError('ImageTooLarge', 413, 'The picture is larger than allowed', {
    picture: ['imageTooLarge'],
  });

export async function uploadPicture(
  db: Db,
  input: { kennitala: string; bytes: Buffer; actor: string; ip: string },
): Promise<string | null> {
  const { bytes } = input;
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) throw imageTooLarge();
  // What is stored is a fresh JPEG drawn from the upload's pixels, never the upload itself.
  const picture = await reencodePicture(bytes, { maxEdge: PROFILE_PICTURE_MAX_EDGE });
  const sha256 = createHash('sha256').update(picture.data).digest('hex');
  await db.transaction().execute(async (trx) => {
    await savePicture(trx, {
      kennitala: input.kennitala,
      content_type: picture.contentType,
      data: picture.data,
      byte_size: picture.data.length,
      width: picture.width,
      height: picture.height,
      sha256,
    });
    await recordAuditEvent(trx, {
      action: 'settings.profilePictureUploaded',
      actor: input.actor,
      subject: input.kennitala,
      ip: input.ip,
      detail: {
        contentType: picture.contentType,
        bytes: picture.data.length,
        uploadedBytes: bytes.length,
      },
    });
  });
  return pictureUrl({ sha256 });
}

export async function removePicture(
  db: Db,
  input: { kennitala: string; actor: string; ip: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await deletePicture(trx, input.kennitala);
    if (removed)
      await recordAuditEvent(trx, {
        action: 'settings.profilePictureRemoved',
        actor: input.actor,
        subject: input.kennitala,
        ip: input.ip,
      });
  });
}

// ---- password ----------------------------------------------------------------------------------

/**
 * Changes the signed-in customer's password. The current password is checked by the sign-in
 * rule itself (signInCustomer), so wrong guesses here count toward the same lock-out and
 * per-address throttling as at the sign-in page; the new one is hashed as identity hashes.
 */
export async function changePassword(
  db: Db,
  input: { kennitala: string; body: unknown; ip: string; session: CurrentSession },
): Promise<void> {
  const result = await validateWith(changePasswordSchema, input.body ?? {});
  if (!result.ok)
    throw badRequest('ValidationFailed', 'The password change is not valid', result.errors);
  const { currentPassword, newPassword }: ChangePasswordRequest = result.value;
  const owner = await findPartyName(db, input.kennitala);
  const problem = newPasswordProblem(newPassword, {
    kennitala: input.kennitala,
    name: owner?.full_name,
    email: owner?.email,
  });
  if (problem)
    throw badRequest('ValidationFailed', 'The new password is not allowed', {
      newPassword: [`settings|${problem}`],
    });
  const check = await signInCustomer(db, {
    ssn: input.kennitala,
    password: currentPassword,
    ip: input.ip,
  });
  if (!check.ok) {
    if (check.reason === 'tooManyAttempts')
      throw new AppError('TooManyAttempts', 429, 'Too many wrong passwords; try again later');
    throw badRequest('WrongCurrentPassword', 'The current password is not right', {
      currentPassword: ['settings|wrongCurrentPassword'],
    });
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await savePasswordHash(trx, input.kennitala, passwordHash);
    await recordAuditEvent(trx, {
      action: 'credentials.passwordChanged',
      actor: input.kennitala,
      ip: input.ip,
    });
    await endOtherSessionsAfterPasswordChange(trx, input.kennitala, input.session);
  });
}
