import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Db } from '../db/database';
import { loadSigningKeys } from './keys';
import type { Tenant, TenantName } from './tenants';

export type VerifiedToken = { tenant: TenantName; claims: JWTPayload & Record<string, unknown> };

export class InvalidAccessToken extends Error {
  constructor(readonly reason: string) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidAccessToken';
  }
}

type KeySource = (
  header: Parameters<ReturnType<typeof createLocalJWKSet>>[0],
) => ReturnType<ReturnType<typeof createLocalJWKSet>>;

function publicPart(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use };
}

/** Leeway for exp/nbf: 60 s, as the sign-in SDK in the browser allows. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * Checks bearer tokens for the API: RS256 only, signed by the tenant's keys, for the tenant's
 * issuer and audience, within exp/nbf give or take 60 s. The tenant is chosen by the token's
 * issuer; an external tenant (AUTH_DOMAIN) is trusted through its published JWKS.
 */
export function createAccessTokenVerifier(
  db: Db,
  tenants: { tenant: Tenant; issuer: string; external: boolean }[],
) {
  const keySources = new Map<string, KeySource>();

  async function localKeys(tenant: Tenant): Promise<KeySource> {
    const keys = await loadSigningKeys(db, tenant.name);
    return createLocalJWKSet({ keys: keys.map(publicPart) }) as KeySource;
  }

  async function keysFor(entry: (typeof tenants)[number], refresh = false): Promise<KeySource> {
    let source = keySources.get(entry.issuer);
    if (!source || refresh) {
      source = entry.external
        ? (createRemoteJWKSet(new URL(`${entry.issuer}.well-known/jwks.json`)) as KeySource)
        : await localKeys(entry.tenant);
      keySources.set(entry.issuer, source);
    }
    return source;
  }

  return async function verify(token: string): Promise<VerifiedToken> {
    if (token.split('.').length !== 3) throw new InvalidAccessToken('malformed');
    let issuer: string | undefined;
    try {
      issuer = decodeJwt(token).iss;
    } catch {
      throw new InvalidAccessToken('malformed');
    }
    const entry = tenants.find((candidate) => candidate.issuer === issuer);
    if (!entry) throw new InvalidAccessToken('unknown issuer');
    const options = {
      issuer: entry.issuer,
      audience: entry.tenant.audience,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'sub'],
    };
    try {
      const { payload } = await jwtVerify(token, await keysFor(entry), options).catch(
        async (error: unknown) => {
          // A key we have not seen yet may have been rotated in by another instance: reload once.
          if (error instanceof joseErrors.JWKSNoMatchingKey && !entry.external) {
            return jwtVerify(token, await keysFor(entry, true), options);
          }
          throw error;
        },
      );
      // A token bound to a key (cnf, e.g. DPoP's jkt) is only good with a proof of that key,
      // which this API does not check; taken as a plain bearer token it would lose its binding.
      if (payload.cnf !== undefined) throw new InvalidAccessToken('sender-constrained');
      return { tenant: entry.tenant.name, claims: payload as VerifiedToken['claims'] };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new InvalidAccessToken(error.code);
      throw error;
    }
  };
}

export type AccessTokenVerifier = ReturnType<typeof createAccessTokenVerifier>;
