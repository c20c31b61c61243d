import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, type JWTPayload } from 'jose';

/**
 * A faithful stand-in for a mobile-ID provider speaking the contract in docs/eid-provider.md,
 * as a real HTTP server on 127.0.0.1. Requests stay pending until the test approves or declines
 * them on "the phone"; an approval is answered with a compact JWS (HS256, the shared secret)
 * naming the phone owner's kennitala. Hooks let a test make the provider misbehave: sign with
 * another key, answer for another reference, answer late, or fail.
 */
export type SimulatedAuthentication = {
  reference: string;
  /** The phone asked, for the phone flow; empty for the app flow, where the app's owner answers. */
  phoneNumber: string;
  verificationCode: string;
  /** App flow only: what the app shows, where it returns the browser, and who approved in it. */
  app?: { text: string; returnUrl: string; owner?: string };
  status: 'pending' | 'approved' | 'rejected' | 'expired';
  createdAt: number;
};

export type EidProviderSimulatorOptions = {
  clientId: string;
  secret: string;
  /** Who owns which phone, by E.164 number (+354…) → kennitala. */
  subscribers: Record<string, string>;
};

export type ResultClaims = JWTPayload & { sub: string; ref: string };

export class EidProviderSimulator {
  readonly authentications = new Map<string, SimulatedAuthentication>();
  /** Every request the simulator received, as method, path and whether its credentials held. */
  readonly calls: { method: string; path: string; authorized: boolean; body?: unknown }[] = [];
  /** Answer every call with this status instead (a provider outage). */
  failWith: number | undefined;
  /** Wait this long before answering (a slow provider). */
  delayMs = 0;
  /**
   * Replaces the signed result of an approval: given the claims an honest provider would sign,
   * returns the compact JWS to send. Tests use it to forge results.
   */
  forgeResult: ((claims: ResultClaims) => Promise<string>) | undefined;

  /** Replaces the app link the provider answers with (tests use it to send a dangerous one). */
  answerAppLink: ((reference: string) => unknown) | undefined;

  private server: Server | undefined;
  private issuer = '';

  constructor(readonly options: EidProviderSimulatorOptions) {}

  /** The base URL, which is also the issuer of the results. */
  get url(): string {
    return this.issuer;
  }

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.issuer = `http://127.0.0.1:${port}`;
    return this.issuer;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** The person approves on the phone: only the phone's owner can, so unknown numbers decline. */
  approve(reference: string): void {
    const authentication = this.authentications.get(reference);
    if (!authentication) throw new Error(`no authentication ${reference}`);
    authentication.status = this.options.subscribers[authentication.phoneNumber]
      ? 'approved'
      : 'rejected';
  }

  /** The owner of the app (a kennitala) opens the app link and approves. */
  approveInApp(reference: string, owner: string): void {
    const authentication = this.authentications.get(reference);
    if (!authentication?.app) throw new Error(`no app authentication ${reference}`);
    authentication.app.owner = owner;
    authentication.status = 'approved';
  }

  /** The link the provider hands out for an app authentication (a universal link, here). */
  appLink(reference: string): string {
    return `${this.issuer}/app/${reference}`;
  }

  decline(reference: string): void {
    const authentication = this.authentications.get(reference);
    if (!authentication) throw new Error(`no authentication ${reference}`);
    authentication.status = 'rejected';
  }

  /** The most recent authentication started for this E.164 phone number. */
  latestFor(phoneNumber: string): SimulatedAuthentication | undefined {
    return [...this.authentications.values()].filter((a) => a.phoneNumber === phoneNumber).at(-1);
  }

  /** What an honest provider signs for an approval. */
  honestClaims(authentication: SimulatedAuthentication): ResultClaims {
    return {
      iss: this.issuer,
      aud: this.options.clientId,
      sub: authentication.app?.owner ?? this.options.subscribers[authentication.phoneNumber]!,
      ref: authentication.reference,
    };
  }

  /** Signs claims as the provider does, unless told otherwise (another key, other times). */
  async sign(
    claims: ResultClaims,
    {
      key = this.options.secret,
      issuedAt = Math.floor(Date.now() / 1000),
      expiresIn = 120,
    }: { key?: string; issuedAt?: number; expiresIn?: number } = {},
  ): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresIn)
      .sign(new TextEncoder().encode(key));
  }

  private authorized(request: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.secret}`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const path = new URL(request.url ?? '/', this.issuer).pathname;
    const authorized = this.authorized(request);
    this.calls.push({ method: request.method ?? '', path, authorized, body });

    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const send = (status: number, payload: unknown) => {
      if (response.destroyed) return;
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(payload));
    };
    if (this.failWith) return send(this.failWith, { error: 'unavailable' });
    if (!authorized) return send(401, { error: 'invalid_client' });

    if (request.method === 'POST' && path === '/v1/authentications') {
      const { phoneNumber, verificationCode } = (body ?? {}) as Record<string, unknown>;
      if (
        typeof phoneNumber !== 'string' ||
        !/^\+354\d{7}$/.test(phoneNumber) ||
        typeof verificationCode !== 'string' ||
        !/^\d{4}$/.test(verificationCode)
      )
        return send(400, { error: 'invalid_request' });
      const reference = randomBytes(16).toString('base64url');
      this.authentications.set(reference, {
        reference,
        phoneNumber,
        verificationCode,
        status: 'pending',
        createdAt: Date.now(),
      });
      return send(201, { reference });
    }

    if (request.method === 'POST' && path === '/v1/app-authentications') {
      const { verificationCode, text, returnUrl } = (body ?? {}) as Record<string, unknown>;
      if (
        typeof verificationCode !== 'string' ||
        !/^\d{4}$/.test(verificationCode) ||
        typeof text !== 'string' ||
        text.length === 0 ||
        typeof returnUrl !== 'string' ||
        !URL.canParse(returnUrl)
      )
        return send(400, { error: 'invalid_request' });
      const reference = randomBytes(16).toString('base64url');
      this.authentications.set(reference, {
        reference,
        phoneNumber: '',
        verificationCode,
        app: { text, returnUrl },
        status: 'pending',
        createdAt: Date.now(),
      });
      return send(201, {
        reference,
        appLink: this.answerAppLink ? this.answerAppLink(reference) : this.appLink(reference),
      });
    }

    const match = /^\/v1\/authentications\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const authentication = this.authentications.get(decodeURIComponent(match[1]!));
      if (!authentication) return send(404, { error: 'not_found' });
      if (authentication.status !== 'approved') return send(200, { status: authentication.status });
      const claims = this.honestClaims(authentication);
      const result = this.forgeResult ? await this.forgeResult(claims) : await this.sign(claims);
      return send(200, { status: 'approved', result });
    }
    return send(404, { error: 'not_found' });
  }
}
