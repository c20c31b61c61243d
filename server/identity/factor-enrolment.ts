import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../db/database';
import { AppError, notFound } from '../errors';
import { translator, type ServerLanguage } from '../i18n/locales';
import type { Mailer } from '../mail/mailer';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { hashToken } from '../security/token-hash';

/**
 * Staff set up their second factor only through a link an admin has mailed to their own address:
 * whoever merely knows an employee's password cannot bind their own authenticator app. The link
 * lives a day, is good once, and a newer link replaces an older one; only its hash is stored.
 */
export const FACTOR_ENROLMENT = {
  hours: 24,
  /** Where the link lands on the staff host; it keeps the token in a cookie for the sign-in. */
  path: '/innskraning/audkenni/',
  /** Links an admin may send one employee within an hour (each replaces the last). */
  perEmployeeHourly: 5,
} as const;

/** The cookie that carries the link's token from the landing address to the password step. */
export const enrolmentCookieName = (https: boolean) =>
  `${https ? '__Host-' : ''}skjol_staff_enrolment`;

export async function startFactorEnrolment(
  db: Db,
  mailer: Mailer,
  input: { staffId: string; admin: string; staffUrl: string; language: ServerLanguage },
): Promise<void> {
  const staff = await db
    .selectFrom('staff_user')
    .select(['id', 'username', 'full_name', 'email', 'disabled_at'])
    .where('id', '=', input.staffId)
    .executeTakeFirst();
  if (!staff) throw notFound('StaffUserNotFound', 'No employee has that id');
  if (staff.disabled_at !== null)
    throw new AppError('StaffDisabled', 409, 'A disabled employee cannot set up a second factor');
  if (!staff.email)
    throw new AppError('StaffHasNoEmail', 409, 'The employee has no e-mail address to send to');
  const token = randomBytes(32).toString('base64url');
  await db.transaction().execute(async (trx) => {
    // Only the newest link works.
    await trx
      .deleteFrom('staff_factor_enrolment')
      .where('staff_id', '=', staff.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('staff_factor_enrolment')
      .values({
        token_hash: hashToken(token),
        staff_id: staff.id,
        started_by: input.admin,
        expires_at: new Date(Date.now() + FACTOR_ENROLMENT.hours * 3_600_000),
      })
      .execute();
    await recordAuditEvent(trx, {
      action: 'admin.staffSecondFactorEnrolmentStarted',
      actor: input.admin,
      detail: { username: staff.username, hours: FACTOR_ENROLMENT.hours },
    });
  });
  const t = translator(input.language, 'login');
  const link = `${input.staffUrl}${FACTOR_ENROLMENT.path}?token=${token}`;
  await mailer.send({
    to: staff.email,
    subject: t('enrolmentMailSubject'),
    text: t('enrolmentMailBody', {
      name: staff.full_name,
      link,
      hours: String(FACTOR_ENROLMENT.hours),
    }),
  });
}

/** Whether the link's token is unused and in time (for anyone, or for the given employee). */
export async function openFactorEnrolment(
  db: DbOrTx,
  token: string | undefined,
  staffId?: string,
): Promise<{ tokenHash: string; staffId: string } | undefined> {
  if (!token) return undefined;
  let query = db
    .selectFrom('staff_factor_enrolment')
    .select(['token_hash', 'staff_id'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date());
  if (staffId) query = query.where('staff_id', '=', staffId);
  const row = await query.executeTakeFirst();
  return row && { tokenHash: row.token_hash, staffId: row.staff_id };
}

/**
 * Spends the link as the first right code finishes the enrolment; false when it was spent,
 * replaced or ran out meanwhile (the update takes once, however many instances try).
 */
export async function spendFactorEnrolment(
  db: DbOrTx,
  tokenHash: string,
  staffId: string,
): Promise<boolean> {
  const spent = await db
    .updateTable('staff_factor_enrolment')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
