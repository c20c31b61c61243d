import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { normalizeKennitala } from '../../src/domain';
import { badRequest } from '../errors';
import { toServerLanguage, translator } from '../i18n/locales';
import { clientAddressKey, keyedLimit } from '../security/rate-limit';
import { sendServerPage as sendHtml } from '../security/content-security-policy';
import type { Identity } from './identity';
import { changePasswordWithToken, passwordTokenOwner, requestCredentials } from './password-reset';
import { renderRequestCredentialsPage, renderSetPasswordPage } from './password-pages';
import { bodyOf, wantsJson } from './sign-in-steps';

/** Set-password mails a kennitala may be sent in an hour, and an address may ask for. */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_REQUESTS_PER_ADDRESS = 20;
const RESET_WINDOW_MS = 60 * 60_000;

/**
 * The answers of the password-link calls: a form post gets the page back, a JSON caller (Accept:
 * application/json) gets JSON.
 */
const htmlPage = {
  description: 'The page again, telling the outcome (form posts)',
  content: { 'text/html': { schema: { type: 'string' } } },
} as const;
const mailSent = {
  type: 'object',
  required: ['sent'],
  description: 'Accepted: a link is e-mailed if the kennitala has an account (JSON callers)',
  properties: { sent: { type: 'boolean', const: true } },
} as const;
const passwordChanged = {
  description: 'The password is set',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['changed'],
        properties: { changed: { type: 'boolean', const: true } },
      },
    },
    'text/html': { schema: { type: 'string' } },
  },
} as const;

/** Links to set a password: asked for, mailed, and used. */
export const passwordResetRoutes: FastifyPluginAsync<{ identity: Identity }> = async (
  app,
  { identity },
) => {
  const { db } = app.deps.database;

  // Counted for every kennitala asked about, known or not, and answered the same either way,
  // so neither the answer nor the limit tells whether someone is a customer.
  const resetsPerAddress = keyedLimit(app, {
    name: 'reset-address',
    max: RESET_REQUESTS_PER_ADDRESS,
    timeWindowMs: RESET_WINDOW_MS,
    key: clientAddressKey,
  });
  const resetsPerAccount = keyedLimit(app, {
    name: 'reset-account',
    max: RESET_MAILS_PER_ACCOUNT,
    timeWindowMs: RESET_WINDOW_MS,
    key: (request) => normalizeKennitala(bodyOf(request).ssn ?? '') ?? undefined,
  });
  const resetLimited = async (request: FastifyRequest) =>
    (await resetsPerAddress.hit(request)).exceeded ||
    (await resetsPerAccount.hit(request)).exceeded;

  app.get<{ Querystring: { lang?: string; interaction?: string; token?: string } }>(
    '/innskraning/nytt-lykilord/',
    async (request, reply) => {
      const language = toServerLanguage(request.query.lang);
      const { token } = request.query;
      if (token) {
        const owner = await passwordTokenOwner(db, token);
        return sendHtml(reply, (nonce) => renderSetPasswordPage({ language, nonce, token, owner }));
      }
      return sendHtml(reply, (nonce) =>
        renderRequestCredentialsPage({ language, nonce, interaction: request.query.interaction }),
      );
    },
  );

  app.post(
    '/api/user/v1/login/requestcredentials/',
    {
      schema: {
        summary: 'Asks for a link to set a password, mailed to the account’s address',
        response: { 200: htmlPage, 202: mailSent },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const language = toServerLanguage(body.language);
      if (!body.ssn) {
        const message = translator(language, 'login')('requiredField');
        if (wantsJson(request))
          throw badRequest('ValidationFailed', message, { ssn: ['requiredField'] });
        return sendHtml(
          reply,
          (nonce) =>
            renderRequestCredentialsPage({
              language,
              nonce,
              interaction: body.interaction,
              error: message,
            }),
          400,
        );
      }
      await requestCredentials(db, identity.mailer, {
        ssn: body.ssn,
        language,
        siteUrl: app.deps.config.siteUrl,
        ip: request.ip,
        limited: await resetLimited(request),
      });
      if (wantsJson(request)) return reply.code(202).send({ sent: true });
      return sendHtml(reply, (nonce) =>
        renderRequestCredentialsPage({
          language,
          nonce,
          interaction: body.interaction,
          sent: true,
        }),
      );
    },
  );

  // Auth0's management API triggers the same e-mailed link; kept under the path the site calls.
  app.post(
    '/api/Auth0Management/v1/changepassword/',
    {
      schema: {
        summary: 'Mails a link to set a new password to the account of the kennitala given',
        response: { 202: mailSent },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      if (!body.ssn)
        throw badRequest('ValidationFailed', 'ssn is required', { ssn: ['requiredField'] });
      await requestCredentials(db, identity.mailer, {
        ssn: body.ssn,
        language: toServerLanguage(body.language),
        siteUrl: app.deps.config.siteUrl,
        ip: request.ip,
        limited: await resetLimited(request),
      });
      return reply.code(202).send({ sent: true });
    },
  );

  app.post(
    '/api/user/v1/changepasswordtoken/',
    {
      schema: {
        summary: 'Sets a new password with the token of a mailed link',
        response: { 200: passwordChanged },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const language = toServerLanguage(body.language);
      const t = translator(language, 'login');
      const result = await changePasswordWithToken(db, {
        token: body.token ?? '',
        password: body.password ?? '',
        ip: request.ip,
        redis: app.deps.redis,
      });
      if (wantsJson(request)) {
        if (!result.ok)
          throw badRequest(result.reason, t(result.reason), { password: [result.reason] });
        return reply.send({ changed: true });
      }
      if (!result.ok)
        return sendHtml(
          reply,
          (nonce) =>
            renderSetPasswordPage({
              language,
              nonce,
              token: body.token ?? '',
              error: t(result.reason),
            }),
          400,
        );
      return sendHtml(reply, (nonce) =>
        renderSetPasswordPage({ language, nonce, token: '', done: true }),
      );
    },
  );
};
