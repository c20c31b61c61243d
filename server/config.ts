import { z } from 'zod';

/**
 * Everything the server reads from the environment, read once at start-up.
 * A wrong or missing value stops the process with one line naming every problem.
 */
const databaseUrl = z
  .string()
  .url('must be a URL such as postgres://user@host:5432/db')
  .refine(
    (value) => /^postgres(ql)?:\/\//.test(value),
    'must start with postgres:// or postgresql://',
  );

export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  SITE_URL: z.string().url().optional(),
  STAFF_URL: z.string().url().optional(),
  DATABASE_URL: databaseUrl.optional(),
  DATA_DIR: z.string().default('.data'),
  PUBLIC_DIR: z.string().default('public'),
  CONTENT_DIR: z.string().default('content'),
  DEMO_MODE: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  AUTH_AUDIENCE: z.string().min(1).optional(),
  STAFF_AUTH_AUDIENCE: z.string().min(1).optional(),
  AUTH_DOMAIN: z.string().url().optional(),
  STAFF_AUTH_DOMAIN: z.string().url().optional(),
  // Build-time settings of the browser bundle; the server names their origins in its pages' CSP.
  GATSBY_AUTH_DOMAIN: z.string().min(1).optional(),
  GATSBY_STAFF_AUTH_DOMAIN: z.string().min(1).optional(),
  GATSBY_ANALYTICS_ENDPOINT: z.string().url().optional(),
  PRISMIC_ENDPOINT: z.string().url().optional(),
  COOKIE_SECRETS: z
    .string()
    .min(32, 'must be at least 32 characters (comma-separated list)')
    .optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Skjól <skjol@skjol.is>'),
  CDN_URL: z.string().url().optional(),
  CONTENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  MAIL_INBOUND_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CARD_PROVIDER_URL: z.string().url().default('http://127.0.0.1:8001'),
  CARD_PROVIDER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CARD_PROVIDER_SIMULATOR: z.enum(['true', 'false']).optional(),
  CARD_REGISTRATION: z.enum(['true', 'false']).default('true'),
  EID_PROVIDER: z.enum(['simulator', 'http', 'off']).optional(),
  EID_PROVIDER_URL: z.string().url().optional(),
  EID_PROVIDER_CLIENT_ID: z.string().min(1).optional(),
  EID_PROVIDER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  VEHICLE_REGISTER: z.enum(['simulator', 'http', 'off']).optional(),
  VEHICLE_REGISTER_URL: z.string().url().optional(),
  VEHICLE_REGISTER_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  TRUST_PROXY: z.string().optional(),
  CHAT_HOURS: z.enum(['content', 'always']).optional(),
  REDIS_URL: z
    .string()
    .url()
    .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
    .optional(),
});

/** The smallest secret we accept in production for anything that signs (bytes, as UTF-8). */
export const MIN_PRODUCTION_SECRET_BYTES = 32;

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  /**
   * When the live chat takes conversations: inside the chat's opening hours from the content
   * service, or (demo mode only, for trying it out and the end-to-end tests) at any hour.
   */
  chatHours: 'content' | 'always';
  port: number;
  host: string;
  siteUrl: string;
  staffUrl: string;
  /** Unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicDir: string;
  /** The local content service's documents and models (Prismic-shaped), served under /cms. */
  contentDir: string;
  /** Demo accounts, demo data and /dev/* pages; on by default outside production. */
  demoMode: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  shutdownTimeoutMs: number;
  /** The API audience in customers' access tokens (AUTH_AUDIENCE, else SITE_URL + '/api/'). */
  authAudience: string;
  staffAuthAudience: string;
  /**
   * An external OpenID tenant (e.g. Auth0) to trust instead of the built-in one; its issuer is
   * the domain + '/'. Unset means the built-in provider.
   */
  authDomain: string | undefined;
  staffAuthDomain: string | undefined;
  /** The external tenants the browser bundle was built to sign in with (GATSBY_*AUTH_DOMAIN). */
  browserAuthDomains: string[];
  /** A Prismic repository the browser reads content from (PRISMIC_ENDPOINT), when set. */
  prismicEndpoint: string | undefined;
  /** The events API the browser bundle posts page views and events to, when built with one. */
  analyticsEndpoint: string | undefined;
  /** Cookie signing secrets from the environment; unset means made once and kept in the database. */
  cookieSecrets: string[] | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the /dl/ documents live (CDN_URL, else SITE_URL + '/cdn', which this server serves). */
  cdnUrl: string;
  /**
   * The shared secret of the publish webhook. Unset: the webhook answers 503, except in demo mode,
   * where it accepts the published demo secret (server/modules/publishing).
   */
  contentWebhookSecret: string | undefined;
  /** Shared secret of the inbound-mail hook that files answers to cases; unset: the hook is off. */
  mailInboundSecret: string | undefined;
  /** The card verification service (server/cardprovider); a different site from ours on purpose. */
  cardProviderUrl: string;
  /**
   * The secret shared with the card provider, which signs payment links and verification results.
   * Unset: card registration answers 503, except in demo mode, where the published demo secret is used.
   */
  cardProviderSecret: string | undefined;
  /** Whether this process also runs the card provider simulator on cardProviderUrl's port (default: demo mode). */
  cardProviderSimulator: boolean;
  /** Whether customers may register payment cards at all (CARD_REGISTRATION, default on). */
  cardRegistration: boolean;
  /**
   * Mobile electronic ID: the demo simulator (demo mode only), a real provider spoken to over
   * HTTP, or off (the default outside demo mode), in which case sign-in does not offer it.
   */
  eidProvider: 'simulator' | 'http' | 'off';
  /** The real mobile-ID provider's base URL and credentials (EID_PROVIDER=http). */
  eidProviderUrl: string | undefined;
  eidProviderClientId: string | undefined;
  eidProviderSecret: string | undefined;
  /**
   * The vehicle register car prices are made from: the demo simulator (demo mode only), a real
   * register over HTTP, or off (the default outside demo mode: car prices answer 503).
   */
  vehicleRegister: 'simulator' | 'http' | 'off';
  vehicleRegisterUrl: string | undefined;
  vehicleRegisterApiKey: string | undefined;
  /**
   * Fastify's trustProxy: false (default), true, a hop count, or a list of addresses/CIDRs,
   * so that request.ip is the real client behind a load balancer.
   */
  trustProxy: boolean | number | string[];
  /** Redis for shared rate limits and session revocations; unset means PostgreSQL alone. */
  redisUrl: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The staff portal lives on the same server under a `staff.` host name (src/domain/hosts.ts). */
function staffUrlFor(siteUrl: string): string {
  const url = new URL(siteUrl);
  url.hostname = `staff.${url.hostname}`;
  return withoutTrailingSlash(url.toString());
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
  const wrong = entries.find((entry) => !address.test(entry));
  return wrong === undefined && entries.length > 0
    ? entries
    : `TRUST_PROXY must be true, false, a hop count or addresses/CIDRs (got "${wrong ?? value}")`;
}

/**
 * What production refuses to run with: each problem is one phrase, all are reported together.
 * Behind a TLS-terminating proxy the server itself may listen on plain http; what matters is
 * the public addresses, which browsers see.
 */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!config.siteUrl.startsWith('https://')) problems.push('SITE_URL must be https in production');
  if (!config.staffUrl.startsWith('https://'))
    problems.push('STAFF_URL must be https in production');
  if (!config.cookieSecrets) {
    problems.push('COOKIE_SECRETS must be set in production');
  } else if (
    config.cookieSecrets.some(
      (secret) => Buffer.byteLength(secret, 'utf8') < MIN_PRODUCTION_SECRET_BYTES,
    )
  ) {
    problems.push(
      `COOKIE_SECRETS: every secret must be at least ${MIN_PRODUCTION_SECRET_BYTES} bytes`,
    );
  }
  if (!config.contentWebhookSecret)
    problems.push('CONTENT_WEBHOOK_SECRET must be set in production');
  if (config.demoMode) problems.push('DEMO_MODE must be off in production');
  if (config.eidProvider === 'simulator')
    problems.push('EID_PROVIDER=simulator is not allowed in production');
  // The client credentials travel with every call and the results name who signs in.
  if (config.eidProvider === 'http' && !config.eidProviderUrl?.startsWith('https://'))
    problems.push('EID_PROVIDER_URL must be https in production');
  if (config.cardProviderSimulator)
    problems.push('CARD_PROVIDER_SIMULATOR must be off in production');
  if (config.vehicleRegister === 'http' && !config.vehicleRegisterUrl?.startsWith('https://'))
    problems.push('VEHICLE_REGISTER_URL must be https in production');
  if (config.cardRegistration && !config.cardProviderSecret)
    problems.push(
      'CARD_PROVIDER_SECRET must be set when card registration is on (or CARD_REGISTRATION=false)',
    );
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set", as a shell user would expect.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(values.TRUST_PROXY);
  if (typeof trustProxy === 'string') problems.push(trustProxy);
  const siteUrl = withoutTrailingSlash(values.SITE_URL ?? `http://localhost:${values.PORT}`);
  const demoMode =
    values.DEMO_MODE !== undefined ? values.DEMO_MODE === 'true' : values.NODE_ENV !== 'production';
  const eidProvider = values.EID_PROVIDER ?? (demoMode ? 'simulator' : 'off');
  if (eidProvider === 'simulator' && !demoMode)
    problems.push('EID_PROVIDER=simulator is allowed only in demo mode');
  if (eidProvider === 'http') {
    if (!values.EID_PROVIDER_URL)
      problems.push('EID_PROVIDER_URL must be set when EID_PROVIDER=http');
    if (!values.EID_PROVIDER_SECRET)
      problems.push('EID_PROVIDER_SECRET must be set when EID_PROVIDER=http');
    if (!values.EID_PROVIDER_CLIENT_ID)
      problems.push('EID_PROVIDER_CLIENT_ID must be set when EID_PROVIDER=http');
  }
  const vehicleRegister = values.VEHICLE_REGISTER ?? (demoMode ? 'simulator' : 'off');
  if (vehicleRegister === 'simulator' && !demoMode)
    problems.push('VEHICLE_REGISTER=simulator is allowed only in demo mode');
  if (
    vehicleRegister === 'http' &&
    (!values.VEHICLE_REGISTER_URL || !values.VEHICLE_REGISTER_API_KEY)
  )
    problems.push(
      'VEHICLE_REGISTER_URL and VEHICLE_REGISTER_API_KEY must be set when VEHICLE_REGISTER=http',
    );
  const chatHours = values.CHAT_HOURS ?? 'content';
  if (chatHours === 'always' && !demoMode)
    problems.push('CHAT_HOURS=always is allowed only in demo mode');
  const config: Config = {
    nodeEnv: values.NODE_ENV,
    chatHours,
    port: values.PORT,
    host: values.HOST,
    siteUrl,
    staffUrl: withoutTrailingSlash(values.STAFF_URL ?? staffUrlFor(siteUrl)),
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    publicDir: values.PUBLIC_DIR,
    contentDir: values.CONTENT_DIR,
    demoMode,
    logLevel: values.LOG_LEVEL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
    authAudience: values.AUTH_AUDIENCE ?? `${siteUrl}/api/`,
    staffAuthAudience:
      values.STAFF_AUTH_AUDIENCE ??
      `${withoutTrailingSlash(values.STAFF_URL ?? staffUrlFor(siteUrl))}/api/`,
    authDomain: values.AUTH_DOMAIN && withoutTrailingSlash(values.AUTH_DOMAIN),
    staffAuthDomain: values.STAFF_AUTH_DOMAIN && withoutTrailingSlash(values.STAFF_AUTH_DOMAIN),
    browserAuthDomains: [values.GATSBY_AUTH_DOMAIN, values.GATSBY_STAFF_AUTH_DOMAIN].filter(
      (domain): domain is string => domain !== undefined,
    ),
    prismicEndpoint: values.PRISMIC_ENDPOINT,
    analyticsEndpoint: values.GATSBY_ANALYTICS_ENDPOINT,
    cookieSecrets: values.COOKIE_SECRETS?.split(',').map((secret) => secret.trim()),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    cdnUrl: withoutTrailingSlash(values.CDN_URL ?? `${siteUrl}/cdn`),
    contentWebhookSecret: values.CONTENT_WEBHOOK_SECRET,
    mailInboundSecret: values.MAIL_INBOUND_SECRET,
    cardProviderUrl: withoutTrailingSlash(values.CARD_PROVIDER_URL),
    cardProviderSecret: values.CARD_PROVIDER_SECRET,
    cardProviderSimulator:
      values.CARD_PROVIDER_SIMULATOR !== undefined
        ? values.CARD_PROVIDER_SIMULATOR === 'true'
        : demoMode,
    cardRegistration: values.CARD_REGISTRATION === 'true',
    eidProvider,
    eidProviderUrl: values.EID_PROVIDER_URL && withoutTrailingSlash(values.EID_PROVIDER_URL),
    eidProviderClientId: values.EID_PROVIDER_CLIENT_ID,
    eidProviderSecret: values.EID_PROVIDER_SECRET,
    vehicleRegister,
    vehicleRegisterUrl:
      values.VEHICLE_REGISTER_URL && withoutTrailingSlash(values.VEHICLE_REGISTER_URL),
    vehicleRegisterApiKey: values.VEHICLE_REGISTER_API_KEY,
    trustProxy: typeof trustProxy === 'string' ? false : trustProxy,
    redisUrl: values.REDIS_URL,
  };
  if (config.nodeEnv === 'production') problems.push(...productionProblems(config));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
