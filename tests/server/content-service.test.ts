import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prismic from '@prismicio/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentLoadError } from '../../server/content/loader';
import { ContentStore, reloadContent } from '../../server/content/store';
import { createTestApp, type TestApp } from './support/app';

/**
 * The local content service, driven by @prismicio/client itself over a real socket, so what passes
 * here is what the site build and the browser will see. Every test works on a temporary copy of
 * content/ plus a few fixture documents of a type of their own (`test_item`), so counts and
 * orderings are exact however much demo content is added later.
 */

const REPOSITORY_CONTENT = path.resolve('content');

type FixtureDocument = { uid: string; lang: string } & Record<string, unknown>;

const FIXTURES: FixtureDocument[] = [
  {
    uid: 'alfa',
    lang: 'is',
    group: 'alpha',
    tags: ['a', 'b'],
    first_publication_date: '2024-01-01T10:00:00Z',
    data: { title: 'Alfa', rank: 3, date: '2024-05-01' },
  },
  {
    uid: 'alpha',
    lang: 'en-gb',
    tags: ['a'],
    first_publication_date: '2024-01-02T10:00:00Z',
    data: { title: 'Alpha', rank: 3, date: '2024-05-01' },
  },
  {
    uid: 'beta',
    lang: 'is',
    tags: ['b'],
    first_publication_date: '2024-02-01T10:00:00Z',
    data: { title: 'Beta', rank: 1, date: '2024-03-01' },
  },
  {
    uid: 'gamma',
    lang: 'is',
    first_publication_date: '2024-03-01T10:00:00Z',
    data: {
      title: 'Gamma',
      rank: 2,
      date: '2024-07-01',
      related: { link_type: 'Document', type: 'test_item', uid: 'beta' },
    },
  },
];

async function contentCopy(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'skjol-content-'));
  await cp(REPOSITORY_CONTENT, dir, { recursive: true });
  await mkdir(path.join(dir, 'documents', 'test_item'), { recursive: true });
  for (const { uid, lang, ...body } of FIXTURES) {
    await writeFile(
      path.join(dir, 'documents', 'test_item', `${uid}.${lang}.json`),
      JSON.stringify(body),
    );
  }
  return dir;
}

type Service = { testApp: TestApp; address: string; dir: string };

async function startService(): Promise<Service> {
  const dir = await contentCopy();
  const testApp = await createTestApp('pglite', { contentDir: dir });
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { testApp, address, dir };
}

async function stopService(service: Service | undefined): Promise<void> {
  if (!service) return;
  await service.testApp.close();
  await rm(service.dir, { recursive: true, force: true });
}

const clientFor = (address: string) =>
  prismic.createClient('skjol', { documentAPIEndpoint: `${address}/cms/api/v2`, fetch });

const uidsOf = (documents: prismic.PrismicDocument[]) =>
  documents.map((document) => `${document.uid}.${document.lang}`);

describe('content service REST API v2, through @prismicio/client', () => {
  let service: Service;
  let client: prismic.Client;
  let masterRef: string;

  beforeAll(async () => {
    service = await startService();
    client = clientFor(service.address);
    masterRef = (await ContentStore.load(service.dir)).ref;
  });
  afterAll(() => stopService(service));

  it('answers the API root with the content hash as master ref, the languages and the search form', async () => {
    const response = await fetch(`${service.address}/cms/api/v2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.json();
    expect(body.refs).toEqual([
      { id: 'master', ref: masterRef, label: 'Master', isMasterRef: true },
    ]);
    expect(body.languages.map((language: { id: string }) => language.id)).toEqual(['is', 'en-gb']);
    expect(body.types).toMatchObject({
      footer: 'Fótur',
      opening_hours: 'Opnunartími',
      navigation: 'Valmynd',
      page: 'Síða',
      test_item: 'test_item',
    });
    expect(body.tags).toEqual(expect.arrayContaining(['a', 'b', 'layout']));
    expect(body.forms.everything).toMatchObject({
      method: 'GET',
      action: `${service.address}/cms/api/v2/documents/search`,
      fields: { ref: { type: 'String', multiple: false }, q: { type: 'String', multiple: true } },
    });
    expect((await client.getMasterRef()).ref).toBe(masterRef);
  });

  it('finds a page by uid in English, with its Icelandic translation as alternate language', async () => {
    const home = await client.getByUID('page', 'home', { lang: 'en-gb' });
    const forsida = await client.getByUID('page', 'forsida', { lang: 'is' });
    expect(home).toMatchObject({ uid: 'home', type: 'page', lang: 'en-gb', tags: ['forsida'] });
    expect(home.data.title).toEqual([{ type: 'heading1', text: 'Home', spans: [] }]);
    expect(home.alternate_languages).toEqual([
      { id: forsida.id, uid: 'forsida', type: 'page', lang: 'is' },
    ]);
    expect(home.first_publication_date).toBe('2025-03-12T11:30:00+0000');
    // href is a search that answers with exactly this document.
    const byHref = await (await fetch(home.href)).json();
    expect(byHref.results.map((document: { id: string }) => document.id)).toEqual([home.id]);
  });

  it('answers in the master language when lang is absent, and in every language for *', async () => {
    expect(uidsOf(await client.getAllByType('footer'))).toEqual(['fotur.is']);
    expect(uidsOf(await client.getAllByType('footer', { lang: '*' })).sort()).toEqual([
      'fotur.en-gb',
      'fotur.is',
    ]);
    await expect(
      client.getByUID('opening_hours', 'tel-and-chat-opening-hours'),
    ).rejects.toBeInstanceOf(prismic.NotFoundError);
    const english = await client.getByUID('opening_hours', 'tel-and-chat-opening-hours', {
      lang: 'en-gb',
    });
    expect(english.alternate_languages).toEqual([
      expect.objectContaining({ uid: 'opnunartimi', lang: 'is' }),
    ]);
  });

  it('pages results with next_page and prev_page links', async () => {
    const first = await client.getByType('test_item', { lang: '*', pageSize: 1 });
    expect(first).toMatchObject({
      page: 1,
      results_per_page: 1,
      results_size: 1,
      total_results_size: 4,
      total_pages: 4,
      prev_page: null,
    });
    const next = new URL(first.next_page as string);
    expect(next.origin).toBe(service.address);
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.get('pageSize')).toBe('1');
    const second = await (await fetch(next)).json();
    expect(second).toMatchObject({ page: 2, results_size: 1 });
    expect(new URL(second.prev_page).searchParams.get('page')).toBe('1');
    expect(second.results[0].id).toBe(
      (await client.getByType('test_item', { lang: '*', pageSize: 1, page: 2 })).results[0]?.id,
    );
    const last = await client.getByType('test_item', { lang: '*', pageSize: 3, page: 2 });
    expect(last).toMatchObject({ page: 2, results_size: 1, total_pages: 2, next_page: null });
    const beyond = await client.getByType('test_item', { lang: '*', pageSize: 3, page: 9 });
    expect(beyond).toMatchObject({ results_size: 0, results: [] });
  });

  it('gets documents by ids, in any language', async () => {
    const [alfa, beta] = await Promise.all([
      client.getByUID('test_item', 'alfa'),
      client.getByUID('test_item', 'beta'),
    ]);
    const english = await client.getByUID('test_item', 'alpha', { lang: 'en-gb' });
    const found = await client.getByIDs([alfa.id, beta.id, english.id], { lang: '*' });
    expect(uidsOf(found.results).sort()).toEqual(['alfa.is', 'alpha.en-gb', 'beta.is']);
    expect((await client.getByID(beta.id)).uid).toBe('beta');
  });

  it('filters by tags: any of them, or all of them', async () => {
    const anyA = await client.get({
      filters: [prismic.filter.any('document.tags', ['a'])],
      lang: '*',
    });
    expect(uidsOf(anyA.results).sort()).toEqual(['alfa.is', 'alpha.en-gb']);
    const allAB = await client.get({
      filters: [prismic.filter.at('document.tags', ['a', 'b'])],
      lang: '*',
    });
    expect(uidsOf(allAB.results)).toEqual(['alfa.is']);
    expect(uidsOf((await client.getByTag('b')).results).sort()).toEqual(['alfa.is', 'beta.is']);
    // Several filters at once must all hold.
    const both = await client.get({
      filters: [
        prismic.filter.at('document.type', 'test_item'),
        prismic.filter.not('my.test_item.rank', 3),
      ],
    });
    expect(uidsOf(both.results).sort()).toEqual(['beta.is', 'gamma.is']);
  });

  it('supports the other predicates: in on uids, fulltext, has/missing, number and date ranges', async () => {
    const only = async (filters: string[], lang = 'is') =>
      uidsOf(
        (
          await client.get({
            filters: [prismic.filter.at('document.type', 'test_item'), ...filters],
            lang,
          })
        ).results,
      ).sort();
    expect(uidsOf((await client.getByUIDs('test_item', ['alfa', 'gamma'])).results).sort()).toEqual(
      ['alfa.is', 'gamma.is'],
    );
    expect(await only([prismic.filter.fulltext('document', 'GAMMA')])).toEqual(['gamma.is']);
    expect(await only([prismic.filter.has('my.test_item.related')])).toEqual(['gamma.is']);
    expect(await only([prismic.filter.missing('my.test_item.related')])).toEqual([
      'alfa.is',
      'beta.is',
    ]);
    expect(await only([prismic.filter.numberGreaterThan('my.test_item.rank', 1)])).toEqual([
      'alfa.is',
      'gamma.is',
    ]);
    expect(await only([prismic.filter.numberInRange('my.test_item.rank', 1, 2)])).toEqual([
      'beta.is',
      'gamma.is',
    ]);
    expect(
      await only([prismic.filter.dateAfter('my.test_item.date', new Date('2024-04-01'))]),
    ).toEqual(['alfa.is', 'gamma.is']);
    expect(
      await only([prismic.filter.dateBefore('document.first_publication_date', '2024-01-15')], '*'),
    ).toEqual(['alfa.is', 'alpha.en-gb']);
  });

  it('orders by data fields and publication dates, several orderings in turn', async () => {
    const byRank = await client.getAllByType('test_item', {
      orderings: [{ field: 'my.test_item.rank', direction: 'desc' }],
    });
    expect(uidsOf(byRank)).toEqual(['alfa.is', 'gamma.is', 'beta.is']);
    const byDate = await client.getAllByType('test_item', {
      orderings: [{ field: 'my.test_item.date' }],
    });
    expect(uidsOf(byDate)).toEqual(['beta.is', 'alfa.is', 'gamma.is']);
    const newest = await client.getAllByType('test_item', {
      orderings: [{ field: 'document.first_publication_date', direction: 'desc' }],
    });
    expect(uidsOf(newest)).toEqual(['gamma.is', 'beta.is', 'alfa.is']);
    const twoKeys = await client.getAllByType('test_item', {
      lang: '*',
      orderings: [
        { field: 'my.test_item.rank', direction: 'desc' },
        { field: 'document.first_publication_date', direction: 'desc' },
      ],
    });
    expect(uidsOf(twoKeys)).toEqual(['alpha.en-gb', 'alfa.is', 'gamma.is', 'beta.is']);
  });

  it('resolves document links written by type and uid into full content relationships', async () => {
    const [gamma, beta] = await Promise.all([
      client.getByUID('test_item', 'gamma'),
      client.getByUID('test_item', 'beta'),
    ]);
    expect(gamma.data.related).toMatchObject({
      link_type: 'Document',
      id: beta.id,
      uid: 'beta',
      type: 'test_item',
      lang: 'is',
      isBroken: false,
    });
    const pointingAtBeta = await client.get({
      filters: [prismic.filter.at('my.test_item.related', beta.id)],
    });
    expect(uidsOf(pointingAtBeta.results)).toEqual(['gamma.is']);
  });

  it('answers a stale ref with 404 naming the master ref, which the client then retries with', async () => {
    const response = await fetch(
      `${service.address}/cms/api/v2/documents/search?ref=stale&q=${encodeURIComponent('[[at(document.type, "footer")]]')}`,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      type: 'api_notfound_error',
      message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`,
    });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stale = clientFor(service.address);
    stale.queryContentFromRef('stale');
    const footer = await stale.getByUID('footer', 'fotur');
    expect(footer.data.phone).toBe('440 2000');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`latest master ref (${masterRef})`));
    warn.mockRestore();
  });

  it('answers a malformed q with 400 in Prismic parsing-error shape', async () => {
    const search = (q: string) =>
      fetch(
        `${service.address}/cms/api/v2/documents/search?ref=${masterRef}&q=${encodeURIComponent(q)}`,
      );
    const missingComma = await search('[[at(document.type "page")]]');
    expect(missingComma.status).toBe(400);
    const position = { line: 1, column: 20, id: 19, location: 'query' };
    expect(await missingComma.json()).toEqual({
      type: 'parsing-error',
      message: expect.stringMatching(/^unexpected '"', expected '\)' on line:1 col:20 in query/),
      ...position,
      pos: position,
    });

    const unknownFunction = await (await search('[[near(document.type, "page")]]')).json();
    expect(unknownFunction).toMatchObject({ type: 'parsing-error', column: 3 });
    expect(unknownFunction.message).toMatch(/^unexpected predicate 'near'/);

    const unknownField = await (await search('[[at(document.colour, "red")]]')).json();
    expect(unknownField.message).toMatch(/^unexpected field 'document.colour'/);

    await expect(client.get({ filters: ['[at(document.type, "page"]'] })).rejects.toBeInstanceOf(
      prismic.ParsingError,
    );
  });

  it('answers a bad orderings or pageSize with 400', async () => {
    const base = `${service.address}/cms/api/v2/documents/search?ref=${masterRef}`;
    const orderings = await fetch(`${base}&orderings=${encodeURIComponent('[my.page desc]')}`);
    expect(orderings.status).toBe(400);
    expect(await orderings.json()).toMatchObject({ type: 'parsing-error', location: 'orderings' });
    const pageSize = await fetch(`${base}&pageSize=101`);
    expect(pageSize.status).toBe(400);
    expect(await pageSize.json()).toEqual({
      type: 'api_validation_error',
      message: 'pageSize must be at most 100, not 101',
    });
  });

  it('lets searches be cached for good, because a ref never changes meaning', async () => {
    const response = await fetch(`${service.address}/cms/api/v2/documents/search?ref=${masterRef}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toMatchObject({ license: 'All Rights Reserved', page: 1 });
  });

  it('answers unknown paths under /cms with a JSON 404', async () => {
    const response = await fetch(`${service.address}/cms/api/v3`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });
});

describe('content service GraphQL subset', () => {
  let service: Service;
  let masterRef: string;

  const FOOTER_QUERY = `
    query Footer($uid: String!, $lang: String!) {
      footer(uid: $uid, lang: $lang) {
        phone
        email
        body {
          __typename
          ... on FooterBodyLink_group {
            primary { group_name }
            fields { title link { ... on _ExternalLink { url target } } }
          }
          ... on FooterBodyOpening_hours {
            primary { name }
            fields { title opens closes }
          }
          ... on FooterBodyButtons {
            fields { title link { _linkType ... on _ExternalLink { url target } } }
          }
        }
      }
    }`;
  const OPENING_HOURS_QUERY =
    'query ($uid: String!, $lang: String!) { opening_hours(uid: $uid, lang: $lang) { name times { title opens closes } } }';

  beforeAll(async () => {
    service = await startService();
    masterRef = (await ContentStore.load(service.dir)).ref;
  });
  afterAll(() => stopService(service));

  const get = (query: string, variables?: unknown, ref: string | null = masterRef) => {
    const url = new URL(`${service.address}/cms/graphql`);
    url.searchParams.set('query', query);
    if (variables !== undefined) url.searchParams.set('variables', JSON.stringify(variables));
    return fetch(url, { headers: ref === null ? {} : { 'Prismic-ref': ref } });
  };

  it('answers the Icelandic footer with its three kinds of slices (GET)', async () => {
    const response = await get(FOOTER_QUERY, { uid: 'fotur', lang: 'is' });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.footer).toMatchObject({ phone: '440 2000', email: 'skjol@skjol.is' });
    const kinds = data.footer.body.map((slice: { __typename: string }) => slice.__typename);
    expect(kinds).toEqual([
      'FooterBodyLink_group',
      'FooterBodyLink_group',
      'FooterBodyLink_group',
      'FooterBodyOpening_hours',
      'FooterBodyButtons',
    ]);
    expect(data.footer.body[0].primary).toEqual({ group_name: 'Tryggingar' });
    expect(data.footer.body[0].fields[0]).toEqual({
      title: 'Bílatryggingar',
      link: { url: '/einstaklingar/bilar/', target: null },
    });
    expect(data.footer.body[2].fields).toContainEqual({
      title: 'Fjármálaeftirlit Seðlabankans',
      link: { url: 'https://www.sedlabanki.is/', target: '_blank' },
    });
    expect(data.footer.body[3]).toEqual({
      __typename: 'FooterBodyOpening_hours',
      primary: { name: 'Afgreiðsla í Borgartúni 40' },
      fields: [
        { title: 'Mánudaga til fimmtudaga', opens: '09:00', closes: '16:00' },
        { title: 'Föstudaga', opens: '09:00', closes: '15:00' },
      ],
    });
    expect(data.footer.body[4].fields[0]).toEqual({
      title: 'Fá tilboð',
      link: { _linkType: 'Link.web', url: '/fa-tilbod/', target: '_blank' },
    });
  });

  it('answers the English footer (POST JSON)', async () => {
    const response = await fetch(`${service.address}/cms/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'prismic-ref': masterRef },
      body: JSON.stringify({ query: FOOTER_QUERY, variables: { uid: 'fotur', lang: 'en-gb' } }),
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.footer.phone).toBe('440 2000');
    expect(
      data.footer.body.map(
        (slice: { primary?: { group_name?: string } }) => slice.primary?.group_name,
      ),
    ).toEqual(['Insurance', 'Service', 'Skjól', undefined, undefined]);
  });

  it('answers opening hours by either uid', async () => {
    const icelandic = await (
      await get(OPENING_HOURS_QUERY, { uid: 'opnunartimi', lang: 'is' })
    ).json();
    expect(icelandic.data.opening_hours).toEqual({
      name: 'Opnunartími síma og netspjalls',
      times: [
        { title: 'Símaver virka daga', opens: '08:30', closes: '16:00' },
        { title: 'Netspjall virka daga', opens: '09:00', closes: '16:00' },
        { title: 'Bílahjálp og neyðarþjónusta vegna tjóna', opens: '00:00', closes: '24:00' },
      ],
    });
    const english = await (
      await get(OPENING_HOURS_QUERY, { uid: 'tel-and-chat-opening-hours', lang: 'en-gb' })
    ).json();
    expect(english.data.opening_hours.name).toBe('Telephone and chat opening hours');
    expect(english.data.opening_hours.times).toHaveLength(3);
    const missing = await (
      await get(OPENING_HOURS_QUERY, { uid: 'opnunartimi', lang: 'en-gb' })
    ).json();
    expect(missing).toEqual({ data: { opening_hours: null } });
  });

  it('works through the client: ref from the API root, sent as Prismic-ref', async () => {
    const client = clientFor(service.address);
    const url = `${service.address}/cms/graphql?query=${encodeURIComponent(
      '{ footer(uid: "fotur", lang: "en-gb") { email _meta { uid lang alternateLanguages { lang } } } }',
    )}`;
    const response = await client.graphQLFetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.json()).toEqual({
      data: {
        footer: {
          email: 'skjol@skjol.is',
          _meta: { uid: 'fotur', lang: 'en-gb', alternateLanguages: [{ lang: 'is' }] },
        },
      },
    });
  });

  it('lists documents as a connection (allFooters)', async () => {
    const { data } = await (
      await get(
        '{ allFooters(lang: "*", sortBy: meta_firstPublicationDate_DESC) { totalCount edges { node { _meta { lang } } } } }',
      )
    ).json();
    expect(data.allFooters.totalCount).toBe(2);
    expect(
      data.allFooters.edges.map(
        (edge: { node: { _meta: { lang: string } } }) => edge.node._meta.lang,
      ),
    ).toEqual(['en-gb', 'is']);
  });

  it('requires the Prismic-ref header and rejects a stale one, naming the master ref', async () => {
    const missing = await get(OPENING_HOURS_QUERY, { uid: 'opnunartimi', lang: 'is' }, null);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].message).toBe(
      `The Prismic-ref header is required. Master ref is: ${masterRef}`,
    );
    const stale = await get(OPENING_HOURS_QUERY, { uid: 'opnunartimi', lang: 'is' }, 'stale');
    expect(stale.status).toBe(404);
    expect(await stale.json()).toEqual({
      errors: [
        {
          message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`,
        },
      ],
    });
  });

  it('answers a syntax error with 400 and where it is', async () => {
    const response = await get('{ footer(uid: "fotur") { phone }');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: 'Syntax Error: Expected Name, found <EOF>.',
          locations: [{ line: 1, column: 33 }],
        },
      ],
    });
  });

  it('answers a POST body that is not JSON with { errors }', async () => {
    const response = await fetch(`${service.address}/cms/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'prismic-ref': masterRef },
      body: '{ "query": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([{ message: expect.any(String) }]);
  });

  it('answers unknown fields, missing variables and selections on leaves with 400', async () => {
    const unknown = await (await get('{ footer(uid: "fotur") { fax } }')).json();
    expect(unknown.errors[0].message).toBe('Cannot query field "fax" on type "Footer".');
    const variable = await (await get(OPENING_HOURS_QUERY, { lang: 'is' })).json();
    expect(variable.errors[0].message).toBe(
      'Variable "$uid" of required type "String!" was not provided.',
    );
    const leaf = await (await get('{ footer(uid: "fotur") { phone { digits } } }')).json();
    expect(leaf.errors[0].message).toMatch(/must not have a selection/);
    const mutation = await get('mutation { footer(uid: "fotur") { phone } }');
    expect(mutation.status).toBe(400);
  });
});

describe('content changes', () => {
  let service: Service | undefined;
  afterEach(async () => {
    await stopService(service);
    service = undefined;
  });

  const masterRefOf = async (address: string) =>
    ((await (await fetch(`${address}/cms/api/v2`)).json()) as { refs: { ref: string }[] }).refs[0]
      ?.ref;

  it('changes the master ref when a document file changes, and only then', async () => {
    service = await startService();
    const file = path.join(service.dir, 'documents', 'footer', 'fotur.is.json');
    const before = await masterRefOf(service.address);
    expect(before).toBe((await ContentStore.load(service.dir)).ref);

    const later = new Date(Date.now() + 60_000);
    await utimes(file, later, later);
    expect(await masterRefOf(service.address)).toBe(before);

    const document = JSON.parse(await readFile(file, 'utf8'));
    document.data.phone = '440 2001';
    await writeFile(file, JSON.stringify(document));
    const after = await masterRefOf(service.address);
    expect(after).not.toBe(before);

    const old = await fetch(`${service.address}/cms/api/v2/documents/search?ref=${before}`);
    expect(old.status).toBe(404);
    expect((await old.json()).message).toMatch(new RegExp(`Master ref is: ${after}$`));
    const footer = await clientFor(service.address).getByUID('footer', 'fotur');
    expect(footer.data.phone).toBe('440 2001');
  });

  it('keeps serving the previous content while a change does not load, and reloads on demand', async () => {
    service = await startService();
    const file = path.join(service.dir, 'documents', 'footer', 'fotur.is.json');
    const before = await masterRefOf(service.address);
    const original = await readFile(file, 'utf8');

    await writeFile(file, '{ "data": ');
    expect(await masterRefOf(service.address)).toBe(before);
    await expect(reloadContent(service.dir)).rejects.toBeInstanceOf(ContentLoadError);

    await writeFile(file, original.replace('"440 2000"', '"440 2002"'));
    const [reloaded] = await reloadContent(service.dir);
    expect(reloaded).not.toBe(before);
    expect(await masterRefOf(service.address)).toBe(reloaded);
  });
});

describe('content loading', () => {
  it('names every problem in the files at once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'skjol-content-bad-'));
    const write = async (file: string, body: unknown) => {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), typeof body === 'string' ? body : JSON.stringify(body));
    };
    await write('documents/page/ok.is.json', { data: {} });
    await write('documents/page/ok.de.json', { data: {} });
    await write('documents/page/other.is.json', { uid: 'different', data: {} });
    await write('documents/page/typo.is.json', { tag: ['x'], data: {} });
    await write('documents/page/broken.is.json', '{');
    await write('documents/page/twin.is.json', { group: 'ok', data: {} });
    await write('documents/page/dated.is.json', { first_publication_date: 'yesterday', data: {} });
    try {
      await ContentStore.load(dir);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContentLoadError);
      const problems = (error as ContentLoadError).problems.join('\n');
      expect(problems).toMatch(/ok\.de\.json: the file name must be <uid>\.<lang>\.json/);
      expect(problems).toMatch(/other\.is\.json: "uid" is "different" but the path says "other"/);
      expect(problems).toMatch(/typo\.is\.json: unknown key "tag"/);
      expect(problems).toMatch(/broken\.is\.json: not valid JSON/);
      expect(problems).toMatch(/dated\.is\.json: "first_publication_date" must be an ISO-8601/);
      expect(problems).toMatch(/group "ok" already has a is document/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('loads the repository content without problems or warnings', async () => {
    const store = await ContentStore.load(REPOSITORY_CONTENT);
    expect(store.snapshot.warnings).toEqual([]);
    for (const [type, uid, lang] of [
      ['footer', 'fotur', 'is'],
      ['footer', 'fotur', 'en-gb'],
      ['opening_hours', 'opnunartimi', 'is'],
      ['opening_hours', 'tel-and-chat-opening-hours', 'en-gb'],
      ['navigation', 'valmynd', 'is'],
      ['navigation', 'valmynd', 'en-gb'],
      ['page', 'forsida', 'is'],
      ['page', 'home', 'en-gb'],
    ] as const) {
      const document = store.getByUID(type, uid, lang);
      expect(document, `${type}/${uid}.${lang}`).toBeDefined();
      expect(document?.alternate_languages, `${type}/${uid}.${lang}`).toHaveLength(1);
    }
  });
});
