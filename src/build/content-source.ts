import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CustomTypeModel } from '@prismicio/client';
import type { PluginOptions } from 'gatsby-source-prismic';
import { contentRoutes } from '../domain/document-paths';

/** A document as the REST API returns it (the fields the build reads). */
export type SourceDocument = {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  alternate_languages: { id: string; uid?: string; type: string; lang: string }[];
  data: Record<string, unknown>;
};

export class ContentSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentSourceError';
  }
}

/** The repository name Prismic's clients want; our own service answers to any. */
const DEMO_REPOSITORY = 'skjol';

/**
 * Where the build reads content: CONTENT_API_ENDPOINT, which `npm run build` sets to the local
 * content service it starts (or to PRISMIC_ENDPOINT). A bare `gatsby build` or `gatsby develop`
 * may set it, or PRISMIC_ENDPOINT, themselves.
 */
export function contentEndpoint(env: NodeJS.ProcessEnv = process.env): {
  endpoint: string;
  accessToken: string | undefined;
} {
  const endpoint = env.CONTENT_API_ENDPOINT?.trim() || env.PRISMIC_ENDPOINT?.trim();
  if (!endpoint) {
    throw new ContentSourceError(
      'No content service: run `npm run build` (it starts one), or set CONTENT_API_ENDPOINT to a ' +
        'Prismic REST API v2 root such as http://localhost:8000/cms/api/v2.',
    );
  }
  const accessToken =
    env.CONTENT_ACCESS_TOKEN?.trim() || env.PRISMIC_ACCESS_TOKEN?.trim() || undefined;
  return { endpoint, accessToken };
}

/** The repository's name in a Prismic endpoint (https://skjol.cdn.prismic.io/api/v2 → skjol). */
export function repositoryNameOf(endpoint: string): string {
  const host = new URL(endpoint).hostname;
  return /\.prismic\.io$/.test(host) ? (host.split('.')[0] ?? DEMO_REPOSITORY) : DEMO_REPOSITORY;
}

/** The custom type models in `content/models`, as Prismic's Custom Types API would give them. */
export function readCustomTypeModels(modelsDir: string): CustomTypeModel[] {
  return readdirSync(modelsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(modelsDir, file), 'utf8')) as CustomTypeModel);
}

/**
 * gatsby-source-prismic's options: the same endpoint the build always read, every language, and
 * our routing table as Prismic route resolvers so each node's `url` is its page's address. The
 * models are ours from content/models, unless a real repository's Custom Types API token is given
 * (then Prismic's own models are read). Files are never downloaded: images stay on their host
 * and the build needs no internet.
 */
export function prismicSourceOptions(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): PluginOptions {
  const { endpoint, accessToken } = contentEndpoint(env);
  const models = readCustomTypeModels(path.join(root, 'content', 'models'));
  const customTypesApiToken = env.PRISMIC_CUSTOM_TYPES_API_TOKEN?.trim() || undefined;
  return {
    repositoryName: repositoryNameOf(endpoint),
    apiEndpoint: endpoint,
    ...(accessToken ? { accessToken } : {}),
    ...(customTypesApiToken ? { customTypesApiToken } : { customTypeModels: models }),
    routes: contentRoutes(models.map((model) => model.id)),
    lang: '*',
    shouldDownloadFiles: false,
  };
}
