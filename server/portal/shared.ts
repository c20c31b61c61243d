import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { LocalizedText } from '../../src/domain/api/common';
import { contentDisposition } from '../download-name';
import { toServerLanguage, type ServerLanguage } from '../i18n/locales';

/**
 * What the portal's areas share: the request's language, date columns read as text, texts in both
 * languages, and sending PDFs. Feature modules import this; it imports none of them, so the
 * dependency runs one way.
 */

/** `?lang=`, then a `lang` body field, then Accept-Language; Icelandic by default. */
/** The answer of a route that does something and has nothing to say back. */
export const noContent = {
  204: { type: 'null', description: 'Done; nothing to answer' },
} as const;

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

export const text = (is: string, en: string): LocalizedText => ({ is, en });

export function pick(value: LocalizedText, lang: ServerLanguage): string {
  return value[lang];
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

/**
 * Sends bytes with the headers given. A route whose response schema describes a file (binary) has
 * no JSON type for its body, so files go out through this untyped reply.
 */
export function sendBytes(
  reply: FastifyReply,
  bytes: Buffer,
  headers: Record<string, string>,
): FastifyReply {
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.send(bytes);
}
