import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/database';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { noteFailedSecondFactor } from './accounts';
import { openFactorEnrolment, spendFactorEnrolment } from './factor-enrolment';

/**
 * Staff's second factor: a six-digit code from an authenticator app (TOTP, 30-second steps, the
 * settings every app understands). The password step leaves a half-way row for the sign-in; the
 * code step finishes it. An employee enrols only through the set-up link an admin mailed them
 * (factor-enrolment.ts): after their password the page shows a QR code and the secret, and the
 * first right code proves the app holds it. One who must have a second factor and has no link is
 * not let in.
 */
export const SECOND_FACTOR = {
  /** How long the code step waits after the right password. */
  stepMinutes: 10,
  /** Wrong codes on one sign-in before it starts over from the password. */
  attempts: 5,
  /** The issuer an authenticator app shows beside the account. */
  issuer: 'Skjól',
} as const;

type StaffFactorRow = {
  id: string;
  username: string;
  role: string;
  totp_secret: string | null;
  second_factor_required: boolean;
};

/**
 * Who must give a code: whoever has enrolled (they chose it, or were made to), whoever an admin
 * asked it of, and outside demo mode every employee who may change things (Full and Admin).
 */
export function needsSecondFactor(
  staff: Pick<StaffFactorRow, 'role' | 'totp_secret' | 'second_factor_required'>,
  demoMode: boolean,
): boolean {
  return (
    staff.totp_secret !== null ||
    staff.second_factor_required ||
    (!demoMode && staff.role !== 'Readonly')
  );
}

export type Enrolment = { secret: string; uri: string };

async function enrolmentOf(username: string, secret: string): Promise<Enrolment> {
  const uri = generateURI({ issuer: SECOND_FACTOR.issuer, label: username, secret });
  return { secret, uri };
}

async function staffRow(db: Db, staffId: string): Promise<StaffFactorRow | undefined> {
  return db
    .selectFrom('staff_user')
    .select(['id', 'username', 'role', 'totp_secret', 'second_factor_required'])
    .where('id', '=', staffId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/** A sign-in waiting for its code: an enrolled employee's, or one enrolling now. */
export type PendingStep = { kind: 'code' } | { kind: 'enrol'; enrolment: Enrolment };
export type SecondFactorStep = { kind: 'none' } | { kind: 'notEnrolled' } | PendingStep;

/**
 * After the right password: whether the sign-in is done, waits for a code (and, for someone
 * enrolling through their set-up link, a new secret to put in their app), or is refused because
 * a second factor is required and none is set up. Starting again replaces any earlier step.
 */
export async function startSecondFactor(
  db: Db,
  input: {
    interactionUid: string;
    staffId: string;
    demoMode: boolean;
    /** The token of the set-up link the browser came through, if it did. */
    enrolmentToken?: string;
  },
): Promise<SecondFactorStep> {
  const staff = await staffRow(db, input.staffId);
  if (!staff) return { kind: 'none' };
  const link =
    staff.totp_secret === null
      ? await openFactorEnrolment(db, input.enrolmentToken, staff.id)
      : undefined;
  if (!link) {
    if (!needsSecondFactor(staff, input.demoMode)) return { kind: 'none' };
    if (staff.totp_secret === null) {
      await recordAuditEvent(db, {
        action: 'staffSignIn.secondFactorNotEnrolled',
        actor: `staff:${staff.username}`,
      });
      return { kind: 'notEnrolled' };
    }
  }
  const enrolmentSecret = link ? generateSecret() : null;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('staff_sign_in_step')
      .where((eb) =>
        eb.or([
          eb('interaction_uid', '=', input.interactionUid),
          eb('expires_at', '<', new Date()),
        ]),
      )
      .execute();
    await trx
      .insertInto('staff_sign_in_step')
      .values({
        interaction_uid: input.interactionUid,
        staff_id: staff.id,
        enrolment_secret: enrolmentSecret,
        enrolment_token_hash: link?.tokenHash ?? null,
        expires_at: new Date(Date.now() + SECOND_FACTOR.stepMinutes * 60_000),
      })
      .execute();
  });
  return pendingStepOf(staff.username, enrolmentSecret);
}

/** What the code page shows: the code field alone, or with the secret being enrolled. */
async function pendingStepOf(
  username: string,
  enrolmentSecret: string | null,
): Promise<PendingStep> {
  return enrolmentSecret === null
    ? { kind: 'code' }
    : { kind: 'enrol', enrolment: await enrolmentOf(username, enrolmentSecret) };
}

/** The step a sign-in is at, to show its page again (after a wrong code, or a language switch). */
export async function pendingSecondFactor(
  db: Db,
  interactionUid: string,
): Promise<PendingStep | undefined> {
  const step = await db
    .selectFrom('staff_sign_in_step')
    .innerJoin('staff_user', 'staff_user.id', 'staff_sign_in_step.staff_id')
    .select(['staff_sign_in_step.enrolment_secret', 'staff_user.username'])
    .where('interaction_uid', '=', interactionUid)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return step && pendingStepOf(step.username, step.enrolment_secret);
}

export type SecondFactorCheck =
  | { ok: true; staffId: string }
  | { ok: false; reason: 'totpInvalid'; step: PendingStep }
  | { ok: false; reason: 'totpTooManyAttempts' }
  | { ok: false; reason: 'sessionExpired' };

/** Six digits, however the person spaced them ("123 456" as some apps show it). */
export function normalizeCode(code: string): string | undefined {
  const digits = code.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * Checks the code of a sign-in waiting for one. A code is good once: the step it was made in is
 * kept, and a code of that step or an earlier one is refused, even on another instance at the
 * same moment (the update only takes when the kept step is still earlier).
 */
export async function checkSecondFactor(
  db: Db,
  input: { interactionUid: string; code: string; ip: string },
): Promise<SecondFactorCheck> {
  const step = await db
    .selectFrom('staff_sign_in_step')
    .innerJoin('staff_user', 'staff_user.id', 'staff_sign_in_step.staff_id')
    .select([
      'staff_sign_in_step.staff_id',
      'staff_sign_in_step.enrolment_secret',
      'staff_sign_in_step.enrolment_token_hash',
      'staff_sign_in_step.failed_attempts',
      'staff_user.username',
      'staff_user.totp_secret',
      'staff_user.totp_last_step',
      'staff_user.disabled_at',
    ])
    .where('interaction_uid', '=', input.interactionUid)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  if (!step || step.disabled_at !== null) return { ok: false, reason: 'sessionExpired' };
  const secret = step.enrolment_secret ?? step.totp_secret;
  if (secret === null) return { ok: false, reason: 'sessionExpired' };
  const actor = `staff:${step.username}`;

  const code = normalizeCode(input.code);
  const result = code
    ? await verify({
        secret,
        token: code,
        // One step either side, for a phone's clock a little off.
        epochTolerance: 30,
        ...(step.totp_last_step !== null ? { afterTimeStep: step.totp_last_step } : {}),
      }).catch(() => ({ valid: false as const }))
    : { valid: false as const };

  if (result.valid && 'timeStep' in result) {
    const enrolling = step.enrolment_secret !== null;
    // The set-up link is spent by the enrolment it started: a second use finds it gone.
    if (
      enrolling &&
      !(
        step.enrolment_token_hash !== null &&
        (await spendFactorEnrolment(db, step.enrolment_token_hash, step.staff_id))
      )
    ) {
      await abandonSecondFactor(db, input.interactionUid);
      return { ok: false, reason: 'sessionExpired' };
    }
    const updated = await db
      .updateTable('staff_user')
      .set({
        totp_last_step: result.timeStep,
        ...(enrolling ? { totp_secret: secret, totp_enrolled_at: new Date() } : {}),
      })
      .where('id', '=', step.staff_id)
      .where((eb) =>
        eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', result.timeStep)]),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await db
        .deleteFrom('staff_sign_in_step')
        .where('interaction_uid', '=', input.interactionUid)
        .execute();
      await recordAuditEvent(db, {
        action: enrolling ? 'staffSignIn.secondFactorEnrolled' : 'staffSignIn.secondFactor',
        actor,
      });
      return { ok: true, staffId: step.staff_id };
    }
  }

  await noteFailedSecondFactor(db, { username: step.username, ip: input.ip });
  await recordAuditEvent(db, { action: 'staffSignIn.secondFactorFailed', actor });
  const failed = step.failed_attempts + 1;
  if (failed >= SECOND_FACTOR.attempts) {
    await db
      .deleteFrom('staff_sign_in_step')
      .where('interaction_uid', '=', input.interactionUid)
      .execute();
    return { ok: false, reason: 'totpTooManyAttempts' };
  }
  await db
    .updateTable('staff_sign_in_step')
    .set({ failed_attempts: failed })
    .where('interaction_uid', '=', input.interactionUid)
    .execute();
  return {
    ok: false,
    reason: 'totpInvalid',
    step: await pendingStepOf(step.username, step.enrolment_secret),
  };
}

/** The person chose to start the sign-in over: the half-way step is forgotten. */
export async function abandonSecondFactor(db: Db, interactionUid: string): Promise<void> {
  await db.deleteFrom('staff_sign_in_step').where('interaction_uid', '=', interactionUid).execute();
}

/** An admin's reset: the employee sets it up again through a new link an admin sends them. */
export async function resetSecondFactor(db: Db, staffId: string): Promise<void> {
  await db
    .updateTable('staff_user')
    .set({ totp_secret: null, totp_enrolled_at: null, totp_last_step: null })
    .where('id', '=', staffId)
    .execute();
  await db.deleteFrom('staff_sign_in_step').where('staff_id', '=', staffId).execute();
}
