import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errors as oidcErrors, type KoaContextWithOIDC } from 'oidc-provider';
import { isValidLocalPhone, normalizeKennitala, normalizeLocalPhone } from '../../src/domain';
import { errors } from '../../src/domain/api/common';
import { badRequest, problem } from '../errors';
import { toServerLanguage, translator, type ServerLanguage } from '../i18n/locales';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import {
  EID_REQUEST_MINUTES,
  EidProviderError,
  newVerificationCode,
  type EidStatus,
} from '../eid/eid';
import { reserveEidSignIn } from '../eid/throttle';
import { clientAddressKey, keyedLimit } from '../security/rate-limit';
import { signInCustomer, signInStaff, type SignInFailure, type SignInResult } from './accounts';
import { sendServerPage as sendHtml } from '../security/content-security-policy';
import { INVALID_CHARACTERS, isPlainText } from '../security/text-input';
import type { Identity } from './identity';
import { changePasswordWithToken, passwordTokenOwner, requestCredentials } from './password-reset';
import { registerStrengthScripts } from './password-strength-scripts';
import { watchSessionEnds } from './sessions';
import { registerUserinfo } from './userinfo';
import { enrolmentCookieName, FACTOR_ENROLMENT, openFactorEnrolment } from './factor-enrolment';
import {
  abandonSecondFactor,
  checkSecondFactor,
  pendingSecondFactor,
  startSecondFactor,
  type PendingStep,
} from './second-factor';
import {
  checkNewCustomer,
  createCustomer,
  identifiedStranger,
  newCustomerPath,
  type NewCustomerErrors,
} from './new-customer';
import { findParty } from '../modules/party/party.repository';
import {
  renderRequestCredentialsPage,
  renderSetPasswordPage,
  renderSignInExpiredPage,
} from './password-pages';
import {
  renderEnrolmentLinkPage,
  renderMobileWaitingPage,
  renderNewCustomerPage,
  renderSecondFactorPage,
  renderSignInPage,
  type SignInMethod,
} from './sign-in-pages';

/** The provider's own endpoints, under Auth0's names; /userinfo is answered in userinfo.ts. */
const PROVIDER_PATHS = [
  '/authorize',
  '/authorize/*',
  '/oauth/token',
  '/oauth/revoke',
  '/oauth/par',
  '/v2/logout',
  '/v2/logout/*',
  '/.well-known/openid-configuration',
  '/.well-known/jwks.json',
];

type FormBody = Record<string, string | undefined>;

function wantsJson(request: FastifyRequest): boolean {
  return (
    request.headers['content-type']?.includes('application/json') === true ||
    request.headers.accept?.includes('application/json') === true
  );
}

/** One line each for the sign-in calls in the API's description. */
const SIGN_IN_SUMMARIES = {
  password: 'A customer signs in with kennitala and password',
  employee: 'An employee signs in with username and password',
  totp: 'An employee completes sign-in with the code of their authenticator app',
  mobile: 'Starts or completes sign-in with mobile electronic ID',
} as const;

/**
 * The sign-in forms' fields (they have no schema: the provider's routes parse their own bodies).
 * Text only, as every schema demands: a control character or lone surrogate is a 400, never a
 * value that reaches the database.
 */
function bodyOf(request: FastifyRequest): FormBody {
  const body = request.body;
  if (!body || typeof body !== 'object') return {};
  // Entries, not assignments: a field may be called '__proto__'.
  const fields = Object.entries(body as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const refused = fields.filter(([, value]) => !isPlainText(value));
  if (refused.length > 0) {
    const errors = refused.map(([key]) => [isPlainText(key) ? key : '_', [INVALID_CHARACTERS]]);
    throw badRequest('ValidationFailed', 'The request is not valid', Object.fromEntries(errors));
  }
  return Object.fromEntries(fields);
}

/** A page of ours, rendered with the nonce its CSP allows for its one <style> and <script>. */

/** Set-password mails a kennitala may be sent in an hour, and an address may ask for. */
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

/**
 * What the sign-in endpoints answer: browsers get a 303 on to the provider, or the sign-in page
 * again with the failure's status (400, 401, 429, 502, 503); scripts asking for JSON get where to
 * go next (or how a mobile sign-in stands) and the failures as problems.
 */
const signInAnswers = {
  200: {
    description: 'JSON callers: { redirectTo } when signed in, or the mobile request as it stands',
    type: 'object',
    additionalProperties: true,
  },
  303: { description: 'Browsers: signed in, on to the provider', type: 'null' },
  ...errors(401, 429, 502),
} as const;

export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_REQUESTS_PER_ADDRESS = 20;
const RESET_WINDOW_MS = 60 * 60_000;

const FAILURE_STATUS: Record<SignInFailure, number> = {
  invalidCredentials: 401,
  invalidSsn: 400,
  tooManyAttempts: 429,
};

/**
 * Mounts the customer and staff OpenID providers (chosen by Host) and the sign-in pages and
 * endpoints behind them. Sign-in forms post to /api/user/v1/login/…; browsers get pages and
 * redirects back, scripts asking for JSON get JSON.
 */
export const identityRoutes =
  (identity: Identity): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    const { db } = app.deps.database;
    for (const name of ['customer', 'staff'] as const) {
      const provider = identity.providers[name];
      if (!provider) continue;
      watchSessionEnds(provider, name, () => ({ db, redis: app.deps.redis }));
      // The provider answers its own failures with a generic error page; the cause goes to the log.
      provider.on('server_error', (ctx: KoaContextWithOIDC, error: Error) => {
        app.log.error(
          { err: error, tenant: name, method: ctx.method, path: ctx.path },
          'sign-in provider failed',
        );
      });
    }
    registerUserinfo(app, identity);
    registerStrengthScripts(app);
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

    const providerFor = (request: FastifyRequest) => {
      const tenant = identity.tenantForHost(request.hostname);
      const provider = identity.providers[tenant.name];
      if (!provider) return undefined;
      // An https issuer is only ever reached through TLS (the proxy in front of us ends it), so
      // the provider is told so whatever the proxy forwards: it sets Secure cookies and refuses
      // to over a connection it believes is plain http.
      if (tenant.issuer.startsWith('https://')) request.raw.headers['x-forwarded-proto'] = 'https';
      return { tenant, provider };
    };

    // The provider reads its own request bodies, so this scope parses none of them; a JSON
    // token request (as the Auth0 SDK sends it) is turned into the form encoding the provider understands.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 56 * 1024 },
        (_request, body, done) => done(null, body),
      );
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      for (const path of PROVIDER_PATHS) {
        scope.all(path, async (request, reply) => {
          const match = providerFor(request);
          if (!match) {
            return reply
              .code(404)
              .type('application/problem+json')
              .send(problem(404, 'NotFound', 'Sign-in is handled by an external tenant'));
          }
          const raw = request.raw as typeof request.raw & { body?: unknown };
          if (typeof request.body === 'string') {
            try {
              raw.body = JSON.parse(request.body);
            } catch {
              throw badRequest('InvalidBody', 'The request body is not valid JSON');
            }
            raw.headers['content-type'] = 'application/x-www-form-urlencoded';
          }
          if (request.url.startsWith('/v2/logout?')) {
            // Auth0 names the return address returnTo; OpenID calls it post_logout_redirect_uri.
            const url = new URL(request.url, match.tenant.origin);
            const returnTo = url.searchParams.get('returnTo');
            if (returnTo) {
              url.searchParams.delete('returnTo');
              url.searchParams.set('post_logout_redirect_uri', returnTo);
            }
            raw.url = `${url.pathname}${url.search}`;
          }
          // Fastify's onSend hooks do not run from here on: helmet's headers were already put on
          // the raw response when the request arrived, and the provider sets its own CSP.
          reply.hijack();
          await match.provider.callback()(raw, reply.raw);
        });
      }
    });

    function interactionLanguage(
      request: FastifyRequest,
      params: Record<string, unknown> | undefined,
    ): ServerLanguage {
      const query = request.query as Record<string, string | undefined>;
      const fromBody = bodyOf(request).language;
      const fromParams = typeof params?.ui_locales === 'string' ? params.ui_locales : undefined;
      return toServerLanguage(query.lang ?? fromBody ?? fromParams);
    }

    async function interactionOf(request: FastifyRequest, reply: FastifyReply) {
      const match = providerFor(request);
      if (!match) return undefined;
      try {
        const details = await match.provider.interactionDetails(request.raw, reply.raw);
        return { ...match, details };
      } catch (error) {
        if (error instanceof oidcErrors.SessionNotFound) return undefined;
        throw error;
      }
    }

    async function finish(
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: string,
      amr: string[],
    ) {
      const match = providerFor(request);
      if (!match) throw badRequest('NoProvider', 'No sign-in on this host');
      const redirectTo = await match.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId, amr } },
        { mergeWithLastSubmission: false },
      );
      if (wantsJson(request)) return reply.send({ redirectTo });
      return reply.redirect(redirectTo, 303);
    }

    function sessionExpired(request: FastifyRequest, reply: FastifyReply) {
      const language = interactionLanguage(request, undefined);
      if (wantsJson(request)) {
        return reply
          .code(400)
          .type('application/problem+json')
          .send(problem(400, 'SessionExpired', translator(language, 'login')('sessionExpired')));
      }
      return sendHtml(reply, (nonce) => renderSignInExpiredPage(language, nonce), 400);
    }

    app.get<{
      Params: { uid: string };
      Querystring: { lang?: string; method?: string; restart?: string };
    }>('/interaction/:uid', async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction || interaction.details.uid !== request.params.uid)
        return sessionExpired(request, reply);
      const language = interactionLanguage(request, interaction.details.params);
      if (interaction.tenant.name === 'staff') {
        // A staff sign-in waiting for its code shows that step again (a language switch), unless
        // the person chose to start over.
        const uid = interaction.details.uid;
        if (request.query.restart === '1') {
          await abandonSecondFactor(db, uid);
        } else {
          const step = await pendingSecondFactor(db, uid);
          if (step) return secondFactorPage(request, reply, { language, uid, step, status: 200 });
        }
      }
      const mobile = identity.eid !== null;
      const params = interaction.details.params;
      const askedMobile = params.connection === 'mobile';
      const method: SignInMethod =
        mobile && (request.query.method ?? (askedMobile ? 'mobile' : undefined)) === 'mobile'
          ? 'mobile'
          : 'password';
      // Asked with mobile ID and a number: the request goes to the phone at once, once per
      // sign-in (the tabs and "cancel" come back here with ?method= and show the form instead).
      const hint = typeof params.login_hint === 'string' ? params.login_hint : '';
      if (
        interaction.tenant.name === 'customer' &&
        mobile &&
        askedMobile &&
        request.query.method === undefined &&
        isValidLocalPhone(hint) &&
        !(await db
          .selectFrom('eid_request')
          .select('id')
          .where('interaction_uid', '=', interaction.details.uid)
          .executeTakeFirst())
      ) {
        const uid = interaction.details.uid;
        return startMobile(request, reply, {
          uid,
          language,
          phone: hint,
          fail: (reason, status, values = {}) =>
            signInFailed(request, reply, {
              language,
              tenant: 'customer',
              uid,
              method: 'mobile',
              reason,
              status,
              values,
            }),
        });
      }
      return sendHtml(reply, (nonce) =>
        renderSignInPage({
          language,
          nonce,
          tenant: interaction.tenant.name,
          uid: interaction.details.uid,
          method,
          mobile,
        }),
      );
    });

    /** A failed sign-in: the same page again with the translated reason, or a problem for scripts. */
    function signInFailed(
      request: FastifyRequest,
      reply: FastifyReply,
      options: {
        language: ServerLanguage;
        tenant: 'customer' | 'staff';
        uid: string;
        method: SignInMethod;
        reason: string;
        status: number;
        values: Record<string, string>;
      },
    ) {
      const message = translator(options.language, 'login')(options.reason);
      if (wantsJson(request)) {
        return reply
          .code(options.status)
          .type('application/problem+json')
          .send(problem(options.status, options.reason, message));
      }
      return sendHtml(
        reply,
        (nonce) =>
          renderSignInPage({
            language: options.language,
            nonce,
            tenant: options.tenant,
            uid: options.uid,
            method: options.method,
            mobile: identity.eid !== null,
            error: message,
            values: options.values,
          }),
        options.status,
      );
    }

    /**
     * The password sign-in both tenants share: the identifier field differs (kennitala for
     * customers, username for staff), the rules and the answers do not.
     */
    /**
     * The provider scopes its interaction cookie to /interaction/<uid>, so the sign-in pages post
     * beneath that path; the same handlers answer at their /api/user/v1/login/ paths too.
     */
    function signInRoute(
      name: keyof typeof SIGN_IN_SUMMARIES,
      handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ) {
      app.post(
        `/api/user/v1/login/${name}/`,
        { schema: { summary: SIGN_IN_SUMMARIES[name], response: signInAnswers } },
        handler,
      );
      app.post(`/interaction/:uid/login/${name}/`, handler);
    }

    function passwordSignIn(
      tenant: 'customer' | 'staff',
      identifierField: 'ssn' | 'username',
      check: (
        identifier: string,
        password: string,
        ip: string,
      ) => Promise<SignInResult<{ accountId: string }>>,
    ) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const interaction = await interactionOf(request, reply);
        if (!interaction || interaction.tenant.name !== tenant)
          return sessionExpired(request, reply);
        const body = bodyOf(request);
        const identifier = body[identifierField];
        const base = {
          language: interactionLanguage(request, interaction.details.params),
          tenant,
          uid: interaction.details.uid,
          method: 'password' as const,
          values: { [identifierField]: identifier ?? '' },
        };
        if (!identifier || !body.password) {
          return signInFailed(request, reply, { ...base, reason: 'requiredField', status: 400 });
        }
        const result = await check(identifier, body.password, request.ip);
        if (!result.ok) {
          const reason =
            tenant === 'staff' && result.reason === 'invalidCredentials'
              ? 'staffInvalidCredentials'
              : result.reason;
          return signInFailed(request, reply, {
            ...base,
            reason,
            status: FAILURE_STATUS[result.reason],
          });
        }
        if (tenant === 'staff') {
          const step = await startSecondFactor(db, {
            interactionUid: interaction.details.uid,
            staffId: result.account.accountId,
            demoMode: app.deps.config.demoMode,
            enrolmentToken: enrolmentTokenOf(request, interaction.tenant.issuer),
          });
          if (step.kind === 'notEnrolled')
            return signInFailed(request, reply, {
              ...base,
              reason: 'secondFactorNotEnrolled',
              status: 403,
            });
          if (step.kind !== 'none')
            return secondFactorPage(request, reply, { ...base, step, status: 200 });
        }
        return finish(request, reply, result.account.accountId, ['pwd']);
      };
    }

    /** The set-up link's token, carried from its landing address in a cookie of the staff host. */
    function enrolmentTokenOf(request: FastifyRequest, issuer: string): string | undefined {
      const name = enrolmentCookieName(issuer.startsWith('https://'));
      for (const pair of (request.headers.cookie ?? '').split(';')) {
        const index = pair.indexOf('=');
        if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
      }
      return undefined;
    }

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

    signInRoute(
      'password',
      passwordSignIn('customer', 'ssn', async (ssn, password, ip) => {
        const result = await signInCustomer(db, { ssn, password, ip });
        return result.ok ? { ok: true, account: { accountId: result.account.kennitala } } : result;
      }),
    );

    signInRoute(
      'employee',
      passwordSignIn('staff', 'username', async (username, password, ip) => {
        const result = await signInStaff(db, { username, password, ip });
        return result.ok ? { ok: true, account: { accountId: result.account.id } } : result;
      }),
    );

    /**
     * The staff sign-in's code step: the page (enrolling or not), or for scripts what it waits
     * for; an enrolment's secret goes to the person signing in, who alone has passed the password.
     */
    function secondFactorPage(
      request: FastifyRequest,
      reply: FastifyReply,
      options: {
        language: ServerLanguage;
        uid: string;
        step: PendingStep;
        status: number;
        error?: string;
      },
    ) {
      const { step } = options;
      const enrolment = step.kind === 'enrol' ? step.enrolment : undefined;
      if (wantsJson(request)) {
        const waiting = {
          secondFactor: step.kind,
          ...(enrolment ? { secret: enrolment.secret, otpauthUri: enrolment.uri } : {}),
        };
        if (!options.error) return reply.code(options.status).send(waiting);
        return reply
          .code(options.status)
          .type('application/problem+json')
          .send({ ...problem(options.status, 'totpInvalid', options.error), ...waiting });
      }
      return sendHtml(
        reply,
        (nonce) =>
          renderSecondFactorPage({
            language: options.language,
            nonce,
            uid: options.uid,
            ...(enrolment ? { enrolment } : {}),
            ...(options.error ? { error: options.error } : {}),
          }),
        options.status,
      );
    }

    signInRoute('totp', async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction || interaction.tenant.name !== 'staff')
        return sessionExpired(request, reply);
      const language = interactionLanguage(request, interaction.details.params);
      const uid = interaction.details.uid;
      const checked = await checkSecondFactor(db, {
        interactionUid: uid,
        code: bodyOf(request).code ?? '',
        ip: request.ip,
      });
      if (checked.ok) return finish(request, reply, checked.staffId, ['pwd', 'otp']);
      if (checked.reason === 'sessionExpired') return sessionExpired(request, reply);
      const message = translator(language, 'login')(checked.reason);
      if (checked.reason === 'totpTooManyAttempts')
        return signInFailed(request, reply, {
          language,
          tenant: 'staff',
          uid,
          method: 'password',
          reason: checked.reason,
          status: 429,
          values: {},
        });
      return secondFactorPage(request, reply, {
        language,
        uid,
        step: checked.step,
        status: 401,
        error: message,
      });
    });

    /**
     * Mobile ID is off: the endpoint answers 503 MobileIdUnavailable, to a browser on the
     * password sign-in page (which offers nothing else), to scripts as a problem.
     */
    async function mobileUnavailable(request: FastifyRequest, reply: FastifyReply) {
      const interaction = await interactionOf(request, reply);
      if (interaction?.tenant.name === 'customer' && !wantsJson(request)) {
        return signInFailed(request, reply, {
          language: interactionLanguage(request, interaction.details.params),
          tenant: 'customer',
          uid: interaction.details.uid,
          method: 'password',
          reason: 'MobileIdUnavailable',
          status: 503,
          values: {},
        });
      }
      const language = interactionLanguage(request, interaction?.details.params);
      return reply
        .code(503)
        .type('application/problem+json')
        .send(
          problem(503, 'MobileIdUnavailable', translator(language, 'login')('MobileIdUnavailable')),
        );
    }

    // Two steps on one endpoint: a phone number starts a request; a requestId asks how it went.
    // The kennitala signed in comes only from the provider's answer: no field sent here names one.
    signInRoute('mobile', async (request, reply) => {
      const eid = identity.eid;
      if (!eid) return mobileUnavailable(request, reply);
      const interaction = await interactionOf(request, reply);
      if (!interaction || interaction.tenant.name !== 'customer')
        return sessionExpired(request, reply);
      const body = bodyOf(request);
      const language = interactionLanguage(request, interaction.details.params);
      const uid = interaction.details.uid;
      const fail = (reason: string, status: number, values: Record<string, string> = {}) =>
        signInFailed(request, reply, {
          language,
          tenant: 'customer',
          uid,
          method: 'mobile',
          reason,
          status,
          values,
        });
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
              ...(outcome.status === 'rejected' && outcome.reason
                ? { reason: outcome.reason }
                : {}),
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
        return finish(request, reply, outcome.kennitala, ['mob']);
      }

      return startMobile(request, reply, { uid, language, phone: body.phone ?? '', fail });
    });

    /**
     * Sends the approval request to the phone and shows the code: from the form, or at once when
     * the sign-in was asked for with mobile ID and a number (a purchase asks so, having taken the
     * number where the buying started).
     */
    async function startMobile(
      request: FastifyRequest,
      reply: FastifyReply,
      options: {
        uid: string;
        language: ServerLanguage;
        phone: string;
        fail: (reason: string, status: number, values?: Record<string, string>) => unknown;
      },
    ) {
      const eid = identity.eid!;
      const { uid, language, phone, fail } = options;
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

    /**
     * Becoming a customer, the step after mobile ID identified someone who is not one: the page
     * names them as the provider did and asks for e-mail and mobile number; the post makes them a
     * customer, mails the link that confirms the address, and completes the sign-in.
     */
    const newCustomersPerAddress = keyedLimit(app, {
      name: 'new-customer-address',
      max: 10,
      timeWindowMs: 60 * 60_000,
      key: clientAddressKey,
    });
    async function newCustomerStep(request: FastifyRequest, reply: FastifyReply) {
      const interaction = await interactionOf(request, reply);
      const uid = (request.params as { uid?: string }).uid;
      if (!interaction || interaction.tenant.name !== 'customer' || interaction.details.uid !== uid)
        return { done: sessionExpired(request, reply) } as const;
      const language = interactionLanguage(request, interaction.details.params);
      const person = await identifiedStranger(db, uid);
      if (!person)
        return {
          done: signInFailed(request, reply, {
            language,
            tenant: 'customer',
            uid,
            method: 'mobile',
            reason: 'newCustomerExpired',
            status: 400,
            values: {},
          }),
        } as const;
      return { language, uid, person } as const;
    }

    app.get<{ Params: { uid: string } }>(
      '/interaction/:uid/nyr-vidskiptavinur/',
      async (request, reply) => {
        const step = await newCustomerStep(request, reply);
        if ('done' in step) return step.done;
        const { language, uid, person } = step;
        return sendHtml(reply, (nonce) =>
          renderNewCustomerPage({
            language,
            nonce,
            uid,
            name: person.name,
            kennitala: person.kennitala,
            values: { mobile: person.phone },
          }),
        );
      },
    );

    app.post<{ Params: { uid: string } }>(
      '/interaction/:uid/nyr-vidskiptavinur/',
      async (request, reply) => {
        const step = await newCustomerStep(request, reply);
        if ('done' in step) return step.done;
        const { language, uid, person } = step;
        const body = bodyOf(request);
        const t = translator(language, 'login');
        const page = (
          status: number,
          options: { errors?: NewCustomerErrors; problem?: string } = {},
        ) => {
          if (wantsJson(request)) {
            const fieldErrors = Object.fromEntries(
              Object.entries(options.errors ?? {}).map(([name, key]) => [name, [t(key)]]),
            );
            return reply
              .code(status)
              .type('application/problem+json')
              .send({
                ...problem(
                  status,
                  status === 429 ? 'TooManyRequests' : 'ValidationFailed',
                  options.problem ?? t('requiredField'),
                ),
                errors: fieldErrors,
              });
          }
          return sendHtml(
            reply,
            (nonce) =>
              renderNewCustomerPage({
                language,
                nonce,
                uid,
                name: person.name,
                kennitala: person.kennitala,
                values: { email: body.email ?? '', mobile: body.mobile ?? '' },
                errors: Object.fromEntries(
                  Object.entries(options.errors ?? {}).map(([name, key]) => [name, t(key)]),
                ),
                ...(options.problem ? { problem: options.problem } : {}),
              }),
            status,
          );
        };
        const checked = checkNewCustomer({ email: body.email, mobile: body.mobile });
        if (!checked.value) return page(400, { errors: checked.errors });
        if ((await newCustomersPerAddress.hit(request)).exceeded)
          return page(429, { problem: t('tooManyAttempts') });
        await createCustomer(db, identity.mailer, person, checked.value, {
          language,
          siteUrl: app.deps.config.siteUrl,
        });
        await recordAuditEvent(db, {
          action: 'signIn.succeeded',
          actor: person.kennitala,
          detail: { method: 'mobile', requestId: person.requestId, newCustomer: true },
        });
        return finish(request, reply, person.kennitala, ['mob']);
      },
    );

    app.get<{ Querystring: { lang?: string; interaction?: string; token?: string } }>(
      '/innskraning/nytt-lykilord/',
      async (request, reply) => {
        const language = toServerLanguage(request.query.lang);
        const { token } = request.query;
        if (token) {
          const owner = await passwordTokenOwner(db, token);
          return sendHtml(reply, (nonce) =>
            renderSetPasswordPage({ language, nonce, token, owner }),
          );
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
