import type { FastifyPluginAsync } from 'fastify';
import { toServerLanguage, translator } from '../i18n/locales';
import { clientAddressKey, keyedLimit } from '../security/rate-limit';
import { sendServerPage as sendHtml } from '../security/content-security-policy';
import type { Identity } from './identity';
import { enrolmentCookieName, FACTOR_ENROLMENT, openFactorEnrolment } from './factor-enrolment';
import { checkSecondFactor } from './second-factor';
import { renderEnrolmentLinkPage } from './sign-in-pages';
import { bodyOf, signInSteps } from './sign-in-steps';

/** The staff sign-in's second factor: the set-up link's landing, and the code step. */
export const secondFactorRoutes: FastifyPluginAsync<{ identity: Identity }> = async (
  app,
  { identity },
) => {
  const { db } = app.deps.database;
  const steps = signInSteps(app, identity);

  /**
   * Where a second-factor set-up link lands: a link still good is kept in an HttpOnly cookie of
   * the staff host for an hour, and the employee is sent to sign in; after their password the
   * sign-in shows the QR code. A spent, replaced or late link says so.
   */
  const enrolmentLandings = keyedLimit(app, {
    name: 'staff-enrolment-landing',
    max: 30,
    timeWindowMs: 60 * 60_000,
    key: clientAddressKey,
  });
  app.get<{ Querystring: { token?: string; lang?: string } }>(
    FACTOR_ENROLMENT.path,
    async (request, reply) => {
      const language = toServerLanguage(request.query.lang);
      const tenant = identity.tenantForHost(request.hostname);
      const limited = (await enrolmentLandings.hit(request)).exceeded;
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      const open =
        tenant.name === 'staff' && !limited && token && /^[\w-]{20,100}$/.test(token)
          ? await openFactorEnrolment(db, token)
          : undefined;
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      if (!open || !token) {
        return sendHtml(
          reply,
          (nonce) => renderEnrolmentLinkPage(language, nonce, limited),
          limited ? 429 : 400,
        );
      }
      const https = tenant.issuer.startsWith('https://');
      const cookie = [
        `${enrolmentCookieName(https)}=${token}`,
        'Path=/',
        'HttpOnly',
        'SameSite=Lax',
        'Max-Age=3600',
        ...(https ? ['Secure'] : []),
      ].join('; ');
      return reply
        .header('set-cookie', cookie)
        .redirect(language === 'en' ? '/en/vidskipti/' : '/vidskipti/', 303);
    },
  );

  steps.signInRoute('totp', async (request, reply) => {
    const interaction = await steps.interactionOf(request, reply);
    if (!interaction || interaction.tenant.name !== 'staff')
      return steps.sessionExpired(request, reply);
    const language = steps.interactionLanguage(request, interaction.details.params);
    const uid = interaction.details.uid;
    const checked = await checkSecondFactor(db, {
      interactionUid: uid,
      code: bodyOf(request).code ?? '',
      ip: request.ip,
    });
    if (checked.ok) return steps.finish(request, reply, checked.staffId, ['pwd', 'otp']);
    if (checked.reason === 'sessionExpired') return steps.sessionExpired(request, reply);
    const message = translator(language, 'login')(checked.reason);
    if (checked.reason === 'totpTooManyAttempts')
      return steps.signInFailed(request, reply, {
        language,
        tenant: 'staff',
        uid,
        method: 'password',
        reason: checked.reason,
        status: 429,
        values: {},
      });
    return steps.secondFactorPage(request, reply, {
      language,
      uid,
      step: checked.step,
      status: 401,
      error: message,
    });
  });
};
