import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDependencies } from '../server/app';
import { registerTextInput } from '../server/security/text-input';
import { AJV_OPTIONS } from '../server/validation';
import { contentRoutes } from '../server/content/content.routes';

/** Where the site build reads its content from, and what the browser bundle is told at build time. */
export type ContentEndpoints = {
  /** Prismic REST API v2 root the build reads every document from. */
  buildApiEndpoint: string;
  /** Access token for a private Prismic repository; unset for the local service. */
  accessToken: string | undefined;
  /** What the browser asks at run time (opening hours, the footer when a page lacks it). */
  browserApiEndpoint: string;
  browserGraphqlEndpoint: string;
};

export type RunningContentServer = {
  endpoints: ContentEndpoints;
  close: () => Promise<void>;
};

/** Prismic's GraphQL endpoint for a repository whose REST root is `apiEndpoint`. */
export function graphqlEndpointFor(apiEndpoint: string): string {
  return apiEndpoint.replace(/\/api\/v2\/?$/, '/graphql');
}

/**
 * The build runs before the server exists, so it gets a content service of its own: only the
 * `/cms` plugin, on an ephemeral 127.0.0.1 port, with no database. The plugin reads nothing from
 * `app.deps` but the content folder and the site URL, so that is all it is given.
 */
export async function startContentServer(
  contentDir: string,
  siteUrl: string,
): Promise<{ app: FastifyInstance; apiEndpoint: string }> {
  const app = Fastify({ logger: false, ajv: AJV_OPTIONS });
  // The content plugin reads config.contentDir and config.siteUrl only; nothing else is needed
  // (no database, no identity), so the rest of AppDependencies is deliberately absent.
  const deps = { config: { contentDir, siteUrl } } as unknown as AppDependencies;
  app.decorate('deps', deps);
  registerTextInput(app);
  await app.register(contentRoutes, { prefix: '/cms' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    await app.close();
    throw new Error('the build-time content service did not get a TCP port');
  }
  return { app, apiEndpoint: `http://127.0.0.1:${address.port}/cms/api/v2` };
}

/**
 * PRISMIC_ENDPOINT (with PRISMIC_ACCESS_TOKEN) points the build and the browser at a real Prismic
 * repository; otherwise a local content service is started for the length of the build and the
 * browser asks the site's own /cms.
 */
export async function contentForBuild(
  env: NodeJS.ProcessEnv,
  contentDir: string,
): Promise<RunningContentServer> {
  const prismic = env.PRISMIC_ENDPOINT?.trim();
  if (prismic) {
    return {
      endpoints: {
        buildApiEndpoint: prismic,
        accessToken: env.PRISMIC_ACCESS_TOKEN?.trim() || undefined,
        browserApiEndpoint: prismic,
        browserGraphqlEndpoint: graphqlEndpointFor(prismic),
      },
      close: async () => undefined,
    };
  }
  const siteUrl = env.SITE_URL?.trim() || `http://localhost:${env.PORT?.trim() || '8000'}`;
  const { app, apiEndpoint } = await startContentServer(contentDir, siteUrl);
  return {
    endpoints: {
      buildApiEndpoint: apiEndpoint,
      accessToken: undefined,
      browserApiEndpoint: '/cms/api/v2',
      browserGraphqlEndpoint: '/cms/graphql',
    },
    close: () => app.close(),
  };
}

/** The environment `gatsby build` receives: CONTENT_* for src/build, GATSBY_* for the bundle. */
export function buildEnvironment(endpoints: ContentEndpoints): Record<string, string> {
  return {
    CONTENT_API_ENDPOINT: endpoints.buildApiEndpoint,
    ...(endpoints.accessToken ? { CONTENT_ACCESS_TOKEN: endpoints.accessToken } : {}),
    GATSBY_CONTENT_API_ENDPOINT: endpoints.browserApiEndpoint,
    GATSBY_CONTENT_GRAPHQL_ENDPOINT: endpoints.browserGraphqlEndpoint,
  };
}
