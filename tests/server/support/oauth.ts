import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A browser's cookie jar, enough for the provider's session and interaction cookies. */
export class CookieJar {
  // Keyed by name and path, as a browser keeps them; the provider scopes some cookies to a path.
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : header ? [header] : [];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const pathAttribute = attributes.map((a) => a.trim()).find((a) => /^path=/i.test(a));
      const path = pathAttribute ? pathAttribute.slice(5) : '/';
      const key = `${name};${path}`;
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(requestPath = '/'): string {
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          requestPath === cookie.path ||
          requestPath.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }
}

export const base64url = (buffer: Buffer) => buffer.toString('base64url');

export function pkcePair() {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  return { verifier, challenge };
}

/** Drives the authorization-code flow the way @auth0/auth0-spa-js does, through app.inject. */
export class OAuthBrowser {
  readonly jar = new CookieJar();

  constructor(
    private readonly app: FastifyInstance,
    readonly origin: string,
    readonly clientId: string,
    readonly audience: string,
  ) {}

  get host(): string {
    return new URL(this.origin).host;
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: {
      form?: Record<string, string>;
      json?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) {
    const path = url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
    const headers: Record<string, string> = {
      host: this.host,
      cookie: this.jar.header(path.split('?')[0]),
      ...options.headers,
    };
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    }
    const response = await this.app.inject({ method, url: path, headers, payload });
    this.jar.store(response);
    return response;
  }

  authorizeUrl(params: Record<string, string>): string {
    return `/authorize?${new URLSearchParams(params).toString()}`;
  }

  /** Starts a sign-in; returns the interaction uid and what the token exchange will need. */
  async startSignIn(extra: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const state = base64url(randomBytes(12));
    const redirectUri = `${this.origin}/vidskipti/`;
    const response = await this.request(
      'GET',
      this.authorizeUrl({
        client_id: this.clientId,
        response_type: 'code',
        response_mode: 'query',
        redirect_uri: redirectUri,
        scope: 'openid profile email offline_access',
        audience: this.audience,
        state,
        nonce: base64url(randomBytes(12)),
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...extra,
      }),
    );
    const location = String(response.headers.location ?? '');
    const uid = /\/interaction\/([^/?]+)/.exec(location)?.[1];
    return { response, uid, verifier, state, redirectUri };
  }

  /** Follows redirects (same origin only) until the redirect_uri is reached; returns the code. */
  async followToCode(
    location: string,
    redirectUri: string,
  ): Promise<{ code?: string; state?: string; error?: string }> {
    let next = location;
    for (let hop = 0; hop < 5; hop += 1) {
      if (next.startsWith(redirectUri)) {
        const url = new URL(next);
        return {
          code: url.searchParams.get('code') ?? undefined,
          state: url.searchParams.get('state') ?? undefined,
          error: url.searchParams.get('error') ?? undefined,
        };
      }
      const response = await this.request('GET', next);
      next = String(response.headers.location ?? '');
      if (!next) break;
      if (next.startsWith('/')) next = `${this.origin}${next}`;
    }
    throw new Error(`never reached ${redirectUri}`);
  }

  async exchangeCode(code: string, verifier: string, redirectUri: string) {
    return this.request('POST', '/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        client_id: this.clientId,
        redirect_uri: redirectUri,
      },
    });
  }

  async refresh(refreshToken: string) {
    return this.request('POST', '/oauth/token', {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: this.clientId },
    });
  }

  /** The whole flow with a kennitala and password; returns the token response body. */
  async signInWithPassword(ssn: string, password: string) {
    const start = await this.startSignIn();
    if (!start.uid)
      throw new Error(`no interaction: ${start.response.statusCode} ${start.response.body}`);
    const login = await this.request('POST', `/interaction/${start.uid}/login/password/`, {
      form: { interaction: start.uid, ssn, password },
    });
    if (login.statusCode !== 303) throw new Error(`login failed: ${login.statusCode}`);
    const { code } = await this.followToCode(String(login.headers.location), start.redirectUri);
    const tokens = await this.exchangeCode(code!, start.verifier, start.redirectUri);
    return tokens.json() as {
      access_token: string;
      id_token: string;
      refresh_token?: string;
      expires_in: number;
    };
  }
}
