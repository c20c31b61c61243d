import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailSentResponse } from '../../../src/domain/api/common';
import { maskEmail } from '../../../src/domain/redact';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors';
import { actorOf, type ActingParty } from '../../identity/authenticate';
import type { MailAttachment } from '../../mail/mailer';
import { keyedLimit, type KeyedLimit } from '../../security/rate-limit';
import { recordAuditEvent } from '../audit/audit.repository';
import { partyEmail } from '../party/party.repository';

/**
 * E-mail from the portal to the party a call acts for: the registered address, a per-person
 * hourly limit, and an audit entry for every message sent.
 */

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
      key: ({ auth }) => (auth ? actorOf(auth) : undefined),
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
  const to = await partyEmail(db, acting.kennitala);
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
    actor: auth ? actorOf(auth) : null,
    subject: acting.kennitala,
    ip: request.ip,
    detail: { subject: mail.subject, attachments: mail.attachments.map((a) => a.filename) },
  });
  return { sent: true, to: maskEmail(to) };
}

export const pdfAttachment = (fileName: string, content: Buffer): MailAttachment => ({
  filename: fileName,
  contentType: 'application/pdf',
  content,
});
