import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../identity/pages';
import { latestMail } from '../../mail/outbox.repository';
import { sendServerPage } from '../../security/content-security-policy';

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
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(mail.to_address)}${mail.reply_to ? ` · <strong>Reply-To:</strong> ${escapeHtml(mail.reply_to)}` : ''} · ${escapeHtml(new Date(mail.created_at).toISOString())}</p>
<pre>${escapeHtml(mail.text_body)}</pre>
${mail.attachments.length ? `<p>Attachments: ${mail.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</p>` : ''}</article>`,
      )
      .join('\n');
    return sendServerPage(
      reply,
      (
        nonce,
      ) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox — Skjól demo</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f4f6f8;padding:1rem}</style></head>
<body><h1>Outbox (demo mode)</h1>${items || '<p>No mail yet.</p>'}</body></html>`,
    );
  });
};
