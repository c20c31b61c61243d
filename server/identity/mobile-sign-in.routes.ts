import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isValidLocalPhone, normalizeLocalPhone } from '../../src/domain';
import { problem } from '../errors';
import { translator, type ServerLanguage } from '../i18n/locales';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import {
  EID_REQUEST_MINUTES,
  EidProviderError,
  newVerificationCode,
  type EidStatus,
} from '../eid/eid';
import { reserveEidSignIn } from '../eid/throttle';
import { sendServerPage as sendHtml } from '../security/content-security-policy';
import type { Identity } from './identity';
import { newCustomerPath } from './new-customer';
import { findParty } from '../modules/party/party.repository';
import { renderMobileWaitingPage } from './sign-in-pages';
import { bodyOf, signInSteps, wantsJson } from './sign-in-steps';

/** Sign-in with mobile electronic ID: the request to the phone, then polls until it is answered. */
export const mobileSignInRoutes: FastifyPluginAsync<{ identity: Identity }> = async (
  app,
  { identity },
) => {
  const { db } = app.deps.database;
  const steps = signInSteps(app, identity);

  /**
   * Mobile ID is off: the endpoint answers 503 MobileIdUnavailable, to a browser on the
   * password sign-in page (which offers nothing else), to scripts as a problem.
   */
  async function mobileUnavailable(request: FastifyRequest, reply: FastifyReply) {
    const interaction = await steps.interactionOf(request, reply);
    if (interaction?.tenant.name === 'customer' && !wantsJson(request)) {
      return steps.signInFailed(request, reply, {
        language: steps.interactionLanguage(request, interaction.details.params),
        tenant: 'customer',
        uid: interaction.details.uid,
        method: 'password',
        reason: 'MobileIdUnavailable',
        status: 503,
        values: {},
      });
    }
    const language = steps.interactionLanguage(request, interaction?.details.params);
    return reply
      .code(503)
      .type('application/problem+json')
      .send(
        problem(503, 'MobileIdUnavailable', translator(language, 'login')('MobileIdUnavailable')),
      );
  }

  // Two steps on one endpoint: a phone number starts a request; a requestId asks how it went.
  // The kennitala signed in comes only from the provider's answer: no field sent here names one.
  steps.signInRoute('mobile', async (request, reply) => {
    const eid = identity.eid;
    if (!eid) return mobileUnavailable(request, reply);
    const interaction = await steps.interactionOf(request, reply);
    if (!interaction || interaction.tenant.name !== 'customer')
      return steps.sessionExpired(request, reply);
    const body = bodyOf(request);
    const language = steps.interactionLanguage(request, interaction.details.params);
    const uid = interaction.details.uid;
    const fail = steps.failMobile(request, reply, { language, uid });
    const auditFailure = (detail: Record<string, unknown>) =>
      recordAuditEvent(db, {
        action: 'signIn.failed',
        actor: null,
        detail: { method: 'mobile', ...detail },
      });

    if (body.requestId) {
      const pending = await db
        .selectFrom('eid_request')
        .selectAll()
        .where('id', '=', body.requestId)
        .where('interaction_uid', '=', uid)
        .executeTakeFirst();
      if (!pending || pending.status !== 'pending') return fail('mobileRejected', 400);
      const finishRequest = (
        status: 'approved' | 'rejected' | 'expired',
        kennitala: string | null = null,
        fullName: string | null = null,
      ) =>
        db
          .updateTable('eid_request')
          .set({ status, kennitala, full_name: fullName ?? null })
          .where('id', '=', pending.id)
          .where('status', '=', 'pending')
          .executeTakeFirst()
          .then((result) => result.numUpdatedRows > 0n);

      let outcome: EidStatus;
      if (new Date(pending.expires_at).getTime() <= Date.now()) {
        outcome = { status: 'expired' };
      } else if (!pending.provider_reference) {
        // The start never reached the provider (it failed, or the process stopped meanwhile).
        outcome = { status: 'rejected', reason: 'notStarted' };
      } else {
        try {
          outcome = await eid.status(pending.provider_reference);
        } catch (error) {
          if (!(error instanceof EidProviderError)) throw error;
          request.log.warn({ err: error }, 'mobile ID status failed');
          await auditFailure({ outcome: 'providerError', requestId: pending.id });
          return fail('MobileIdProviderFailed', 502);
        }
      }
      if (outcome.status === 'pending') {
        if (wantsJson(request)) return reply.send({ status: 'pending' });
        return sendHtml(reply, (nonce) =>
          renderMobileWaitingPage({
            language,
            nonce,
            uid,
            requestId: pending.id,
            verificationCode: pending.verification_code,
          }),
        );
      }
      if (outcome.status !== 'approved') {
        if (await finishRequest(outcome.status)) {
          await auditFailure({
            outcome: outcome.status,
            requestId: pending.id,
            ...(outcome.status === 'rejected' && outcome.reason ? { reason: outcome.reason } : {}),
          });
        }
        return fail('mobileRejected', 401);
      }
      // Only the poll that moves the request out of pending completes the sign-in.
      if (!(await finishRequest('approved', outcome.kennitala, outcome.name ?? null)))
        return fail('mobileRejected', 400);
      if (!(await findParty(db, outcome.kennitala))) {
        // Someone mobile ID vouches for who is not yet a customer: on to become one, with
        // the kennitala and name the provider gave, kept with this request on our side.
        if (!outcome.name) return fail('mobileNotCustomer', 403);
        const next = `${newCustomerPath(uid)}?lang=${language}`;
        if (wantsJson(request)) return reply.send({ redirectTo: next });
        return reply.redirect(next, 303);
      }
      await recordAuditEvent(db, {
        action: 'signIn.succeeded',
        actor: outcome.kennitala,
        detail: { method: 'mobile', requestId: pending.id },
      });
      return steps.finish(request, reply, outcome.kennitala, ['mob']);
    }

    return startMobile(request, reply, { eid, uid, language, phone: body.phone ?? '', fail });
  });
};

/**
 * Sends the approval request to the phone and shows the code: from the form, or at once when
 * the sign-in was asked for with mobile ID and a number (a purchase asks so, having taken the
 * number where the buying started).
 */
export async function startMobile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    eid: NonNullable<Identity['eid']>;
    uid: string;
    language: ServerLanguage;
    phone: string;
    fail: (reason: string, status: number, values?: Record<string, string>) => unknown;
  },
) {
  const { db } = request.server.deps.database;
  const { eid, uid, language, phone, fail } = options;
  const auditFailure = (detail: Record<string, unknown>) =>
    recordAuditEvent(db, {
      action: 'signIn.failed',
      actor: null,
      detail: { method: 'mobile', ...detail },
    });
  if (!isValidLocalPhone(phone))
    return fail(phone ? 'invalidPhone' : 'requiredField', 400, { phone });
  const normalized = normalizeLocalPhone(phone) as string;
  const verificationCode = newVerificationCode();
  const requestId = crypto.randomUUID();
  const reservation = await reserveEidSignIn(db, {
    id: requestId,
    phone: normalized,
    clientIp: request.ip,
    verificationCode,
    interactionUid: uid,
    expiresAt: new Date(Date.now() + EID_REQUEST_MINUTES * 60_000),
  });
  if (!reservation.ok) {
    await recordAuditEvent(db, {
      action: 'signIn.throttled',
      actor: null,
      detail: { method: 'mobile', limit: reservation.limit },
    });
    return fail('MobileIdThrottled', 429, { phone });
  }
  let reference: string;
  try {
    ({ reference } = await eid.start(normalized, verificationCode));
  } catch (error) {
    if (!(error instanceof EidProviderError)) throw error;
    request.log.warn({ err: error }, 'mobile ID start failed');
    await db
      .updateTable('eid_request')
      .set({ status: 'rejected' })
      .where('id', '=', requestId)
      .execute();
    await auditFailure({ outcome: 'providerError', requestId });
    return fail('MobileIdProviderFailed', 502, { phone });
  }
  await db
    .updateTable('eid_request')
    .set({ provider_reference: reference })
    .where('id', '=', requestId)
    .execute();
  if (wantsJson(request)) return reply.send({ requestId, verificationCode, status: 'pending' });
  return sendHtml(reply, (nonce) =>
    renderMobileWaitingPage({ language, nonce, uid, requestId, verificationCode }),
  );
}
