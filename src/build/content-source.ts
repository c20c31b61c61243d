import { createClient } from '@prismicio/client';

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

/** Every document in every language, through @prismicio/client. */
export async function fetchAllDocuments(
  env: NodeJS.ProcessEnv = process.env,
): Promise<SourceDocument[]> {
  const { endpoint, accessToken } = contentEndpoint(env);
  const client = createClient('skjol', {
    documentAPIEndpoint: endpoint,
    accessToken,
    fetch: (input, init) => fetch(input, init),
  });
  try {
    const documents = await client.dangerouslyGetAll({ lang: '*' });
    return documents as unknown as SourceDocument[];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentSourceError(`The content service at ${endpoint} could not be read: ${reason}`);
  }
}
