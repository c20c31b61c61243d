import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardSimulatorPolicy, PERMISSIONS_POLICY } from '../security/content-security-policy';
import { PAYMENT_PAGE_PATH } from './card-provider';
import {
  invalidSessionPage,
  PAYMENT_SCRIPT,
  PAYMENT_STYLES,
  paymentPage,
  type SimulatorLanguage,
} from './simulator-page';
import { decodeSession, encodeJson, sign } from './signing';
import { cardBrand, checkCard, DECLINED_TEST_CARD, maskCardNumber } from './test-cards';

/**
 * A stand-in for the card verification service, run as its own small HTTP server on its own
 * origin, so the portal's popup, postMessage and origin checks meet a real other site. It keeps no
 * state: everything it needs arrives in the signed session of the payment link.
 */
export type CardProviderSimulator = {
  /** The simulator's base URL, e.g. http://127.0.0.1:8001 */
  url: string;
  close(): Promise<void>;
};

// Only the simulator's own origin may load anything into its pages, and nobody may frame them,
// except the verification page (below). Its address carries the signed session, so no Referer
// ever takes it elsewhere.
const PAGE_SECURITY_HEADERS = {
  'content-security-policy': cardSimulatorPolicy(),
  'permissions-policy': PERMISSIONS_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

const BODY_LIMIT_BYTES = 8 * 1024;

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  security: Record<string, string> = PAGE_SECURITY_HEADERS,
): void {
  response.writeHead(status, {
    ...security,
    'content-type': type,
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const sendJson = (response: ServerResponse, status: number, value: unknown) =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value));

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        resolve(undefined);
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function languageOf(value: string | null): SimulatorLanguage {
  return value === 'en' ? 'en' : 'is';
}

type AuthorizeBody = { session?: unknown; cardNumber?: unknown; expiry?: unknown; cvc?: unknown };

export function createSimulatorHandler(secret: string, now: () => Date = () => new Date()) {
  async function authorize(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    let body: AuthorizeBody | undefined;
    try {
      body = raw ? (JSON.parse(raw) as AuthorizeBody) : undefined;
    } catch {
      body = undefined;
    }
    if (!body || typeof body !== 'object') return sendJson(response, 400, { outcome: 'invalid' });
    const session =
      typeof body.session === 'string' ? decodeSession(secret, body.session) : undefined;
    if (!session) return sendJson(response, 400, { outcome: 'invalid' });
    if (session.expiresAt <= now().getTime())
      return sendJson(response, 410, { outcome: 'expired' });
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 40) : '');
    const checked = checkCard(
      { cardNumber: text(body.cardNumber), expiry: text(body.expiry), cvc: text(body.cvc) },
      now(),
    );
    if ('problems' in checked)
      return sendJson(response, 400, { outcome: 'invalid', problems: checked.problems });
    if (checked.number === DECLINED_TEST_CARD)
      return sendJson(response, 200, { outcome: 'declined' });
    if (session.amount !== undefined) {
      // A payment: the answer names the payment, the amount charged and an authorization code,
      // signed under its own purpose so a card verification can never pass for a payment.
      const paymentData = encodeJson({
        paymentId: session.verificationId,
        amount: session.amount,
        cardNumberMasked: maskCardNumber(checked.number),
        brand: cardBrand(checked.number),
        authorizationCode: String(randomInt(100_000, 1_000_000)),
        approvedAt: now().toISOString(),
      });
      return sendJson(response, 200, {
        outcome: 'approved',
        verificationData: paymentData,
        verificationHash: sign(secret, 'payment', paymentData),
      });
    }
    const verificationData = encodeJson({
      verificationId: session.verificationId,
      cardNumberMasked: maskCardNumber(checked.number),
      brand: cardBrand(checked.number),
      expiry: checked.expiry,
      approvedAt: now().toISOString(),
    });
    return sendJson(response, 200, {
      outcome: 'approved',
      verificationData,
      verificationHash: sign(secret, 'result', verificationData),
    });
  }

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const method = request.method ?? 'GET';
    if (method === 'GET' && url.pathname === PAYMENT_PAGE_PATH) {
      const token = url.searchParams.get('session') ?? '';
      const session = decodeSession(secret, token);
      if (!session || session.expiresAt <= now().getTime()) {
        return send(
          response,
          400,
          'text/html; charset=utf-8',
          invalidSessionPage(languageOf(url.searchParams.get('lang') ?? session?.language ?? null)),
        );
      }
      // The portal shows this page in a frame when a popup is blocked or the screen is narrow:
      // only the portal origin the signed session names may frame it, so X-Frame-Options goes.
      const { 'x-frame-options': _denied, ...framedHeaders } = {
        ...PAGE_SECURITY_HEADERS,
        'content-security-policy': cardSimulatorPolicy({ parent: session.portalOrigin }),
      };
      return send(
        response,
        200,
        'text/html; charset=utf-8',
        paymentPage(session.language, {
          token,
          portalOrigin: session.portalOrigin,
          verificationId: session.verificationId,
          amount: session.amount,
        }),
        framedHeaders,
      );
    }
    if (method === 'GET' && url.pathname === '/pay.js')
      return send(response, 200, 'text/javascript; charset=utf-8', PAYMENT_SCRIPT);
    if (method === 'GET' && url.pathname === '/pay.css')
      return send(response, 200, 'text/css; charset=utf-8', PAYMENT_STYLES);
    if (method === 'GET' && url.pathname === '/health')
      return sendJson(response, 200, { ok: true });
    // No icon, and no 404 in the browser's console for it either.
    if (method === 'GET' && url.pathname === '/favicon.ico') {
      response.writeHead(204, PAGE_SECURITY_HEADERS);
      return void response.end();
    }
    if (method === 'POST' && url.pathname === '/api/authorize') return authorize(request, response);
    return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
  };
}

/** Starts the simulator on `url`'s host and port (port 0 picks a free one). */
export async function startCardProviderSimulator(
  url: string,
  secret: string,
): Promise<CardProviderSimulator> {
  const target = new URL(url);
  const handler = createSimulatorHandler(secret);
  const server = createServer((request, response) => {
    handler(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Error');
      else response.destroy();
    });
  });
  const port = target.port ? Number(target.port) : 80;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, target.hostname.replace(/^\[|\]$/g, ''), () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  target.port = String(address.port);
  return {
    url: target.origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
