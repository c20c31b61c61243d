import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors as oidcErrors } from 'oidc-provider';
import { errors } from '../../src/domain/api/common';
import { badRequest, problem } from '../errors';
import { toServerLanguage, translator, type ServerLanguage } from '../i18n/locales';
import { sendServerPage as sendHtml } from '../security/content-security-policy';
import { INVALID_CHARACTERS, isPlainText } from '../security/text-input';
import type { Identity } from './identity';
import { enrolmentCookieName } from './factor-enrolment';
import { type PendingStep } from './second-factor';
import { renderSignInExpiredPage } from './password-pages';
import { renderSecondFactorPage, renderSignInPage, type SignInMethod } from './sign-in-pages';

export type FormBody = Record<string, string | undefined>;

export function wantsJson(request: FastifyRequest): boolean {
  return (
    request.headers['content-type']?.includes('application/json') === true ||
    request.headers.accept?.includes('application/json') === true
  );
}

/** One line each for the sign-in calls in the API's description. */
export const SIGN_IN_SUMMARIES = {
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
export function bodyOf(request: FastifyRequest): FormBody {
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

/**
 * What the sign-in endpoints answer: browsers get a 303 on to the provider, or the sign-in page
 * again with the failure's status (400, 401, 429, 502, 503); scripts asking for JSON get where to
 * go next (or how a mobile sign-in stands) and the failures as problems.
 */
export const signInAnswers = {
  200: {
    description: 'JSON callers: { redirectTo } when signed in, or the mobile request as it stands',
    type: 'object',
    additionalProperties: true,
  },
  303: { description: 'Browsers: signed in, on to the provider', type: 'null' },
  ...errors(401, 429, 502),
} as const;

/**
 * The steps every sign-in shares, on the provider that answers the request's host: its
 * interaction, the language of its pages, a failure shown on the sign-in page again (or as a
 * problem to scripts), and its end, handing the account to the provider. The sign-in routes
 * (identity.routes.ts, second-factor, mobile sign-in, new customer) each make theirs on their
 * own plugin, as `signInRoute` adds routes to it.
 */
export function signInSteps(app: FastifyInstance, identity: Identity) {
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

  /** A mobile ID sign-in's failure, on the customer sign-in page with the mobile tab open. */
  function failMobile(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: { language: ServerLanguage; uid: string },
  ) {
    return (reason: string, status: number, values: Record<string, string> = {}) =>
      signInFailed(request, reply, {
        ...interaction,
        tenant: 'customer',
        method: 'mobile',
        reason,
        status,
        values,
      });
  }

  return {
    providerFor,
    failMobile,
    interactionLanguage,
    interactionOf,
    finish,
    sessionExpired,
    signInFailed,
    signInRoute,
    enrolmentTokenOf,
    secondFactorPage,
  };
}

export type SignInSteps = ReturnType<typeof signInSteps>;
