import type { CreatePagesArgs, Node } from 'gatsby';
import { draftPath, DRAFT_TAG } from '../domain/document-paths';
import { ContentSourceError, type SourceDocument } from './content-source';

/** A content document as gatsby-source-prismic put it in the data layer. */
export type SourcedDocument = {
  document: SourceDocument;
  /** What the plugin resolved from our route resolvers: the page's published address. */
  url: string | null;
};

type DocumentNode = { prismicId: string; url: string | null; raw: SourceDocument };
type QueryResult = { errors?: unknown; data?: Record<string, { nodes: DocumentNode[] }> };

const PLUGIN = 'gatsby-source-prismic';

/** The node type of every content type the plugin created documents for (PrismicPage, …). */
function documentNodeTypes(nodes: readonly Node[]): string[] {
  const types = nodes
    .filter((node) => node.internal.owner === PLUGIN && typeof node.prismicId === 'string')
    .map((node) => node.internal.type);
  return [...new Set(types)].sort();
}

/**
 * Every document gatsby-source-prismic sourced, read through Gatsby's GraphQL. `raw` is the
 * document exactly as the REST API gave it, which is what the site model has always read; `url`
 * is the plugin's own resolution of it.
 */
export async function sourcedDocuments({
  graphql,
  getNodes,
}: Pick<CreatePagesArgs, 'graphql' | 'getNodes'>): Promise<SourcedDocument[]> {
  const types = documentNodeTypes(getNodes());
  if (types.length === 0) {
    throw new ContentSourceError(`${PLUGIN} sourced no documents: the site would have no pages.`);
  }
  const fields = types
    .map((type) => `${type}: all${type} { nodes { prismicId url raw } }`)
    .join('\n');
  const result = (await graphql(`query SiteDocuments {\n${fields}\n}`)) as QueryResult;
  if (result.errors || !result.data) {
    throw new ContentSourceError(
      `The content documents could not be read from Gatsby's data layer: ${JSON.stringify(result.errors)}`,
    );
  }
  return Object.values(result.data).flatMap(({ nodes }) =>
    nodes.map((node) => ({ document: node.raw, url: node.url })),
  );
}

/**
 * Where a document's page is built according to the plugin: its `url`, under /drog/ for a draft
 * (routes cannot see tags). Null for a document that is no page.
 */
export function pagePathFromUrl({ document, url }: SourcedDocument): string | null {
  if (url === null) return null;
  return document.tags.includes(DRAFT_TAG) ? draftPath(url) : url;
}

/**
 * Checks that the plugin's `url` of every document is the address the site model builds it at, so
 * links made by Prismic's tools (previews, the route resolver) and our pages never disagree.
 */
export function assertUrlsMatchPages(
  sourced: readonly SourcedDocument[],
  pagePathOf: (id: string) => string | undefined,
): void {
  const mismatches = sourced.flatMap((entry) => {
    const fromRoutes = pagePathFromUrl(entry);
    const built = pagePathOf(entry.document.id) ?? null;
    return fromRoutes === built
      ? []
      : [
          `${entry.document.type} "${entry.document.uid}" (${entry.document.lang}): ` +
            `routes give ${fromRoutes ?? 'no page'}, the site builds ${built ?? 'no page'}`,
        ];
  });
  if (mismatches.length > 0) {
    throw new ContentSourceError(
      `Prismic's route resolvers and the site's routing disagree:\n  ${mismatches.join('\n  ')}`,
    );
  }
}
