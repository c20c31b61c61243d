import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  assertValidSchema,
  buildClientSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer } from '../../scripts/content-server';
import { schemaFor } from '../../server/content/graphql';
import { ContentStore } from '../../server/content/store';
import { FOOTER_QUERY } from '../../src/features/public/footer/footer-query';
import { OPENING_HOURS_QUERY } from '../../src/features/public/opening-hours/use-opening-hours';

/**
 * The content service's GraphQL API on graphql-js: what a GraphQL client (or Prismic) expects
 * beyond the queries the site sends — introspection, block strings, graphql-js's validation,
 * the generated schema's links, slices, where and sortBy. Runs over a copy of content/ with two
 * documents of a type that has no model, whose GraphQL type is inferred from them.
 */

let dir: string;
let app: FastifyInstance;
let graphqlEndpoint: string;
let ref: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'skjol-content-graphql-'));
  await cp(path.resolve('content'), dir, { recursive: true });
  await mkdir(path.join(dir, 'documents', 'test_note'));
  for (const [uid, data] of Object.entries({
    one: { title: 'First note', rank: 1, when: '2025-03-10' },
    two: { title: 'Second note', rank: 2, when: '2025-04-10' },
  })) {
    await writeFile(
      path.join(dir, 'documents', 'test_note', `${uid}.is.json`),
      JSON.stringify({ data }),
    );
  }
  const started = await startContentServer(dir, 'http://localhost:8000');
  app = started.app;
  graphqlEndpoint = started.apiEndpoint.replace(/\/api\/v2$/, '/graphql');
  ref = ((await (await fetch(started.apiEndpoint)).json()) as { refs: { ref: string }[] }).refs[0]
    ?.ref as string;
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

type Answer = {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string }[] };
};

async function post(
  query: string,
  variables?: Record<string, unknown>,
  operationName?: string,
): Promise<Answer> {
  const response = await fetch(graphqlEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'prismic-ref': ref },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return { status: response.status, body: await response.json() };
}

describe('GraphQL on graphql-js', () => {
  it('generates a valid schema from the repository models, one document type per model', async () => {
    const { snapshot } = await ContentStore.load(path.resolve('content'));
    const schema = schemaFor(snapshot);
    expect(() => assertValidSchema(schema)).not.toThrow();
    for (const type of snapshot.models.keys()) {
      const name = type.charAt(0).toUpperCase() + type.slice(1);
      expect(schema.getType(name)?.toString(), type).toBe(name);
    }
  });

  it('answers the introspection query, and the schema it describes is Prismic-shaped', async () => {
    const { status, body } = await post(getIntrospectionQuery());
    expect(status).toBe(200);
    const schema = buildClientSchema(body.data as unknown as IntrospectionQuery);
    const query = schema.getQueryType()?.getFields() ?? {};
    expect(Object.keys(query)).toEqual(
      expect.arrayContaining([
        'page',
        'allPages',
        'footer',
        'allFooters',
        'test_note',
        'allTest_notes',
      ]),
    );

    expect(query.allPages?.args.map((arg) => arg.name)).toEqual(
      expect.arrayContaining([
        'where',
        'lang',
        'sortBy',
        'first',
        'after',
        'tags',
        'fulltext',
        'similar',
      ]),
    );
    expect(String(schema.getType('FooterBody'))).toBe('FooterBody');
    expect(
      schema
        .getPossibleTypes(schema.getType('FooterBody') as never)
        .map(String)
        .sort(),
    ).toEqual(['FooterBodyButtons', 'FooterBodyLink_group', 'FooterBodyOpening_hours']);
    expect(schema.getPossibleTypes(schema.getType('_Linkable') as never).map(String)).toEqual(
      expect.arrayContaining(['_ExternalLink', '_FileLink', '_ImageLink', 'Page', 'Platform']),
    );
    expect(String(schema.getType('Meta'))).toBe('Meta');
  });

  it('runs the queries the browser sends (footer, opening hours)', async () => {
    const footer = await post(FOOTER_QUERY, { uid: 'fotur', lang: 'is' });
    expect(footer.status).toBe(200);
    expect(footer.body.data?.footer).toMatchObject({ phone: '440 2000' });
    const hours = await post(OPENING_HOURS_QUERY, { uid: 'opnunartimi', lang: 'is' });
    expect(hours.body.data?.opening_hours).toMatchObject({
      name: 'Opnunartími síma og netspjalls',
    });
  });

  it('reads block strings', async () => {
    const { status, body } = await post(`{ allPages(fulltext: """
      Bílatryggingar
    """, first: 1) { totalCount } }`);
    expect(status).toBe(200);
    expect((body.data?.allPages as { totalCount: number }).totalCount).toBeGreaterThan(0);
  });

  it('refuses what graphql-js refuses, with 400 and { errors } only', async () => {
    const refused = async (query: string, variables?: Record<string, unknown>) => {
      const answer = await post(query, variables);
      expect(answer.status, query).toBe(400);
      expect(answer.body.data, query).toBeUndefined();
      return answer.body.errors?.map((error) => error.message) ?? [];
    };
    expect(
      await refused('{ footer(uid: "fotur") { phone } } { footer(uid: "fotur") { email } }'),
    ).toContain('This anonymous operation must be the only defined operation.');
    expect(
      await refused('query { footer(uid: "fotur") { phone } } fragment F on Footer { email }'),
    ).toContain('Fragment "F" is never used.');
    expect(await refused('query Q($unused: String) { footer(uid: "fotur") { phone } }')).toContain(
      'Variable "$unused" is never used in operation "Q".',
    );
    expect(await refused('{ footer(uid: "fotur", uid: "fotur") { phone } }')).toContain(
      'There can be only one argument named "uid".',
    );
    expect(await refused('subscription { footer(uid: "fotur") { phone } }')).toEqual([
      'The content API answers queries only, not subscriptions.',
    ]);
    const deep = `{ page(uid: "forsida") { ${'parent { ... on Page { '.repeat(45)}_linkType${' } }'.repeat(45)} } }`;
    expect(await refused(deep)).toEqual(['Selections may nest at most 40 deep.']);
  });

  it('follows links to documents through _Linkable and answers slices as a union', async () => {
    const { body } = await post(`{
      platform_product(uid: "bilatrygging") {
        parent { _linkType ... on Platform { _meta { uid } parent { ... on Page { _meta { uid } } } } }
        body { __typename ... on Platform_productBodyFaq { primary { heading } fields { question } } }
      }
    }`);
    const product = body.data?.platform_product as {
      parent: unknown;
      body: { __typename: string; fields?: unknown[] }[];
    };
    expect(product.parent).toEqual({
      _linkType: 'Link.document',
      _meta: { uid: 'bilar' },
      parent: { _meta: { uid: 'einstaklingar' } },
    });
    expect(product.body.map((slice) => slice.__typename)).toEqual([
      'Platform_productBodyText',
      'Platform_productBodyFaq',
      'Platform_productBodyLink_list',
      'Platform_productBodyCta',
    ]);
    expect(product.body[1]?.fields).toHaveLength(3);
  });

  it('filters with where and orders with sortBy, also on a type inferred from its documents', async () => {
    const { body } = await post(`{
      ranked: allTest_notes(sortBy: rank_DESC) { edges { node { title rank when } } }
      filtered: allTest_notes(where: { rank_gt: 1 }) { totalCount edges { node { _meta { uid } } } }
      dated: allTest_notes(where: { when_before: "2025-04-01" }) { edges { node { _meta { uid } } } }
    }`);
    expect(body.errors).toBeUndefined();
    const nodes = (name: string) =>
      (body.data?.[name] as { edges: { node: Record<string, unknown> }[] }).edges.map(
        (edge) => edge.node,
      );
    expect(nodes('ranked')).toEqual([
      { title: 'Second note', rank: 2, when: '2025-04-10' },
      { title: 'First note', rank: 1, when: '2025-03-10' },
    ]);
    expect(nodes('filtered')).toEqual([{ _meta: { uid: 'two' } }]);
    expect(nodes('dated')).toEqual([{ _meta: { uid: 'one' } }]);
  });

  it('lists documents of several types through _allDocuments, as _Document', async () => {
    const { body } = await post(`{
      _allDocuments(type_in: ["footer", "opening_hours"], lang: "*", sortBy: meta_firstPublicationDate_ASC) {
        totalCount
        edges { node { __typename _meta { type lang } ... on Footer { phone } } }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const all = body.data?._allDocuments as {
      totalCount: number;
      edges: { node: { __typename: string; _meta: { type: string }; phone?: string } }[];
    };
    expect(all.totalCount).toBe(4);
    expect(all.edges.map((edge) => edge.node.__typename).sort()).toEqual([
      'Footer',
      'Footer',
      'Opening_hours',
      'Opening_hours',
    ]);
    for (const { node } of all.edges) {
      expect(node._meta.type).toBe(node.__typename === 'Footer' ? 'footer' : 'opening_hours');
      if (node.__typename === 'Footer') expect(node.phone).toBe('440 2000');
    }
  });

  it('answers an error while resolving a field with 200, the rest of the data and errors', async () => {
    const { status, body } = await post(
      '{ footer(uid: "fotur") { phone } allFooters(after: "not-a-cursor") { totalCount } }',
    );
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toBe('"not-a-cursor" is not a cursor of this connection.');
    expect(body.data).toBeNull();
    const partial = await post(
      '{ footer(uid: "fotur") { phone } allFooters(lang: "de") { totalCount } }',
    );
    expect(partial.body.errors?.[0]?.message).toBe('Unknown language "de".');
  });
});
