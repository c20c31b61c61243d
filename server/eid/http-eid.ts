import { errors as joseErrors, jwtVerify } from 'jose';
import {
  EID_REQUEST_MINUTES,
  EidProviderError,
  type EidStatus,
  type ElectronicIdProvider,
} from './eid';

/** Every call to the provider gives up after this long; a slow provider is a failed one. */
export const EID_PROVIDER_TIMEOUT_MS = 5_000;

/** Clock difference we forgive between us and the provider when reading a result's times. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** A kennitala as the provider writes it: ten digits, no hyphen. */
const KENNITALA = /^\d{10}$/;

/** References are the provider's; we only accept ones that are safe in a URL path segment. */
const REFERENCE = /^[A-Za-z0-9_-]{8,128}$/;

/** The app is opened by a web link (a universal link on phones); nothing else is handed to a browser. */
const APP_LINK_PROTOCOLS = new Set(['https:', 'http:']);

const PROVIDER_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;

export type HttpEidOptions = {
  /** The provider's base URL, without a trailing slash; also the issuer of its results. */
  baseUrl: string;
  clientId: string;
  /** Authenticates us to the provider and is the HS256 key its results are signed with. */
  secret: string;
  timeoutMs?: number;
};

/**
 * A real mobile-ID provider spoken to over HTTP (the contract is in docs/eid-provider.md):
 * POST /v1/authentications starts a request, GET /v1/authentications/{reference} tells how it
 * went, and an approval carries a compact JWS naming the kennitala. Nothing but a result that
 * verifies (our shared key, HS256 only, the provider as issuer, us as audience, the reference
 * we asked about, unexpired and recent) is believed; every other answer is a rejection.
 */
export function createHttpEid(
  options: HttpEidOptions,
): ElectronicIdProvider & Required<Pick<ElectronicIdProvider, 'startApp'>> {
  const { baseUrl, clientId, secret } = options;
  const timeoutMs = options.timeoutMs ?? EID_PROVIDER_TIMEOUT_MS;
  const key = new TextEncoder().encode(secret);
  const authorization = `Basic ${Buffer.from(`${clientId}:${secret}`, 'utf8').toString('base64')}`;

  /** Calls the provider; answers null for a 404 when `notFoundIsNull`, throws on any other failure. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    notFoundIsNull = false,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EidProviderError(`The mobile ID provider did not answer ${method} ${path}`, {
        cause: error,
      });
    }
    if (notFoundIsNull && response.status === 404) {
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!response.ok) {
      // Drain the body so the connection can be reused; its content is not ours to trust.
      await response.arrayBuffer().catch(() => undefined);
      throw new EidProviderError(
        `The mobile ID provider answered ${response.status} to ${method} ${path}`,
      );
    }
    try {
      return await response.json();
    } catch (error) {
      throw new EidProviderError(
        `The mobile ID provider's answer to ${method} ${path} is not JSON`,
        {
          cause: error,
        },
      );
    }
  }

  async function verifiedHolder(
    result: string,
    reference: string,
  ): Promise<{ kennitala: string; name?: string } | null> {
    try {
      const { payload } = await jwtVerify(result, key, {
        algorithms: ['HS256'],
        issuer: baseUrl,
        audience: clientId,
        requiredClaims: ['sub', 'ref', 'iat', 'exp'],
        maxTokenAge: `${EID_REQUEST_MINUTES + 2} minutes`,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (payload.ref !== reference) return null;
      if (typeof payload.sub !== 'string' || !KENNITALA.test(payload.sub)) return null;
      // The certificate's name, when the provider passes it on: a new customer is made with it.
      const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 200) : '';
      return name ? { kennitala: payload.sub, name } : { kennitala: payload.sub };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  return {
    async start(phone, verificationCode) {
      const answer = await call('POST', '/v1/authentications', {
        phoneNumber: `+354${phone}`,
        verificationCode,
      });
      const reference = (answer as { reference?: unknown } | null)?.reference;
      if (typeof reference !== 'string' || !REFERENCE.test(reference))
        throw new EidProviderError('The mobile ID provider answered without a usable reference');
      return { reference };
    },

    async startApp({ verificationCode, text, returnUrl }) {
      const answer = (await call('POST', '/v1/app-authentications', {
        verificationCode,
        text,
        returnUrl,
      })) as { reference?: unknown; appLink?: unknown } | null;
      const reference = answer?.reference;
      if (typeof reference !== 'string' || !REFERENCE.test(reference))
        throw new EidProviderError('The mobile ID provider answered without a usable reference');
      // The link goes straight to the customer's browser, so a javascript: or data: link, or
      // anything that is not a URL, is a provider failure rather than something we pass on.
      const appLink = answer?.appLink;
      let parsed: URL | null = null;
      if (typeof appLink === 'string' && appLink.length <= 2048) {
        try {
          parsed = new URL(appLink);
        } catch {
          parsed = null;
        }
      }
      if (!parsed || !APP_LINK_PROTOCOLS.has(parsed.protocol))
        throw new EidProviderError('The mobile ID provider answered without a usable app link');
      return { reference, appLink: parsed.href };
    },

    async status(reference): Promise<EidStatus> {
      if (!REFERENCE.test(reference)) return { status: 'rejected', reason: 'unknownReference' };
      const answer = (await call(
        'GET',
        `/v1/authentications/${encodeURIComponent(reference)}`,
        undefined,
        true,
      )) as { status?: unknown; result?: unknown } | null;
      // The provider no longer knows (or never knew) the reference: nothing was approved.
      if (answer === null) return { status: 'rejected', reason: 'unknownReference' };
      const status = answer?.status;
      if (!PROVIDER_STATUSES.includes(status as (typeof PROVIDER_STATUSES)[number]))
        throw new EidProviderError('The mobile ID provider answered an unknown status');
      if (status === 'pending') return { status: 'pending' };
      if (status === 'expired') return { status: 'expired' };
      if (status === 'rejected') return { status: 'rejected' };
      const holder =
        typeof answer?.result === 'string' ? await verifiedHolder(answer.result, reference) : null;
      return holder
        ? { status: 'approved', ...holder }
        : { status: 'rejected', reason: 'invalidResult' };
    },
  };
}
