import { errors } from '../../../src/domain/api/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { reloadContent } from '../../content/store';
import { AppError } from '../../errors';
import { Publisher, type PublisherOptions } from './publishing.service';
import { createSiteBuilder } from './site-builder';

/**
 * The publish webhook (decision 008): Prismic — or anyone holding the shared secret — calls
 * `POST /api/hooks/content` after content changes; the site is rebuilt in the background and
 * swapped in when complete. Registered under /api/hooks.
 *
 * The secret is CONTENT_WEBHOOK_SECRET. Without it the webhook answers 503, except in demo mode,
 * where it accepts DEMO_CONTENT_WEBHOOK_SECRET and says so once at start-up — demo mode already
 * publishes its passwords, and a known secret lets a developer try publishing with one curl.
 */

export const DEMO_CONTENT_WEBHOOK_SECRET = 'skjol-demo-content-webhook';

const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

/** Prismic's webhook body; only `type` and `secret` matter here, the rest is logged. */
const webhookBody = {
  type: 'object',
  properties: {
    type: { type: 'string', maxLength: 100 },
    secret: { type: 'string', maxLength: 1000 },
    masterRef: { type: 'string', maxLength: 200 },
    domain: { type: 'string', maxLength: 200 },
    apiUrl: { type: 'string', maxLength: 1000 },
    releases: { type: 'object' },
    masks: { type: 'object' },
    tags: { type: 'object' },
    documents: { type: 'array', items: { type: 'string' }, maxItems: 10_000 },
    experiments: { type: 'object' },
  },
} as const;

type WebhookBody = {
  type?: string;
  secret?: string;
  masterRef?: string;
  domain?: string;
  documents?: string[];
};

const acceptedResponse = {
  type: 'object',
  required: ['accepted'],
  properties: { accepted: { type: 'boolean' } },
} as const;

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The publisher the running server uses: a Gatsby build in `DATA_DIR/publish/work`. */
function defaultPublisher(config: Config, log: PublisherOptions['log']): Publisher {
  const publishDir = path.resolve(config.dataDir, 'publish');
  return new Publisher({
    publicDir: config.publicDir,
    stagingDir: publishDir,
    reloadContent: () => reloadContent(config.contentDir),
    runner: createSiteBuilder({
      rootDir: REPOSITORY_ROOT,
      workDir: path.join(publishDir, 'work'),
      contentDir: config.contentDir,
      env: { SITE_URL: config.siteUrl },
      logFile: path.join(publishDir, 'last-build.log'),
    }),
    log,
  });
}

export type PublishingRoutesOptions = {
  /** Tests hand in a publisher with a fake build runner. */
  publisher?: Publisher;
};

export const publishingRoutes: FastifyPluginAsync<PublishingRoutesOptions> = async (
  app,
  options,
) => {
  const { config } = app.deps;
  const secret =
    config.contentWebhookSecret ?? (config.demoMode ? DEMO_CONTENT_WEBHOOK_SECRET : undefined);
  if (!config.contentWebhookSecret && secret) {
    app.log.warn(
      `publish webhook: CONTENT_WEBHOOK_SECRET is not set; demo mode accepts the demo secret "${secret}"`,
    );
  }
  const publisher = options.publisher ?? defaultPublisher(config, app.log);
  // A publisher handed in belongs to the caller; ours stops its build when the server stops.
  if (!options.publisher) app.addHook('onClose', () => publisher.close());

  /** Runs before the body is validated, so a caller without the secret learns nothing about it. */
  async function authenticate(request: FastifyRequest) {
    if (!secret) {
      throw new AppError(
        'WebhookNotConfigured',
        503,
        'The publish webhook is not configured (CONTENT_WEBHOOK_SECRET)',
      );
    }
    const body = request.body as { secret?: unknown } | null | undefined;
    const header = request.headers['x-prismic-secret'];
    const given = typeof body?.secret === 'string' ? body.secret : header;
    if (typeof given !== 'string' || !sameSecret(given, secret)) {
      request.log.warn('publish webhook: missing or wrong secret');
      throw new AppError('WebhookUnauthorized', 401, 'The webhook secret is missing or wrong');
    }
  }

  app.post<{ Body: WebhookBody | undefined }>(
    '/content',
    {
      preValidation: authenticate,
      schema: {
        summary: 'The content service says content changed: the site is rebuilt and swapped',
        body: webhookBody,
        response: { ...errors(401), 200: acceptedResponse, 202: acceptedResponse },
      },
    },
    async (request, reply) => {
      const { type, masterRef, documents } = request.body ?? {};
      // Prismic's "Test trigger" button: the secret is right, there is nothing to publish.
      if (type === 'test-trigger') return reply.code(200).send({ accepted: false });
      const outcome = publisher.request();
      request.log.info(
        { type, masterRef, documents: documents?.length, outcome },
        'publish webhook accepted',
      );
      return reply.code(202).send({ accepted: true });
    },
  );
};
