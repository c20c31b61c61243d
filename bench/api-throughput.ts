import http from 'node:http';
import { performance } from 'node:perf_hooks';
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
  options: { connections: number; seconds: number },
): Promise<ThroughputStats> {
  let visitor = 0;
  const result = await autocannon({
    url: `${baseUrl}${endpoint.path}`,
    connections: options.connections,
    duration: options.seconds,
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

/** How long a request at a fixed rate may go unanswered before it counts as a timeout. */
const RATE_TIMEOUT_MS = 10_000;

/**
 * GETs of `path` at a constant `rate` for `seconds`, each sent when it is due whether or not the
 * earlier ones have been answered (an open load, as visitors arrive), over at most `connections`
 * keep-alive connections. Each latency counts from the moment its request was due, so a server
 * (or a sender) that falls behind is charged for the wait it causes.
 *
 * Not autocannon's overallRate: that lets each connection send its share of a second as fast as
 * it can at the start of the second, then idle, so 500 requests/s arrive as bursts of 500, and it
 * records each answer slower than 1 ms as if requests had been due every millisecond. Its p99 then
 * measures the queue behind a burst. loadtest sends at a constant rate, but through dependencies
 * of 2017 (agentkeepalive 2, https-proxy-agent 2) and from its own start rather than when due.
 */
export async function measureAtRate(
  baseUrl: string,
  endpoint: BenchEndpoint,
  options: { rate: number; seconds: number; connections: number },
): Promise<ThroughputStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(endpoint.path, baseUrl);
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let sent = 0;
  let settled = 0;
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const send = (dueAt: number) => {
      // One outcome per request, whichever of answer, error or timeout comes first.
      let outcome: 'answered' | 'failed' | 'timedOut' | undefined;
      const conclude = (how: NonNullable<typeof outcome>, status?: number) => {
        if (outcome) return;
        outcome = how;
        if (how === 'answered') {
          latencies.push(performance.now() - dueAt);
          if (status! < 200 || status! > 299) non2xx += 1;
        } else if (how === 'timedOut') timeouts += 1;
        else errors += 1;
        settled += 1;
        if (settled === total) resolve();
      };
      const request = http.get(
        url,
        { agent, headers: endpoint.headers, timeout: RATE_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => conclude('answered', response.statusCode));
          response.on('error', () => conclude('failed'));
        },
      );
      request.on('timeout', () => {
        conclude('timedOut');
        request.destroy();
      });
      request.on('error', () => conclude('failed'));
    };
    const sendWhatIsDue = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      for (; sent < due; sent += 1) send(start + sent * interval);
      if (sent < total)
        setTimeout(sendWhatIsDue, Math.max(0, start + sent * interval - performance.now()));
    };
    sendWhatIsDue();
  });
  const elapsedSeconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) => {
    const value = latencies[Math.max(0, Math.ceil(share * latencies.length) - 1)] ?? 0;
    return Math.round(10 * value) / 10;
  };
  return {
    name: endpoint.name,
    path: endpoint.path,
    connections: options.connections,
    seconds: options.seconds,
    requests: total,
    non2xx,
    errors,
    timeouts,
    requestsPerSecond: Math.round(latencies.length / elapsedSeconds),
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
  };
}
