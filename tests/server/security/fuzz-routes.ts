import fc from 'fast-check';
import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../../server/db/database';
import { ANNA, startActing, type PortalApp } from '../portal-helpers';
import { OAuthBrowser } from '../support/oauth';

/**
 * The property the fuzz test (and `npm run bench`, with many more runs) checks on every route the
 * app registers: whatever arrives — JSON of any shape, strings with NUL, lone surrogates and
 * control characters, huge numbers, deep nesting, wrong types, malformed percent-encoding in the
 * path and query, odd headers — the answer is never a 5xx.
 */

/** Cases per route and authenticated caller: FUZZ_RUNS, else the caller's default. */
export function fuzzRuns(defaultRuns: number): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : defaultRuns;
}

export type FuzzRoute = { url: string; methods: string[] };

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`): each line is a
 * segment whose ancestors are the lines above it indented less.
 */
export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) {
      const methods = match[3].split(', ').filter((method) => method !== 'HEAD');
      if (methods.length > 0) routes.push({ url: stack.join(''), methods });
    }
  }
  return routes;
}

/** What the API description says a route reads: query names and the body's property names. */
export type RouteInputs = { query: string[]; body: string[] };

export async function routeInputs(
  app: FastifyInstance,
  host: string,
): Promise<Map<string, RouteInputs>> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/docs/json',
    headers: { host },
  });
  const document = response.json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const inputs = new Map<string, RouteInputs>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
      // A multipart form's body is described too; the fuzzer sends JSON bodies only.
      const body = (
        operation.requestBody as
          { content: { 'application/json'?: { schema: { properties?: object } } } } | undefined
      )?.content['application/json']?.schema.properties;
      inputs.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, {
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(body ?? {}),
      });
    }
  }
  return inputs;
}

/** Ids of real rows, so generated requests often name something that exists. */
export async function knownIds(database: DatabaseHandle): Promise<string[]> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where column_name = 'id' and table_schema = current_schema()`.execute(database.db);
  const ids: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<{
      id: string;
    }>`select id::text as id from ${sql.table(table)} limit 3`.execute(database.db);
    ids.push(...rows.rows.map((row) => row.id));
  }
  return ids;
}

const KENNITALAS = [
  '1201603389',
  '0503852139',
  '1407702999',
  '4502952219',
  '120160-3389',
  '0000000000',
];

/** Characters that have broken servers: NUL, other controls, lone surrogates, BOM, RTL override. */
const NASTY_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '\udc00\ud800',
  '\ufeff',
  '\u202e',
  '\uffff',
  '😀',
  'Þ',
  '%',
  '%00',
  '\\',
  "'",
  '"',
  '<',
  '{',
  '$',
  '..',
  '/',
];

const nastyText = fc
  .array(fc.oneof(fc.constantFrom(...NASTY_CHARACTERS), fc.string({ maxLength: 8 })), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

/** Strings that look like what a field expects, so some requests get past validation. */
const plausibleText = (ids: string[]) =>
  fc.oneof(
    fc.constantFrom(...KENNITALAS),
    ids.length > 0 ? fc.constantFrom(...ids) : fc.uuid(),
    fc.uuid(),
    fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) })
      .map((d) => d.toISOString()),
    fc
      .date({ noInvalidDate: true, min: new Date(0), max: new Date(4102444800000) })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.emailAddress(),
    fc.constantFrom('is', 'en', 'pdf', 'json', 'true', '1', '-1', '', 'Prufa-1234', 'test-trigger'),
    fc.string({ maxLength: 40 }),
  );

const hugeNumbers = fc.constantFrom(
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
  2 ** 63,
  1e-320,
  1.2345678901234568e29,
);

/** A JSON value of any shape, leaves biased towards trouble. */
function jsonValue(ids: string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(
    nastyText,
    plausibleText(ids),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    hugeNumbers,
    fc.boolean(),
    fc.constant(null),
  );
  return fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.oneof(nastyText, fc.string({ maxLength: 6 })), tie('value'), {
        maxKeys: 4,
      }),
    ),
  })).value;
}

/** Nesting deeper than any parser's comfort, built directly (fast-check keeps depth small). */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 5000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** A path or query piece: encoded text, or raw percent sequences, some of them malformed. */
const urlPiece = (ids: string[]) =>
  fc.oneof(
    fc.oneof(nastyText, plausibleText(ids)).map((text) => encodeURIComponent(safeForUri(text))),
    fc.constantFrom(
      '%',
      '%zz',
      '%c0%80',
      '%ed%a0%80',
      '%ff',
      '%00',
      '%0a',
      '%e2%80%ae',
      '..',
      '%2e%2e',
      '%2f',
    ),
    fc.string({ maxLength: 6 }).map((text) => encodeURIComponent(safeForUri(text))),
  );

/** encodeURIComponent throws on lone surrogates; a client would send their UTF-8 guess instead. */
function safeForUri(text: string): string {
  return text.replace(/[\ud800-\udfff]/gu, '\ufffd');
}

function fillPath(url: string, pieces: string[]): string {
  let index = 0;
  return url
    .replace(/:[A-Za-z0-9_]+/g, () => pieces[index++] ?? 'x')
    .replace(/\*$/, () => `/${pieces[index++] ?? 'x'}`);
}

/** The fields the sign-in forms post. */
const FORM_FIELDS = ['ssn', 'username', 'password', 'phone', 'interaction', 'language'];

export type FuzzCaller = {
  name: string;
  host: string;
  headers: Record<string, string>;
};

type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

function bodyArbitrary(ids: string[], fields: string[]): fc.Arbitrary<Body> {
  const value = jsonValue(ids);
  const fieldValue = fc.oneof(value, plausibleText(ids), nastyText);
  const shaped =
    fields.length > 0
      ? fc
          .tuple(
            fc
              .subarray(fields)
              .chain((names) =>
                fc.tuple(...names.map((name) => fieldValue.map((v) => [name, v] as const))),
              ),
            fc.dictionary(fc.string({ maxLength: 6 }), value, { maxKeys: 2 }),
          )
          .map(([pairs, extra]) => ({ ...extra, ...Object.fromEntries(pairs) }))
      : fc.dictionary(fc.string({ maxLength: 6 }), value, { maxKeys: 4 });
  return fc.oneof(
    fc.constant<Body>({ kind: 'none' }),
    shaped.map((object): Body => ({ kind: 'json', value: object })),
    value.map((v): Body => ({ kind: 'json', value: v })),
    deepNesting.map((text): Body => ({ kind: 'raw', text, type: 'application/json' })),
    fc
      .tuple(
        fc.oneof(nastyText, fc.string()),
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/octet-stream',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
        ),
      )
      .map(([text, type]): Body => ({ kind: 'raw', text, type })),
    fc
      .dictionary(
        fc.oneof(fc.constantFrom(...fields, ...FORM_FIELDS), nastyText),
        fc.oneof(nastyText, plausibleText(ids)),
        { maxKeys: 4 },
      )
      .map((form): Body => ({
        kind: 'raw',
        type: 'application/x-www-form-urlencoded',
        text: Object.entries(form)
          .map(
            ([k, v]) => `${encodeURIComponent(safeForUri(k))}=${encodeURIComponent(safeForUri(v))}`,
          )
          .join('&'),
      })),
  );
}

/** Header values as a client (or anything that reaches the app) might send them. */
const headerText = (ids: string[]) =>
  fc.oneof(fc.constantFrom(...KENNITALAS), plausibleText(ids), nastyText.map(safeForUri));

/** Header values travel as bytes that Node reads as Latin-1: what a UTF-8 client's text becomes. */
function asHeader(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

export type FuzzCase = InjectOptions & { describe: string };

export function requestArbitrary(
  route: FuzzRoute,
  caller: FuzzCaller,
  inputs: Map<string, RouteInputs>,
  ids: string[],
  paramValues: string[] = [],
): fc.Arbitrary<FuzzCase> {
  const paramCount = (route.url.match(/:[A-Za-z0-9_]+|\*$/g) ?? []).length;
  return fc.constantFrom(...route.methods).chain((method) => {
    // Routes outside the API description (the sign-in forms) get the sign-in forms' field names.
    const declared = inputs.get(`${method} ${route.url}`) ?? { query: [], body: FORM_FIELDS };
    const queryNames = fc.oneof(
      fc.constantFrom(...declared.query, 'lang', 'id', 'q', 'ref', 'format'),
      urlPiece(ids),
    );
    return fc
      .record({
        params: fc.array(
          fc.oneof(
            urlPiece(ids),
            plausibleText(ids).map(safeForUri).map(encodeURIComponent),
            paramValues.length > 0 ? fc.constantFrom(...paramValues) : urlPiece(ids),
            paramValues.length > 0 ? fc.constantFrom(...paramValues) : urlPiece(ids),
          ),
          {
            minLength: paramCount,
            maxLength: paramCount,
          },
        ),
        query: fc.array(fc.tuple(queryNames, urlPiece(ids)), { maxLength: 4 }),
        body:
          method === 'GET'
            ? fc.constant<Body>({ kind: 'none' })
            : bodyArbitrary(ids, declared.body),
        // Each case from its own address, so throttling by address does not end the fuzzing early.
        remoteAddress: fc.ipV4(),
        extraHeaders: fc.dictionary(
          fc.constantFrom(
            'impersonatedUser',
            'overviewUser',
            'accept',
            'accept-language',
            'x-prismic-secret',
            'cookie',
          ),
          headerText(ids),
          { maxKeys: 3 },
        ),
        // Now and then the caller's own token is replaced by something that is not one.
        badAuthorization: fc.oneof(
          { arbitrary: fc.constant(null), weight: 9 },
          { arbitrary: headerText(ids), weight: 1 },
        ),
      })
      .map(({ params, query, body, remoteAddress, extraHeaders, badAuthorization }) => {
        const search = query.map(([name, value]) => `${name}=${value}`).join('&');
        const url = `${fillPath(route.url, params)}${search ? `?${search}` : ''}`;
        const headers: Record<string, string> = { ...caller.headers };
        for (const [name, value] of Object.entries(extraHeaders)) headers[name] = asHeader(value);
        if (badAuthorization !== null)
          headers.authorization = asHeader(`Bearer ${badAuthorization}`);
        headers.host = caller.host;
        let payload: string | undefined;
        if (body.kind === 'json') {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body.value) ?? 'null';
        } else if (body.kind === 'raw') {
          headers['content-type'] = body.type;
          payload = body.text;
        }
        const describe = `${caller.name} ${method} ${url}`;
        return {
          method: method as InjectOptions['method'],
          url,
          headers,
          payload,
          remoteAddress,
          describe,
        };
      });
  });
}

/**
 * Sends `runs` generated requests to one route; returns the first request that got a 5xx (shrunk
 * to a small one) with the answer, or null.
 */
export async function fuzzRoute(
  app: FastifyInstance,
  route: FuzzRoute,
  caller: FuzzCaller,
  inputs: Map<string, RouteInputs>,
  ids: string[],
  runs: number,
  options: { paramValues?: string[] } = {},
): Promise<string | null> {
  const requests = requestArbitrary(route, caller, inputs, ids, options.paramValues ?? []);
  const result = await fc.check(
    fc.asyncProperty(requests, async (request) => {
      const { describe, ...options } = request;
      let response: LightMyRequestResponse;
      try {
        response = await app.inject(options);
      } catch (error) {
        throw new Error(`${describe}: the request failed: ${String(error)}`);
      }
      if (response.statusCode >= 500) {
        throw new Error(
          `${describe} answered ${response.statusCode}: ${response.body.slice(0, 200)}`,
        );
      }
    }),
    { numRuns: runs },
  );
  if (!result.failed) return null;
  const error = result.errorInstance;
  const message = error instanceof Error ? error.message : String(error);
  // fast-check's seed and path replay the very case: fc.check(..., { seed, path }).
  return `${message} (seed ${result.seed}, path ${result.counterexamplePath})`;
}

/** Paths no route claims: the static site and the portal's client-side routes answer them. */
const SITE_ROUTES: FuzzRoute[] = [
  { url: '/:page', methods: ['GET'] },
  { url: '/en/:page/:sub', methods: ['GET'] },
  { url: '/vidskipti/:page', methods: ['GET'] },
  { url: '/api/:unknown', methods: ['GET', 'POST'] },
];

/** Logging out ends the caller's sessions, which would leave later routes only 401s: last. */
const lastIfLogout = (route: FuzzRoute) => (/logout/.test(route.url) ? 1 : 0);

export type FuzzTargets = {
  routes: FuzzRoute[];
  inputs: Map<string, RouteInputs>;
  ids: string[];
  /** Path parameters worth hitting often: the sign-in interactions the callers hold cookies for. */
  paramValues: string[];
  /** Nobody; Anna with her token on the site; Sigga (Full) on the staff host acting for Anna. */
  callers: FuzzCaller[];
};

/** What to fuzz in a portal app started with Anna's and Sigga's tokens. */
export async function fuzzTargets(portal: PortalApp): Promise<FuzzTargets> {
  const { app, config, database } = portal.testApp;
  const site = new URL(config.siteUrl).host;
  const staff = new URL(config.staffUrl).host;
  // A sign-in begun on each host, so the sign-in forms' handlers are reached, not only refused.
  const interaction = async (origin: string, clientId: string, audience: string) => {
    const browser = new OAuthBrowser(app, origin, clientId, audience);
    const { uid } = await browser.startSignIn();
    return { uid: uid!, cookie: browser.jar.header(`/interaction/${uid}/`) };
  };
  const customerSignIn = await interaction(config.siteUrl, 'skjol-web', config.authAudience);
  const staffSignIn = await interaction(config.staffUrl, 'skjol-staff', config.staffAuthAudience);
  // The staff caller acts for Anna, as the portal does once an employee gives a reason.
  await startActing(portal.testApp, staff, portal.tokens.sigga, ANNA);
  return {
    routes: [...routesOf(app), ...SITE_ROUTES].sort((a, b) => lastIfLogout(a) - lastIfLogout(b)),
    inputs: await routeInputs(app, site),
    ids: await knownIds(database),
    paramValues: [customerSignIn.uid, staffSignIn.uid],
    callers: [
      { name: 'anonymous', host: site, headers: { cookie: customerSignIn.cookie } },
      {
        name: 'customer',
        host: site,
        headers: { authorization: `Bearer ${portal.tokens.anna}`, cookie: customerSignIn.cookie },
      },
      {
        name: 'staff',
        host: staff,
        headers: {
          authorization: `Bearer ${portal.tokens.sigga}`,
          impersonatedUser: ANNA,
          cookie: staffSignIn.cookie,
        },
      },
    ],
  };
}

/**
 * Every target route by every caller; the failures, one per route and caller. Anonymous calls
 * mostly stop at requireAuth, so they may be given fewer cases.
 */
export async function fuzzAll(
  portal: PortalApp,
  targets: FuzzTargets,
  runs: { authenticated: number; anonymous: number },
): Promise<{ failures: string[]; requests: number }> {
  const failures: string[] = [];
  let requests = 0;
  for (const route of targets.routes) {
    for (const caller of targets.callers) {
      const count = caller.name === 'anonymous' ? runs.anonymous : runs.authenticated;
      const { inputs, ids, paramValues } = targets;
      const failure = await fuzzRoute(portal.testApp.app, route, caller, inputs, ids, count, {
        paramValues,
      });
      requests += count;
      if (failure) failures.push(failure);
    }
  }
  return { failures, requests };
}
