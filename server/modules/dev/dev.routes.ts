import type { FastifyPluginAsync } from 'fastify';
import { latestMail } from '../../mail/outbox.repository';
import { sendServerPage } from '../../security/content-security-policy';
import { outboxPage } from './outbox-page';

/** Demo-mode helpers for people trying Skjól out: what the server "sent" by e-mail. */
export const devRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const recentMail = () => latestMail(db, 50);

  app.get('/outbox.json', async () =>
    (await recentMail()).map((mail) => ({
      id: mail.id,
      to: mail.to_address,
      replyTo: mail.reply_to,
      headers: mail.headers,
      subject: mail.subject,
      text: mail.text_body,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        // A text attachment (an .ics invitation) is shown as it is; files only by name.
        ...(a.contentType.startsWith('text/')
          ? { text: Buffer.from(a.contentBase64, 'base64').toString('utf8') }
          : {}),
      })),
      createdAt: mail.created_at,
    })),
  );

  app.get('/outbox', async (_request, reply) => {
    const mails = await recentMail();
    return sendServerPage(reply, (nonce) => outboxPage(nonce, mails));
  });
};
