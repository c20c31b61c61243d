import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prismic from '@prismicio/client';
import * as customTypes from '@prismicio/custom-types-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer } from '../../scripts/content-server';

/**
 * The parts of Prismic's documented APIs that real clients lean on beyond plain searches, each
 * driven by the real client library against the content service on a socket: route resolvers,
 * fetch / fetchLinks / graphQuery, the date and similarity filters, the Custom Types API.
 * The repository content is read as it is (nothing here writes), so the expectations name real
 * documents: the Icelandic car insurance product under the "bilar" platform under "einstaklingar".
 */

const CONTENT = path.resolve('content');

let app: FastifyInstance;
let apiEndpoint: string;

beforeAll(async () => {
  ({ app, apiEndpoint } = await startContentServer(CONTENT, 'http://localhost:8000'));
});
afterAll(() => app.close());

const clientWith = (config: Partial<prismic.ClientConfig> = {}) =>
  prismic.createClient('skjol', { documentAPIEndpoint: apiEndpoint, fetch, ...config });

const ROUTES: prismic.Route[] = [
  { type: 'page', path: '/:lang?/:uid/' },
  { type: 'page', uid: 'forsida', path: '/' },
  { type: 'page', uid: 'home', lang: 'en-gb', path: '/:lang/' },
  { type: 'platform', path: '/:lang?/:parent/:uid/', resolvers: { parent: 'parent' } },
  {
    type: 'platform_product',
    path: '/:lang?/:section?/:parent/:uid/',
    resolvers: { parent: 'parent', section: 'parent.parent' },
  },
];

describe('route resolvers (routes → url)', () => {
  it('gives documents their url from uid, lang, lang? and uid-scoped routes, whatever the order', async () => {
    const client = clientWith({ routes: ROUTES });
    expect((await client.getByUID('page', 'forsida')).url).toBe('/');
    expect((await client.getByUID('page', 'home', { lang: 'en-gb' })).url).toBe('/en-gb/');
    expect((await client.getByUID('page', 'einstaklingar')).url).toBe('/einstaklingar/');
    expect((await client.getByUID('page', 'individuals', { lang: 'en-gb' })).url).toBe(
      '/en-gb/individuals/',
    );
  });

  it('fills keywords from content relationships, to the grandparent', async () => {
    const client = clientWith({ routes: ROUTES });
    expect((await client.getByUID('platform', 'bilar')).url).toBe('/einstaklingar/bilar/');
    const product = await client.getByUID('platform_product', 'bilatrygging');
    expect(product.url).toBe('/einstaklingar/bilar/bilatrygging/');
    // Links carry the url of the document they point to.
    expect(product.data.parent).toMatchObject({ uid: 'bilar', url: '/einstaklingar/bilar/' });
  });

  it('falls through to the next route when a required keyword has no value, and answers null when none fits', async () => {
    const client = clientWith({
      routes: [
        { type: 'page', path: '/:parent/:uid', resolvers: { parent: 'parent' } },
        { type: 'page', path: '/top/:uid' },
      ],
    });
    expect((await client.getByUID('page', 'einstaklingar')).url).toBe('/top/einstaklingar');
    expect((await client.getByUID('footer', 'fotur')).url).toBeNull();
    // Without routes, urls stay null as Prismic answers them.
    expect((await clientWith().getByUID('page', 'forsida')).url).toBeNull();
  });

  it('answers malformed routes with 400 api_validation_error', async () => {
    const { ref } = await clientWith().getMasterRef();
    const search = (routes: string) =>
      fetch(
        `${apiEndpoint}/documents/search?ref=${encodeURIComponent(ref)}&routes=${encodeURIComponent(routes)}`,
      );
    for (const routes of [
      'not json',
      '{"type":"page"}',
      '[{"type":"page","path":"/:parent"}]',
      '[{"type":"page","path":"/:a","resolvers":{"a":"x.y.z"}}]',
    ]) {
      const response = await search(routes);
      expect(response.status, routes).toBe(400);
      expect(await response.json(), routes).toMatchObject({
        type: 'api_validation_error',
        message: expect.stringMatching(/^routes: /),
      });
    }
  });
});

describe('fetch, fetchLinks and graphQuery', () => {
  const BILAR_TITLE = [{ type: 'heading1', text: 'Bílatryggingar', spans: [] }];

  it('fetchLinks adds the named fields of linked documents as the link data', async () => {
    const client = clientWith({
      defaultParams: { fetchLinks: ['platform.title', 'platform.order'] },
    });
    const products = await client.getAllByType('platform_product');
    const product = products.find((document) => document.uid === 'bilatrygging');
    expect(product?.data.parent).toMatchObject({
      link_type: 'Document',
      uid: 'bilar',
      data: { title: BILAR_TITLE, order: expect.any(Number) },
    });
    expect(Object.keys((product?.data.parent as { data: object }).data).sort()).toEqual([
      'order',
      'title',
    ]);
    // Links to other types stay plain.
    const bilar = await client.getByUID('platform', 'bilar');
    expect(bilar.data.parent).not.toHaveProperty('data');
  });

  it('fetch keeps only the named data fields of documents of that type', async () => {
    const pages = await clientWith().getAllByType('page', { fetch: ['page.title', 'page.lead'] });
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(Object.keys(page.data).sort()).toEqual(['lead', 'title']);
  });

  it('graphQuery selects fields, group fields, slice halves and fields of linked documents two links away', async () => {
    const graphQuery = `{
      platform_product {
        title
        highlights { text }
        parent {
          ...on platform {
            title
            parent { ...on page { title } }
          }
        }
        body {
          ...on faq { non-repeat { heading } repeat { question } }
          ...on cta { non-repeat { ...non-repeatFields } }
        }
      }
    }`;
    const product = await clientWith({ routes: ROUTES }).getByUID(
      'platform_product',
      'bilatrygging',
      {
        graphQuery,
      },
    );
    expect(Object.keys(product.data).sort()).toEqual(['body', 'highlights', 'parent', 'title']);
    expect(product.data.parent).toMatchObject({
      uid: 'bilar',
      url: '/einstaklingar/bilar/',
      data: {
        title: BILAR_TITLE,
        parent: { uid: 'einstaklingar', data: { title: expect.any(Array) } },
      },
    });
    expect(Object.keys((product.data.parent as { data: object }).data).sort()).toEqual([
      'parent',
      'title',
    ]);
    const body = product.data.body as { slice_type: string; primary: object; items: object[] }[];
    expect(body.map((slice) => slice.slice_type)).toEqual(['text', 'faq', 'link_list', 'cta']);
    expect(body[0]).toMatchObject({ primary: {}, items: [] });
    expect(Object.keys(body[1]?.primary ?? {})).toEqual(['heading']);
    expect(body[1]?.items.length).toBe(3);
    for (const item of body[1]?.items ?? []) expect(Object.keys(item)).toEqual(['question']);
    expect(Object.keys(body[3]?.primary ?? {}).sort()).toEqual([
      'button_label',
      'button_link',
      'heading',
      'text',
    ]);
    expect(product.data.highlights).toEqual(
      (product.data.highlights as { text: string }[]).map(({ text }) => ({ text })),
    );
  });

  it('answers a malformed graphQuery, fetch or fetchLinks with 400 api_validation_error', async () => {
    const { ref } = await clientWith().getMasterRef();
    for (const [name, value] of [
      ['graphQuery', '{ page { title '],
      ['graphQuery', '{ page { ...title } }'],
      ['fetch', 'title'],
      ['fetchLinks', 'page.'],
    ] as const) {
      const response = await fetch(
        `${apiEndpoint}/documents/search?ref=${encodeURIComponent(ref)}&${name}=${encodeURIComponent(value)}`,
      );
      expect(response.status, value).toBe(400);
      expect(await response.json(), value).toMatchObject({
        type: 'api_validation_error',
        message: expect.stringMatching(new RegExp(`^${name}: `)),
      });
    }
  });
});

describe('date filters and similar', () => {
  // A copy of the content with a few documents of a type of their own, so the answers are exact.
  const ITEMS: Record<string, { date?: string; when?: string; title: string }> = {
    a: {
      date: '2025-03-10', // a Monday
      when: '2025-03-10T08:30:00Z',
      title: 'Water damage in the kitchen: a burst pipe flooded the kitchen floor',
    },
    b: {
      date: '2025-07-04', // a Friday
      when: '2025-07-04T17:00:00Z',
      title: 'Burst pipe under the kitchen sink caused water damage',
    },
    c: {
      date: '2024-12-24', // a Tuesday
      when: '2024-12-24T12:00:00Z',
      title: 'Studded tyres for icy roads',
    },
    d: { date: '2025-12-01', title: 'Icy roads call for studded tyres' }, // a Monday
    e: { title: 'Kitchen renovation ideas' },
  };
  let dir: string;
  let itemsApp: FastifyInstance;
  let client: prismic.Client;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'skjol-content-filters-'));
    await cp(CONTENT, dir, { recursive: true });
    await mkdir(path.join(dir, 'documents', 'test_item'));
    for (const [uid, data] of Object.entries(ITEMS)) {
      await writeFile(
        path.join(dir, 'documents', 'test_item', `${uid}.is.json`),
        JSON.stringify({ data }),
      );
    }
    const started = await startContentServer(dir, 'http://localhost:8000');
    itemsApp = started.app;
    client = prismic.createClient('skjol', { documentAPIEndpoint: started.apiEndpoint, fetch });
  });
  afterAll(async () => {
    await itemsApp.close();
    await rm(dir, { recursive: true, force: true });
  });

  const uids = async (...filters: string[]) =>
    (
      await client.get({
        filters: [prismic.filter.at('document.type', 'test_item'), ...filters],
        orderings: [{ field: 'my.test_item.uid' }],
      })
    ).results.map((document) => document.uid);

  it('filters on the year, month, day of month, day of week and hour of a date (UTC)', async () => {
    const { filter } = prismic;
    const date = 'my.test_item.date';
    const when = 'my.test_item.when';
    expect(await uids(filter.dateYear(date, 2025))).toEqual(['a', 'b', 'd']);
    expect(await uids(filter.dateMonth(date, 'March'))).toEqual(['a']);
    expect(await uids(filter.dateMonth(date, 12))).toEqual(['c', 'd']);
    expect(await uids(filter.dateMonthAfter(date, 6))).toEqual(['b', 'c', 'd']);
    expect(await uids(filter.dateMonthBefore(date, 'jul'))).toEqual(['a']);
    expect(await uids(filter.dateDayOfMonth(date, 24))).toEqual(['c']);
    expect(await uids(filter.dateDayOfMonthAfter(date, 20))).toEqual(['c']);
    expect(await uids(filter.dateDayOfMonthBefore(date, 5))).toEqual(['b', 'd']);
    expect(await uids(filter.dateDayOfWeek(date, 'Monday'))).toEqual(['a', 'd']);
    expect(await uids(filter.dateDayOfWeek(date, 1))).toEqual(['a', 'd']);
    expect(await uids(filter.dateDayOfWeekAfter(date, 'thursday'))).toEqual(['b']);
    expect(await uids(filter.dateDayOfWeekBefore(date, 2))).toEqual(['a', 'd']);
    expect(await uids(filter.dateHour(when, 17))).toEqual(['b']);
    expect(await uids(filter.dateHourAfter(when, 10))).toEqual(['b', 'c']);
    expect(await uids(filter.dateHourBefore(when, 10))).toEqual(['a']);
    expect(
      await uids(filter.dateBetween(date, '2025-01-01', '2025-07-31'), filter.dateYear(date, 2025)),
    ).toEqual(['a', 'b']);
  });

  it('answers an impossible month, weekday or hour with a parsing error', async () => {
    for (const bad of [
      prismic.filter.dateMonth('my.test_item.date', 13),
      prismic.filter.dateDayOfWeek('my.test_item.date', 'someday'),
      prismic.filter.dateHour('my.test_item.when', 24),
    ]) {
      await expect(client.get({ filters: [bad] }), bad).rejects.toBeInstanceOf(
        prismic.ParsingError,
      );
    }
  });

  it('similar finds the documents sharing significant words, most similar first', async () => {
    const a = await client.getByUID('test_item', 'a');
    const c = await client.getByUID('test_item', 'c');
    expect(await similarUids(a.id, 10)).toEqual(['b', 'e']);
    expect(await similarUids(c.id, 10)).toEqual(['d']);
    // A document is never similar to itself, and a word held by more documents than
    // maxResults does not count: "kitchen" (in a, b and e) is too common at 2.
    expect(await similarUids(a.id, 2)).toEqual(['b']);
  });

  const similarUids = async (id: string, maxResults: number) =>
    (
      await client.get({
        filters: [
          prismic.filter.similar(id, maxResults),
          prismic.filter.at('document.type', 'test_item'),
        ],
      })
    ).results.map((document) => document.uid);
});

describe('Custom Types API, through @prismicio/custom-types-client', () => {
  const customTypesClient = () =>
    customTypes.createClient({
      repositoryName: 'skjol',
      endpoint: `${new URL(apiEndpoint).origin}/cms/customtypes`,
      token: 'any-token',
      fetch,
    });

  it('lists every model in content/models in Prismic custom type shape', async () => {
    const all = await customTypesClient().getAllCustomTypes();
    const ids = all.map((model) => model.id).sort();
    expect(ids).toEqual(
      (await readdir(path.join(CONTENT, 'models')))
        .map((name) => name.replace(/\.json$/, ''))
        .sort(),
    );
    const page = all.find((model) => model.id === 'page');
    const onDisk = JSON.parse(await readFile(path.join(CONTENT, 'models', 'page.json'), 'utf8'));
    expect(page).toEqual({
      id: 'page',
      label: onDisk.label,
      repeatable: true,
      json: onDisk.json,
      status: true,
      format: 'page',
    });
  });

  it('answers one model by id, and an unknown id with the client NotFoundError', async () => {
    const footer = await customTypesClient().getCustomTypeByID('footer');
    expect(footer).toMatchObject({ id: 'footer', repeatable: true, format: 'custom' });
    expect(Object.keys(footer.json.Main ?? {})).toEqual(['uid', 'phone', 'email', 'body']);
    await expect(customTypesClient().getCustomTypeByID('nothing')).rejects.toBeInstanceOf(
      customTypes.NotFoundError,
    );
    const raw = await fetch(`${new URL(apiEndpoint).origin}/cms/customtypes/nothing`);
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({
      message: 'An entity with a matching ID could not be found.',
    });
  });

  it('has no shared slices and refuses writes: the models live in the repository', async () => {
    expect(await customTypesClient().getAllSharedSlices()).toEqual([]);
    await expect(
      customTypesClient().insertCustomType({
        id: 'new_type',
        label: 'New',
        repeatable: true,
        json: {},
        status: true,
      }),
    ).rejects.toBeInstanceOf(customTypes.ForbiddenError);
    await expect(customTypesClient().removeCustomType('page')).rejects.toBeInstanceOf(
      customTypes.ForbiddenError,
    );
  });
});
