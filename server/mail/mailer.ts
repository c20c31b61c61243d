import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/database';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * A list for a jsonb column, as JSON text. node-postgres would send a JS array as a PostgreSQL
 * array literal ('{}' for an empty one), which jsonb reads as an object or refuses outright.
 */
function asJsonb<T>(value: T[]) {
  return sql<T[]>`(${JSON.stringify(value)}::text)::jsonb`;
}

/**
 * Every message goes into the outbox table first, so nothing is lost when SMTP is down and demo
 * mode can show what was sent (/dev/outbox). With SMTP_URL set it is also handed to that server.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  return {
    async send(mail) {
      const row = await db
        .insertInto('outbox_mail')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html ?? null,
          attachments: asJsonb(
            (mail.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              contentBase64: a.content.toString('base64'),
            })),
          ),
          sent_at: null,
          error: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...mail });
        await db
          .updateTable('outbox_mail')
          .set({ sent_at: new Date() })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        await db
          .updateTable('outbox_mail')
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where('id', '=', row.id)
          .execute();
        throw error;
      }
    },
  };
}
