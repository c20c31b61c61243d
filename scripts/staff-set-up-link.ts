/**
 * Mails an employee the one-time link through which they set up two-step sign-in, for when no
 * administrator can (the first administrator of a new installation):
 *
 *   npm run staff-set-up-link -- <username> [e-mail address]
 *
 * The address, when given, becomes the employee's own; the link goes there. Uses the server's
 * configuration (DATABASE_URL, SMTP_URL, STAFF_URL…) and is audited as started by `cli`.
 */
import { loadConfig } from '../server/config';
import { prepareDatabase } from '../server/lifecycle';
import { createMailer, smtpTransport } from '../server/mail/mailer';
import { startFactorEnrolment } from '../server/identity/factor-enrolment';
import { isValidEmail } from '../src/domain/email';

async function main(): Promise<void> {
  const [username, email] = process.argv.slice(2);
  if (!username || (email !== undefined && !isValidEmail(email))) {
    console.error('usage: npm run staff-set-up-link -- <username> [e-mail address]');
    process.exit(64);
  }
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    const { db } = database;
    const staff = await db
      .selectFrom('staff_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (!staff) throw new Error(`no employee has the username ${username}`);
    if (email)
      await db.updateTable('staff_user').set({ email }).where('id', '=', staff.id).execute();
    const mailer = createMailer(db, {
      transport: smtpTransport(config.smtpUrl),
      from: config.mailFrom,
    });
    await startFactorEnrolment(db, mailer, {
      staffId: staff.id,
      admin: 'cli',
      staffUrl: config.staffUrl,
      language: 'is',
    });
    console.log(`A set-up link was mailed to ${username}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
