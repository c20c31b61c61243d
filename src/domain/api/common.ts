import { Type, type Static, type TSchema, type TSchemaOptions } from 'typebox';

/**
 * The building blocks every API shape is made of, declared once with TypeBox. A TypeBox value is
 * plain JSON Schema, so the server validates and serialises with it and the OpenAPI document shows
 * it as written; `Static<…>` turns it into the TypeScript type the server and the portal use.
 *
 * The browser imports these modules with `import type` only, so TypeBox never reaches its bundle;
 * the constants the browser needs at run time (enum lists, paths) live in `portal.ts`.
 *
 * Conventions of the API:
 * - JSON field names are camelCase; enum values are snake_case strings.
 * - Amounts are whole Icelandic krónur (ISK) as integers.
 * - Texts the customer reads come in both languages, so switching language needs no new request.
 * - Lists are wrapped in objects so fields can be added without breaking anyone.
 */

export const Uuid = Type.String({ format: 'uuid' });
/** A uuid. */
export type Id = Static<typeof Uuid>;

export const IsoDate = Type.String({ format: 'date', description: "'YYYY-MM-DD'" });
/** 'YYYY-MM-DD' */
export type IsoDate = Static<typeof IsoDate>;

export const IsoDateTime = Type.String({ format: 'date-time' });
/** Full ISO 8601 timestamp with time zone ('2026-03-01T09:30:00.000Z'). */
export type IsoDateTime = Static<typeof IsoDateTime>;

export const Isk = Type.Integer({ description: 'Whole Icelandic krónur' });
export type Isk = Static<typeof Isk>;

/**
 * A free-text field that may hold tabs and line breaks. Every other string must be one plain line:
 * the server checks both with its `x-text` keyword (server/security/text-input.ts).
 */
export const MultilineText = (options: TSchemaOptions = {}) =>
  Type.String({ 'x-text': 'multiline', ...options });

/** `schema` or null. */
export const Nullable = <Schema extends TSchema>(schema: Schema, options?: TSchemaOptions) =>
  Type.Union([schema, Type.Null()], options);

export const PortalLanguage = Type.Union([Type.Literal('is'), Type.Literal('en')]);
export type PortalLanguage = Static<typeof PortalLanguage>;

export const LocalizedText = Type.Object({ is: Type.String(), en: Type.String() });
/** A text the customer reads, in both languages. */
export type LocalizedText = Static<typeof LocalizedText>;

/**
 * Optional language of a generated PDF or e-mail (query string on GET, or body field on POST):
 * `?lang=is|en`, else Accept-Language, else Icelandic.
 */
export const LanguageQuery = Type.Object({ lang: Type.Optional(PortalLanguage) });
export type LanguageQuery = Static<typeof LanguageQuery>;

/** A POST body that may be empty or carry only a language. */
export const OptionalLanguageBody = Nullable(LanguageQuery);

/** A uuid-addressed object, e.g. `GET /api/policy/v2/?id=…`, with the language of its PDF. */
export const IdQuery = Type.Object({ id: Uuid, lang: Type.Optional(PortalLanguage) });
export type IdQuery = Static<typeof IdQuery>;

/** The same as a POST body: `{ id, lang? }` and nothing else. */
export const IdBody = Type.Object(
  { id: Uuid, lang: Type.Optional(PortalLanguage) },
  { additionalProperties: false },
);
export type IdBody = Static<typeof IdBody>;

/** Answer of every "send … by e-mail" call. */
export const MailSent = Type.Object({
  sent: Type.Literal(true),
  to: Type.String({
    description: "The registered address, masked for display ('a***@example.is')",
  }),
});
export type MailSentResponse = Static<typeof MailSent>;

/** A response that is a PDF file (OpenAPI shows it as binary). */
export const PdfFile = {
  description: 'A PDF file',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

/**
 * Every error the API answers, as application/problem+json. `errorCode` is stable and translated
 * on the client; `message` is for developers and logs; `errors` maps a field to its error keys.
 */
export const Problem = Type.Object({
  type: Type.String(),
  title: Type.String(),
  status: Type.Integer(),
  errorCode: Type.String({ description: 'Stable code, translated on the client' }),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type Problem = Static<typeof Problem>;

/** What each error status means for every route that may answer it. */
const ERROR_MEANINGS = {
  400: 'The request is not valid (ValidationFailed, with field errors) or breaks a rule',
  401: 'No valid access token',
  403: 'The caller may not do this, or may not act for the party it names',
  404: 'Nothing the acting party may see has this id, or there is no customer by that kennitala',
  409: 'The request conflicts with the current state',
  410: 'The link or token was valid once and has expired',
  413: 'The body is larger than the server accepts',
  415: 'The body is of a media type the route does not read',
  429: 'Too many requests; try again later',
  500: 'Something went wrong on our side (no internals are shown)',
  502: 'A service we rely on (such as the electronic ID provider) failed',
  503: 'The server is shutting down or a service it needs is unavailable',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** The response schema of one error status: a problem+json body. */
export function problemResponse(status: ErrorStatus) {
  return {
    description: ERROR_MEANINGS[status],
    content: { 'application/problem+json': { schema: Problem } },
  };
}

/**
 * The error answers of a route, spread into its `response`: `...errors(401, 404)`. The statuses
 * that every API route may answer (400, 500, 503; 401, 403 and 404 when it needs a signed-in caller;
 * 413 and 415 when it reads a body) are added to each route by the app itself.
 */
export function errors<const Statuses extends readonly ErrorStatus[]>(...statuses: Statuses) {
  return Object.fromEntries(statuses.map((status) => [status, problemResponse(status)])) as {
    [Status in Statuses[number]]: ReturnType<typeof problemResponse>;
  };
}

/** The statuses any API route may answer, whatever it does. */
export const EVERY_ROUTE_ERRORS = [400, 500, 503] as const satisfies readonly ErrorStatus[];
