import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/database';
import {
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  createMailer,
  createOutbox,
  retryDelayMs,
  type MailTransport,
} from '../../server/mail/mailer';
import { createMigratedDatabase, testDatabaseKinds } from './support/databases';

const MINUTE = 60_000;

/** A clock the test moves by hand, so backoff is checked without waiting. */
function manualClock(start = new Date('2026-11-25T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => void (current += ms),
  };
}

/** An SMTP stand-in that refuses the first `failures` messages and records what it accepted. */
function fakeSmtp(failures = 0, delayMs = 0) {
  const accepted: string[] = [];
  let refused = 0;
  const transport: MailTransport = {
    async sendMail(message) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (refused < failures) {
        refused += 1;
        throw new Error('421 service not available');
      }
      accepted.push(String(message.subject));
    },
  };
  return { transport, accepted };
}

describe('retry waits', () => {
  it('double after each failed try and end with the last one', () => {
    expect(retryDelayMs(1)).toBe(MAIL_FIRST_RETRY_MS);
    expect(retryDelayMs(2)).toBe(2 * MAIL_FIRST_RETRY_MS);
    expect(retryDelayMs(7)).toBe(64 * MAIL_FIRST_RETRY_MS);
    expect(retryDelayMs(MAIL_MAX_ATTEMPTS)).toBeNull();
  });
});

describe.each(testDatabaseKinds)('e-mail outbox on %s', (kind) => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function migrated() {
    database = await createMigratedDatabase(kind);
    return database.db;
  }

  const row = async (subject: string) =>
    database!.db
      .selectFrom('outbox_mail')
      .select(['attempts', 'next_attempt_at', 'sent_at', 'dead_at', 'error'])
      .where('subject', '=', subject)
      .executeTakeFirstOrThrow();

  it('sends at once and keeps the mail as sent', async () => {
    const db = await migrated();
    const clock = manualClock();
    const smtp = fakeSmtp();
    await createMailer(db, {
      transport: smtp.transport,
      from: 'skjol@example.is',
      now: clock.now,
    }).send({ to: 'anna@example.is', subject: 'Strax', text: 'Halló' });
    expect(smtp.accepted).toEqual(['Strax']);
    expect(await row('Strax')).toMatchObject({
      attempts: 1,
      next_attempt_at: null,
      sent_at: clock.now(),
      dead_at: null,
    });
  });

  it('hands SMTP the extra headers a mail was kept with, such as List-Unsubscribe', async () => {
    const db = await migrated();
    const sent: Record<string, unknown>[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        sent.push(message as Record<string, unknown>);
      },
    };
    const headers = {
      'List-Unsubscribe': '<https://skjol.is/api/form/v1/forvarnarsignout/?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await createMailer(db, { transport, from: 'skjol@example.is' }).send({
      to: 'anna@example.is',
      subject: 'Fréttabréf',
      text: 'Halló',
      headers,
    });
    await createMailer(db, { transport, from: 'skjol@example.is' }).send({
      to: 'anna@example.is',
      subject: 'Venjulegt',
      text: 'Halló',
    });
    expect(sent[0]!.headers).toEqual(headers);
    expect(sent[1]).not.toHaveProperty('headers');
  });

  it('waits one, then two minutes after refusals, and sends on the third try', async () => {
    const db = await migrated();
    const clock = manualClock();
    const smtp = fakeSmtp(2);
    const options = { transport: smtp.transport, from: 'skjol@example.is', now: clock.now };
    const outbox = createOutbox(db, options);
    // Sending does not fail the request that asked for the mail: it is kept and retried.
    await createMailer(db, options).send({ to: 'b@example.is', subject: 'Seinna', text: '…' });
    expect(await row('Seinna')).toMatchObject({
      attempts: 1,
      next_attempt_at: new Date(clock.now().getTime() + MINUTE),
      sent_at: null,
      error: '421 service not available',
    });

    clock.advance(MINUTE - 1);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    clock.advance(1);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 1, dead: 0 });
    expect((await row('Seinna')).next_attempt_at).toEqual(
      new Date(clock.now().getTime() + 2 * MINUTE),
    );

    clock.advance(2 * MINUTE - 1);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    clock.advance(1);
    expect(await outbox.deliverDue()).toEqual({ sent: 1, retrying: 0, dead: 0 });
    expect(smtp.accepted).toEqual(['Seinna']);
    expect(await row('Seinna')).toMatchObject({
      attempts: 3,
      next_attempt_at: null,
      dead_at: null,
    });
    expect((await row('Seinna')).sent_at).toEqual(clock.now());
  });

  it('marks the mail dead after its last try and never tries it again', async () => {
    const db = await migrated();
    const clock = manualClock();
    const smtp = fakeSmtp(Number.POSITIVE_INFINITY);
    const options = { transport: smtp.transport, from: 'skjol@example.is', now: clock.now };
    const outbox = createOutbox(db, options);
    await createMailer(db, options).send({ to: 'c@example.is', subject: 'Aldrei', text: '…' });
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      clock.advance(retryDelayMs(attempt - 1)!);
      const report = await outbox.deliverDue();
      expect(report, `try ${attempt}`).toEqual(
        attempt === MAIL_MAX_ATTEMPTS
          ? { sent: 0, retrying: 0, dead: 1 }
          : { sent: 0, retrying: 1, dead: 0 },
      );
    }
    expect(await row('Aldrei')).toMatchObject({
      attempts: MAIL_MAX_ATTEMPTS,
      next_attempt_at: null,
      dead_at: clock.now(),
      sent_at: null,
    });
    clock.advance(30 * 24 * 60 * MINUTE);
    expect(await outbox.deliverDue()).toEqual({ sent: 0, retrying: 0, dead: 0 });
  });

  it('keeps mail without trying it when no SMTP server is configured', async () => {
    const db = await migrated();
    await createMailer(db, { from: 'skjol@example.is' }).send({
      to: 'd@example.is',
      subject: 'Sýnishorn',
      text: '…',
    });
    expect(await row('Sýnishorn')).toMatchObject({ attempts: 0, next_attempt_at: null });
  });

  it('sends each due mail once when several instances deliver at the same time', async () => {
    const db = await migrated();
    const clock = manualClock();
    // Every first try fails, so all the mail is due again at once for the instances to share.
    const first = fakeSmtp(Number.POSITIVE_INFINITY);
    const mailer = createMailer(db, {
      transport: first.transport,
      from: 'x@example.is',
      now: clock.now,
    });
    const subjects = Array.from({ length: 30 }, (_, index) => `Póstur ${index}`);
    for (const subject of subjects) await mailer.send({ to: 'e@example.is', subject, text: '…' });
    clock.advance(MINUTE);

    // Slow SMTP keeps each instance's claim open while the others look for work.
    const smtp = fakeSmtp(0, 5);
    const instances = Array.from({ length: 4 }, () =>
      createOutbox(db, { transport: smtp.transport, from: 'x@example.is', now: clock.now }),
    );
    const reports = await Promise.all(instances.map((outbox) => outbox.deliverDue({ limit: 10 })));
    const again = await Promise.all(instances.map((outbox) => outbox.deliverDue({ limit: 10 })));
    const sent = [...reports, ...again].reduce((sum, report) => sum + report.sent, 0);
    expect(sent).toBe(subjects.length);
    expect([...smtp.accepted].sort()).toEqual([...subjects].sort());
  });
});
