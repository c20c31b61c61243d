import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { LocalizedText, MailSentResponse } from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import { toServerLanguage, type ServerLanguage } from '../../i18n/locales';
import type { MailAttachment } from '../../mail/mailer';
import { keyedLimit, type KeyedLimit } from '../../security/rate-limit';
import { recordAuditEvent } from '../audit/audit.repository';

/**
 * What the portal's areas share: the request's language, dates, e-mail to the acting party,
 * sending PDFs, and the JSON-schema pieces every route uses.
 */

/** `?lang=`, then a `lang` body field, then Accept-Language; Icelandic by default. */
export function requestLanguage(request: FastifyRequest): ServerLanguage {
  const query = request.query as { lang?: unknown } | undefined;
  if (typeof query?.lang === 'string') return toServerLanguage(query.lang);
  const body = request.body as { lang?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.lang === 'string')
    return toServerLanguage(body.lang);
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string' && accept.trim()) {
    // The first language the client ranks highest; q-values rarely change the top pick.
    const first = accept.split(',')[0]?.split(';')[0];
    return toServerLanguage(first);
  }
  return 'is';
}

/** A `date` column as 'YYYY-MM-DD' (drivers would otherwise turn it into a time-zone-bound Date). */
export function isoDay(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/** Today's date in Iceland (UTC all year round). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDaysIso(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export const text = (is: string, en: string): LocalizedText => ({ is, en });

export function pick(value: LocalizedText, lang: ServerLanguage): string {
  return value[lang];
}

/** 'anna@example.is' -> 'a***@example.is': enough to recognise, not enough to harvest. */
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** E-mails one signed-in person (customer or staff) may have the portal send in an hour, in all. */
export const PORTAL_MAILS_PER_HOUR = 10;

const mailLimits = new WeakMap<FastifyInstance, KeyedLimit>();

/** The counters are named, not per instance, so every route and server instance shares them. */
function portalMailLimit(app: FastifyInstance): KeyedLimit {
  let limit = mailLimits.get(app);
  if (!limit) {
    limit = keyedLimit(app, {
      name: 'portal-mail',
      max: PORTAL_MAILS_PER_HOUR,
      timeWindowMs: 60 * 60_000,
      key: ({ auth }) =>
        auth ? (auth.kind === 'staff' ? `staff:${auth.username}` : auth.ssn) : undefined,
    });
    mailLimits.set(app, limit);
  }
  return limit;
}

/**
 * E-mails the acting party at their registered address; 409 when they have none, 429
 * `TooManyMails` when the signed-in person has had PORTAL_MAILS_PER_HOUR sent this hour, so the
 * portal cannot be used to flood anyone's inbox.
 */
export async function mailActingParty(
  request: FastifyRequest,
  acting: ActingParty,
  mail: { subject: string; text: string; attachments: MailAttachment[] },
  db: DbOrTx = request.server.deps.database.db,
): Promise<MailSentResponse> {
  const limited = await portalMailLimit(request.server).hit(request);
  if (limited.exceeded)
    throw new AppError('TooManyMails', 429, 'Too many e-mails this hour; try again later');
  const party = await db
    .selectFrom('party')
    .select('email')
    .where('kennitala', '=', acting.kennitala)
    .executeTakeFirst();
  const to = party?.email?.trim();
  if (!to)
    throw new AppError(
      'NoRegisteredEmail',
      409,
      'There is no registered e-mail address to send to',
    );
  await request.server.deps.identity.mailer.send({ to, ...mail });
  const auth = request.auth;
  await recordAuditEvent(db, {
    action: 'portal.mail',
    actor: auth ? (auth.kind === 'staff' ? `staff:${auth.username}` : auth.ssn) : null,
    subject: acting.kennitala,
    ip: request.ip,
    detail: { subject: mail.subject, attachments: mail.attachments.map((a) => a.filename) },
  });
  return { sent: true, to: maskEmail(to) };
}

/** An ASCII-only stand-in for a file name: 'Þjónusta – yfirlit.pdf' -> 'Thjonusta - yfirlit.pdf'. */
export function asciiFileName(name: string): string {
  const folded = name
    .replace(/[Þþ]/g, (c) => (c === 'Þ' ? 'Th' : 'th'))
    .replace(/[Ðð]/g, (c) => (c === 'Ð' ? 'D' : 'd'))
    .replace(/[Ææ]/g, (c) => (c === 'Æ' ? 'Ae' : 'ae'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return folded.replace(/[^A-Za-z0-9 ._-]+/g, '-').replace(/-+/g, '-') || 'document.pdf';
}

/** Content-Disposition with an ASCII `filename` and the exact name as RFC 5987 `filename*`. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = asciiFileName(fileName);
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === fileName
    ? `${kind}; filename="${ascii}"`
    : `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sendPdf(
  reply: FastifyReply,
  pdf: Buffer,
  fileName: string,
  kind: 'attachment' | 'inline' = 'attachment',
): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(kind, fileName))
    .header('cache-control', 'no-store')
    .header('content-length', pdf.length)
    .send(pdf);
}

export const pdfAttachment = (fileName: string, content: Buffer): MailAttachment => ({
  filename: fileName,
  contentType: 'application/pdf',
  content,
});

// ---- JSON-schema pieces ------------------------------------------------------------------

export const localizedSchema = {
  type: 'object',
  required: ['is', 'en'],
  properties: { is: { type: 'string' }, en: { type: 'string' } },
} as const;

export const nullableLocalizedSchema = {
  type: ['object', 'null'],
  required: ['is', 'en'],
  properties: { is: { type: 'string' }, en: { type: 'string' } },
} as const;

export const langSchema = { type: 'string', enum: ['is', 'en'] } as const;
export const uuidSchema = { type: 'string', format: 'uuid' } as const;
export const isoDateSchema = { type: 'string', format: 'date' } as const;
export const nullableIsoDateSchema = { type: ['string', 'null'], format: 'date' } as const;
export const iskSchema = { type: 'integer' } as const;

export const idQuerySchema = {
  type: 'object',
  required: ['id'],
  properties: { id: uuidSchema, lang: langSchema },
} as const;

export const idBodySchema = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: uuidSchema, lang: langSchema },
} as const;

export const langQuerySchema = {
  type: 'object',
  properties: { lang: langSchema },
} as const;

/** A POST body that may be empty or carry only a language. */
export const optionalLangBodySchema = {
  type: ['object', 'null'],
  properties: { lang: langSchema },
} as const;

export const mailSentSchema = {
  type: 'object',
  required: ['sent', 'to'],
  properties: { sent: { type: 'boolean', const: true }, to: { type: 'string' } },
} as const;

/** A response that is a PDF file (OpenAPI shows it as binary). */
export const pdfResponseSchema = {
  description: 'A PDF file',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
} as const;

export const productSchema = {
  type: 'object',
  required: ['code', 'kind', 'name'],
  properties: { code: { type: 'string' }, kind: { type: 'string' }, name: localizedSchema },
} as const;
