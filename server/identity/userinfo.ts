import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, problem } from '../errors';
import type { Identity } from './identity';
import { accountClaims, claimsByScope } from './provider';

/**
 * The OpenID userinfo endpoint for the tokens the provider actually issues. Every access token
 * carries the API's audience (the Auth0 SDK asks for it), and the provider's own endpoint
 * refuses any token with an audience; so userinfo is answered here, with the API's own token
 * checks (including ended sessions), releasing the claims of the OpenID scopes the session's
 * grant holds.
 */
export function registerUserinfo(app: FastifyInstance, identity: Identity): void {
  const { db } = app.deps.database;

  async function userinfo(request: FastifyRequest, reply: FastifyReply) {
    const tenant = identity.tenantForHost(request.hostname);
    const provider = identity.providers[tenant.name];
    if (!provider) {
      return reply
        .code(404)
        .type('application/problem+json')
        .send(problem(404, 'NotFound', 'Sign-in is handled by an external tenant'));
    }
    reply.header('cache-control', 'no-store');
    // RFC 6750: say why in WWW-Authenticate; no error code when no token was sent at all.
    const refuse = (description: string) => {
      const challenge = request.headers.authorization
        ? `Bearer realm="${tenant.issuer}", error="invalid_token", error_description="${description}"`
        : `Bearer realm="${tenant.issuer}"`;
      return reply
        .code(401)
        .header('www-authenticate', challenge)
        .send({ error: 'invalid_token', error_description: description });
    };
    try {
      await app.requireAuth.call(app, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401)
        return refuse('The access token is not valid');
      throw error;
    }
    const auth = request.auth;
    if (!auth?.grantId) return refuse('The access token names no sign-in session');
    const grant = await provider.Grant.find(auth.grantId);
    if (!grant || grant.accountId !== auth.subject) return refuse('The sign-in session has ended');
    const claims = await accountClaims(db, tenant.name, auth.subject);
    if (!claims) return refuse('The account no longer exists');
    const scopes = new Set(String(grant.getOIDCScope() ?? '').split(' '));
    const released = new Set(
      Object.entries(claimsByScope(tenant.name))
        .filter(([scope]) => scopes.has(scope))
        .flatMap(([, names]) => names),
    );
    return reply.send(
      Object.fromEntries(
        Object.entries(claims).filter(([name]) => name === 'sub' || released.has(name)),
      ),
    );
  }

  app.get('/userinfo', userinfo);
  app.post('/userinfo', userinfo);
}
