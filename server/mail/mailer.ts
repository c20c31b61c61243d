import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Db } from '../db/database';
import {
  claimDueMail,
  insertMail,
  markFailed,
  markSent,
  type ClaimedMail,
} from './outbox.repository';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Where the recipient's answer should go, when not to the sender. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on newsletter mail. */
  headers?: Record<string, string>;
};

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What the outbox needs of an SMTP client; nodemailer's transport is one. */
export type MailTransport = {
  sendMail(message: SendMailOptions): Promise<unknown>;
};

/** Tries a mail gets in all, the first one included, before it is marked dead. */
export const MAIL_MAX_ATTEMPTS = 8;
/** The wait after the first failed try; each later wait doubles it (1, 2, 4 … 64 minutes). */
export const MAIL_FIRST_RETRY_MS = 60_000;
/**
 * How long a claimed mail stays out of other instances' reach while it is being sent. Longer
 * than any SMTP conversation, so only a process that died mid-send lets the mail go again.
 */
export const MAIL_CLAIM_LEASE_MS = 10 * 60_000;

/** The wait after `attemptsMade` failed tries, or null when that was the last try. */
export function retryDelayMs(attemptsMade: number): number | null {
  if (attemptsMade >= MAIL_MAX_ATTEMPTS) return null;
  return MAIL_FIRST_RETRY_MS * 2 ** (attemptsMade - 1);
}

export type DeliveryReport = { sent: number; retrying: number; dead: number };

export type OutboxOptions = {
  /** No transport: mail is only kept (demo mode shows it at /dev/outbox). */
  transport?: MailTransport;
  from: string;
  now?: () => Date;
};

/**
 * Every message goes into the outbox table first, so nothing is lost when SMTP is down and demo
 * mode can show what was sent. With a transport the outbox tries the mail at once and, when SMTP
 * refuses it, again later with doubling waits until it gives up and marks it dead.
 */
export function createOutbox(db: Db, options: OutboxOptions) {
  const now = options.now ?? (() => new Date());
  const transport = options.transport;

  async function attempt(mail: ClaimedMail, report: DeliveryReport): Promise<void> {
    try {
      await transport!.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body !== null ? { html: mail.html_body } : {}),
        ...(mail.reply_to !== null ? { replyTo: mail.reply_to } : {}),
        ...(Object.keys(mail.headers ?? {}).length > 0 ? { headers: mail.headers } : {}),
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
      await markSent(db, mail.id, now());
      report.sent += 1;
    } catch (error) {
      const failedAt = now();
      const delay = retryDelayMs(mail.attempts);
      await markFailed(db, mail.id, {
        error: error instanceof Error ? error.message : String(error),
        at: failedAt,
        retryAt: delay === null ? null : new Date(failedAt.getTime() + delay),
      });
      if (delay === null) report.dead += 1;
      else report.retrying += 1;
    }
  }

  /** Sends what is due (or only the mail `id`); never throws for SMTP's sake, the row says what happened. */
  async function deliverDue(select: { id?: string; limit?: number } = {}): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, dead: 0 };
    if (!transport) return report;
    const at = now();
    const claimed = await claimDueMail(db, {
      now: at,
      leaseUntil: new Date(at.getTime() + MAIL_CLAIM_LEASE_MS),
      limit: select.limit ?? 20,
      ...(select.id !== undefined ? { id: select.id } : {}),
    });
    for (const mail of claimed) await attempt(mail, report);
    return report;
  }

  async function enqueue(mail: Mail): Promise<string> {
    const createdAt = now();
    return insertMail(db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? {},
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: a.content.toString('base64'),
      })),
      createdAt,
      nextAttemptAt: transport ? createdAt : null,
    });
  }

  return { enqueue, deliverDue };
}

export type Outbox = ReturnType<typeof createOutbox>;

export function smtpTransport(smtpUrl: string | undefined): MailTransport | undefined {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
}

/** The mailer the app uses: keep the mail, then try it at once; later tries are `retryMail`'s. */
export function createMailer(db: Db, options: OutboxOptions): Mailer {
  const outbox = createOutbox(db, options);
  return {
    async send(mail) {
      const id = await outbox.enqueue(mail);
      await outbox.deliverDue({ id });
    },
  };
}

/**
 * Retries due mail every `intervalMs` until the returned function is called. Each instance runs
 * one; the claim in the outbox keeps them from sending the same mail twice.
 */
export function retryMail(
  outbox: Outbox,
  intervalMs: number,
  onReport: (report: DeliveryReport | Error) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = outbox.deliverDue().then(
      (report) => {
        if (report.sent + report.retrying + report.dead > 0) onReport(report);
      },
      (error: unknown) => onReport(error instanceof Error ? error : new Error(String(error))),
    );
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
