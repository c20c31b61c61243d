import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type KoaContextWithOIDC } from 'oidc-provider';
import { isValidLocalPhone } from '../../src/domain';
import { badRequest, problem } from '../errors';
import { signInCustomer, signInStaff, type SignInFailure, type SignInResult } from './accounts';
import { sendServerPage as sendHtml } from '../security/content-security-policy';
import type { Identity } from './identity';
import { registerStrengthScripts } from './password-strength-scripts';
import { watchSessionEnds } from './sessions';
import { registerUserinfo } from './userinfo';
import { abandonSecondFactor, pendingSecondFactor, startSecondFactor } from './second-factor';
import { renderSignInPage, type SignInMethod } from './sign-in-pages';
import { bodyOf, signInSteps } from './sign-in-steps';
import { mobileSignInRoutes, startMobile } from './mobile-sign-in.routes';
import { newCustomerRoutes } from './new-customer.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { secondFactorRoutes } from './second-factor.routes';

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
    const steps = signInSteps(app, identity);

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
          const match = steps.providerFor(request);
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

    app.get<{
      Params: { uid: string };
      Querystring: { lang?: string; method?: string; restart?: string };
    }>('/interaction/:uid', async (request, reply) => {
      const interaction = await steps.interactionOf(request, reply);
      if (!interaction || interaction.details.uid !== request.params.uid)
        return steps.sessionExpired(request, reply);
      const language = steps.interactionLanguage(request, interaction.details.params);
      if (interaction.tenant.name === 'staff') {
        // A staff sign-in waiting for its code shows that step again (a language switch), unless
        // the person chose to start over.
        const uid = interaction.details.uid;
        if (request.query.restart === '1') {
          await abandonSecondFactor(db, uid);
        } else {
          const step = await pendingSecondFactor(db, uid);
          if (step)
            return steps.secondFactorPage(request, reply, { language, uid, step, status: 200 });
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
          eid: identity.eid!,
          uid,
          language,
          phone: hint,
          fail: steps.failMobile(request, reply, { language, uid }),
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

    /**
     * The password sign-in both tenants share: the identifier field differs (kennitala for
     * customers, username for staff), the rules and the answers do not.
     */
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
        const interaction = await steps.interactionOf(request, reply);
        if (!interaction || interaction.tenant.name !== tenant)
          return steps.sessionExpired(request, reply);
        const body = bodyOf(request);
        const identifier = body[identifierField];
        const base = {
          language: steps.interactionLanguage(request, interaction.details.params),
          tenant,
          uid: interaction.details.uid,
          method: 'password' as const,
          values: { [identifierField]: identifier ?? '' },
        };
        if (!identifier || !body.password) {
          return steps.signInFailed(request, reply, {
            ...base,
            reason: 'requiredField',
            status: 400,
          });
        }
        const result = await check(identifier, body.password, request.ip);
        if (!result.ok) {
          const reason =
            tenant === 'staff' && result.reason === 'invalidCredentials'
              ? 'staffInvalidCredentials'
              : result.reason;
          return steps.signInFailed(request, reply, {
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
            enrolmentToken: steps.enrolmentTokenOf(request, interaction.tenant.issuer),
          });
          if (step.kind === 'notEnrolled')
            return steps.signInFailed(request, reply, {
              ...base,
              reason: 'secondFactorNotEnrolled',
              status: 403,
            });
          if (step.kind !== 'none')
            return steps.secondFactorPage(request, reply, { ...base, step, status: 200 });
        }
        return steps.finish(request, reply, result.account.accountId, ['pwd']);
      };
    }

    steps.signInRoute(
      'password',
      passwordSignIn('customer', 'ssn', async (ssn, password, ip) => {
        const result = await signInCustomer(db, { ssn, password, ip });
        return result.ok ? { ok: true, account: { accountId: result.account.kennitala } } : result;
      }),
    );

    steps.signInRoute(
      'employee',
      passwordSignIn('staff', 'username', async (username, password, ip) => {
        const result = await signInStaff(db, { username, password, ip });
        return result.ok ? { ok: true, account: { accountId: result.account.id } } : result;
      }),
    );

    for (const routes of [
      secondFactorRoutes,
      mobileSignInRoutes,
      newCustomerRoutes,
      passwordResetRoutes,
    ])
      await app.register(routes, { identity });
  };
