import autocannon from 'autocannon';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { OAuthBrowser } from '../tests/server/support/oauth';

/** A figure autocannon measured for one endpoint. */
export type ThroughputStats = {
  name: string;
  path: string;
  connections: number;
  seconds: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Requests that got no answer within autocannon's timeout (10 s). */
  timeouts: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
};

/**
 * The test suite's OAuth browser, speaking real HTTP to a running server instead of app.inject,
 * so the bench signs in exactly as the tests and the portal do. Redirects are not followed: the
 * browser follows them itself, keeping its cookies.
 */
function overHttp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await fetch(new URL(String(options.url), baseUrl), {
      method: options.method ?? 'GET',
      headers: Object.fromEntries(
        // fetch sets Host itself from the URL, which is the server's own origin.
        Object.entries(options.headers ?? {}).filter(([name]) => name !== 'host'),
      ) as Record<string, string>,
      ...(options.payload !== undefined ? { body: String(options.payload) } : {}),
      redirect: 'manual',
    });
    const body = await response.text();
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    headers['set-cookie'] = response.headers.getSetCookie();
    // The browser reads the status, the headers and the body, nothing else of the response.
    return {
      statusCode: response.status,
      headers,
      body,
      payload: body,
      json: () => JSON.parse(body) as unknown,
    } as unknown as LightMyRequestResponse;
  };
  return { inject } as unknown as FastifyInstance;
}

/** An access token of a demo customer, through the sign-in page with kennitala and password. */
export async function demoCustomerToken(
  baseUrl: string,
  ssn: string,
  password: string,
): Promise<string> {
  const browser = new OAuthBrowser(overHttp(baseUrl), baseUrl, 'skjol-web', `${baseUrl}/api/`);
  return (await browser.signInWithPassword(ssn, password)).access_token;
}

/** `connections` keep-alive connections sending GETs of `path` for `seconds`. */
export type BenchEndpoint = {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON to send. */
  body?: unknown;
  /**
   * Each request from its own client address (x-forwarded-for, which the bench server trusts from
   * loopback), so per-visitor rate limits count visitors, not the benchmark.
   */
  manyVisitors?: boolean;
};

export async function measureThroughput(
  baseUrl: string,
  endpoint: BenchEndpoint,
  options: {
    connections: number;
    seconds: number;
    /** Requests per second over all connections; as fast as the server answers when unset. */
    rate?: number;
  },
): Promise<ThroughputStats> {
  let visitor = 0;
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    connections: options.connections,
    duration: options.seconds,
    ...(options.rate === undefined ? {} : { overallRate: options.rate }),
    method: endpoint.method ?? 'GET',
    headers: {
      ...(endpoint.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...endpoint.headers,
    },
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
    ...(endpoint.manyVisitors
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                visitor += 1;
                const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
                return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    name: endpoint.name,
    path: endpoint.path,
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}
