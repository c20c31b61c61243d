import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/**
 * Every string a route accepts is plain text: no NUL (PostgreSQL refuses it in text columns, so
 * it used to surface as a 500), no other control characters and no unpaired UTF-16 surrogates
 * (they cannot be encoded as UTF-8, so they turn into U+FFFD or errors further down).
 *
 * The rule is a JSON Schema keyword, `x-text`, that Ajv checks with the rest of the schema:
 *
 *   - `'line'` (the default, added to every schema of every route): no control character at all;
 *   - `'multiline'` (written in the schema of a free-text field that may span lines): tab,
 *     line feed and carriage return are allowed, nothing else below U+0020 or in U+007F–U+009F.
 *
 * A field opts into line breaks explicitly, `{ type: 'string', ...MULTILINE_TEXT }`, so a reader
 * of the schema sees which fields may hold them. A refusal is a 400 `ValidationFailed` whose
 * field error is `invalidCharacters` (errors.ts).
 */

export const TEXT_KEYWORD = 'x-text';
export type TextKind = 'line' | 'multiline';

/** Spread into the schema of a free-text field that may hold tabs and line breaks. */
export const MULTILINE_TEXT = { [TEXT_KEYWORD]: 'multiline' } as const;

/** The field error a refused string gets, translated in the portal's `default` group. */
export const INVALID_CHARACTERS = 'invalidCharacters';

// C0 controls, DEL, the C1 controls and surrogates; the multi-line rule spares tab, LF and CR.
// With the `u` flag a surrogate pair is one code point (an emoji, say) and never falls in
// U+D800–U+DFFF, so the class matches only a surrogate that lacks its partner.
// eslint-disable-next-line no-control-regex -- control characters are what this rule is about
const LINE_REFUSED = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff]/u;
// eslint-disable-next-line no-control-regex -- control characters are what this rule is about
const MULTILINE_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/u;

/** Whether a string is acceptable text of the given kind. */
export function isPlainText(value: string, kind: TextKind = 'line'): boolean {
  return !(kind === 'line' ? LINE_REFUSED : MULTILINE_REFUSED).test(value);
}

/** The part of Ajv used here (Ajv itself is Fastify's dependency, not ours). */
type AjvLike = {
  addKeyword(definition: {
    keyword: string;
    type: 'string';
    schemaType: 'string';
    metaSchema: object;
    errors: false;
    validate: (kind: TextKind, data: string) => boolean;
  }): unknown;
};

/** Ajv plugin (Fastify's `ajv.plugins`): teaches the validator the `x-text` keyword. */
export function textKeyword<Ajv extends AjvLike>(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['line', 'multiline'] },
    errors: false,
    validate: (kind, data) => isPlainText(data, kind),
  });
  return ajv;
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is one schema. */
const SUBSCHEMA = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
] as const;
/** Keywords whose value is a list of schemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'] as const;
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

/**
 * A copy of a schema in which every subschema that accepts strings carries `x-text` (`'line'`
 * unless it says otherwise). Copied, never changed in place: route schemas share constants with response
 * schemas, which the serialiser compiles and which must stay as written. `not` is left alone:
 * text refused inside it would turn into text required.
 */
export function withTextRule(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  const types = Array.isArray(copy.type) ? (copy.type as unknown[]) : [copy.type];
  if (types.includes('string') && !(TEXT_KEYWORD in copy)) copy[TEXT_KEYWORD] = 'line';
  for (const key of SUBSCHEMA) if (isSchema(copy[key])) copy[key] = withTextRule(copy[key]);
  for (const key of SCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map(withTextRule);
  }
  for (const key of SCHEMA_MAPS) {
    const map = copy[key];
    if (isSchema(map))
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, withTextRule(sub)]),
      );
  }
  return copy;
}

/** A query string value: one text, or several when the name repeats. */
const queryValue = {
  type: ['string', 'array'],
  items: { type: 'string' },
} as const;

/**
 * Headers the API itself reads (the rest are Node's or the OpenID provider's business). Node's
 * HTTP parser already refuses NUL and line breaks in headers; this also covers the other control
 * characters and requests that reach the app by other means.
 */
const READ_HEADERS = ['authorization', 'impersonateduser', 'overviewuser'] as const;

function paramNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/**
 * The input schemas a route is validated with: its own with the text rule, and for the parts it
 * declares nothing about (path parameters, query string, the headers the API reads), a schema
 * that accepts any text but only text, so no route lets a control character through unseen.
 */
export function inputSchemasWithTextRule(
  route: Pick<RouteOptions, 'url' | 'schema'>,
): FastifySchema {
  const schema: FastifySchema = { ...route.schema };
  if (schema.body !== undefined) schema.body = withTextRule(schema.body);

  const params = paramNames(route.url);
  const wildcard = route.url.endsWith('*') ? ['*'] : [];
  schema.params = withTextRule(
    schema.params ?? {
      type: 'object',
      properties: Object.fromEntries(
        [...params, ...wildcard].map((name) => [name, { type: 'string' }]),
      ),
    },
  );

  schema.querystring = withTextRule(
    schema.querystring ?? {
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: queryValue,
    },
  );

  const headers = isSchema(schema.headers) ? schema.headers : { type: 'object' };
  const declared = isSchema(headers.properties) ? headers.properties : {};
  schema.headers = withTextRule({
    ...headers,
    properties: {
      ...Object.fromEntries(READ_HEADERS.map((name) => [name, { type: 'string' }])),
      ...declared,
    },
  });
  return schema;
}

/**
 * Gives every route registered after this the text rule. Registered on the root instance, like
 * api-docs.ts, so its onRoute hook sees the routes of every sibling plugin.
 */
export function registerTextInput(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = inputSchemasWithTextRule(route);
  });
}
