import { createRequire } from 'node:module';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { cardProviderSecret } from './cardprovider/card-provider';
import { startCardProviderSimulator } from './cardprovider/simulator';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseUnreachableError, type Db } from './db/database';
import { DEMO_CUSTOMER_PASSWORD, DEMO_PARTIES, DEMO_STAFF, DEMO_STAFF_PASSWORD } from './db/seed';
import { createShutdown, prepareDatabase } from './lifecycle';
import { createOutbox, retryMail, smtpTransport } from './mail/mailer';
import { connectRedis } from './redis';
import { deleteExpiredDrafts } from './modules/claim/claim-report.repository';

/** How often each instance looks for mail whose next try is due. */
const MAIL_RETRY_INTERVAL_MS = 30_000;

function createLogger(config: Config) {
  // Structured JSON for machines; readable lines when a person watches a terminal and the
  // development tools are installed (pino-pretty is a dev dependency: a production install omits it).
  const pretty =
    process.stdout.isTTY && config.nodeEnv !== 'production' && hasModule('pino-pretty');
  return pino({
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}

function hasModule(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

function readyBanner(config: Config, address: string): string {
  const lines = [
    '',
    `  Skjól is running (${address})`,
    `    public site     ${config.siteUrl}/   and ${config.siteUrl}/en/`,
    `    customer portal ${config.siteUrl}/vidskipti/`,
    `    staff portal    ${config.staffUrl}/`,
    `    health          ${config.siteUrl}/api/health`,
  ];
  if (config.demoMode) {
    lines.push('', '  Demo accounts (demo mode):');
    for (const party of DEMO_PARTIES.filter((p) => p.canSignIn)) {
      lines.push(
        `    ${party.fullName.padEnd(20)} kennitala ${party.kennitala}  password ${DEMO_CUSTOMER_PASSWORD}`,
      );
    }
    for (const staff of DEMO_STAFF) {
      lines.push(
        `    staff ${staff.role.padEnd(14)} user ${staff.username.padEnd(10)}     password ${DEMO_STAFF_PASSWORD}`,
      );
    }
  }
  return lines.join('\n') + '\n';
}

/**
 * The card provider simulator is another site (decision 011): its own server on CARD_PROVIDER_URL's
 * port, started and stopped with the app, so the portal's origin checks meet a real other origin.
 */
async function startCardProviderSimulatorIfSelected(config: Config, app: FastifyInstance) {
  const secret = cardProviderSecret(config);
  if (!config.cardProviderSimulator || !secret) return;
  let simulator;
  try {
    simulator = await startCardProviderSimulator(config.cardProviderUrl, secret);
  } catch (error) {
    // Another local server's simulator (same demo secret) already answers there: use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    app.log.warn(
      { url: config.cardProviderUrl },
      'card provider simulator not started: its port is in use; cards go to whatever listens there',
    );
    return;
  }
  app.addHook('onClose', () => simulator.close());
  app.log.warn({ url: simulator.url }, 'card provider simulator is running: test cards only');
}

/** With SMTP configured, mail that SMTP refused is tried again until it is sent or dead. */
function startMailRetries(config: Config, db: Db, app: FastifyInstance) {
  const transport = smtpTransport(config.smtpUrl);
  if (!transport) return;
  const outbox = createOutbox(db, { transport, from: config.mailFrom });
  const stop = retryMail(outbox, MAIL_RETRY_INTERVAL_MS, (report) => {
    if (report instanceof Error) app.log.error({ err: report }, 'mail retry failed');
    else if (report.dead > 0) app.log.error(report, 'mail given up on after its last try');
    else app.log.info(report, 'mail retried');
  });
  app.addHook('onClose', stop);
}

/** How often unfinished claim reports past their 30 days are deleted (with their files' rows). */
const CLAIM_DRAFT_CLEANUP_MS = 60 * 60_000;

/** Every instance may run it: deleting what has expired twice deletes nothing the second time. */
function startClaimDraftCleanup(db: Db, app: FastifyInstance) {
  const timer = setInterval(() => {
    deleteExpiredDrafts(db).then(
      (deleted) => deleted > 0 && app.log.info({ deleted }, 'expired claim drafts deleted'),
      (error: unknown) => app.log.error({ err: error }, 'deleting expired claim drafts failed'),
    );
  }, CLAIM_DRAFT_CLEANUP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`skjol: ${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  const logger = createLogger(config);

  let database;
  try {
    database = await prepareDatabase(config);
  } catch (error) {
    const message =
      error instanceof DatabaseUnreachableError || error instanceof Error
        ? error.message
        : String(error);
    process.stderr.write(`skjol: ${message}\n`);
    process.exit(1);
  }
  if (config.demoMode) logger.warn('demo mode is on: demo accounts and /dev pages are enabled');
  if (config.eidProvider === 'simulator')
    logger.warn(
      "mobile ID is the demo simulator: typing a customer's phone number signs in as them",
    );
  else logger.info({ eidProvider: config.eidProvider, url: config.eidProviderUrl }, 'mobile ID');

  // Loaded only now, so a configuration or database problem is reported before anything else talks.
  const [{ createIdentity }, { buildApp }] = await Promise.all([
    import('./identity/identity'),
    import('./app'),
  ]);
  const identity = await createIdentity(config, database.db);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  const app = await buildApp({ config, database, identity, redis }, { loggerInstance: logger });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  startMailRetries(config, database.db, app);
  startClaimDraftCleanup(database.db, app);
  await startCardProviderSimulatorIfSelected(config, app);
  const shutdown = createShutdown(app, database, config.shutdownTimeoutMs);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown(signal).then(
        () => process.exit(0),
        (error) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  const address = await app.listen({ port: config.port, host: config.host });
  logger.info({ address, database: database.description }, 'ready');
  process.stdout.write(readyBanner(config, address));
}

main().catch((error: unknown) => {
  process.stderr.write(`skjol: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
