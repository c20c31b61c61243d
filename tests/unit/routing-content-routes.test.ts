import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as prismic from '@prismicio/client';
import { afterAll, describe, expect, it } from 'vitest';
import { startContentServer } from '../../scripts/content-server';
import { prismicSourceOptions, type SourceDocument } from '../../src/build/content-source';
import { assertUrlsMatchPages, type SourcedDocument } from '../../src/build/prismic-nodes';
import { buildSiteModel } from '../../src/build/site-model';
import { storableKey } from '../../src/build/source-cache-keys';
import { UNROUTED_TYPES } from '../../src/domain/document-paths';

/**
 * The route resolvers gatsby-source-prismic is given come from the routing table; the site model
 * places pages with `documentPath`. Both must put every document at the same address, or Prismic's
 * previews and links would open pages that do not exist. These tests ask the content service with
 * the real client and the very routes of the plugin's options, as the plugin does.
 */

const ROOT = path.resolve('.');
const CONTENT = path.join(ROOT, 'content');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Every document of `contentDir` as the plugin sources it: REST document and its `url`. */
async function sourceThroughRoutes(contentDir: string): Promise<SourcedDocument[]> {
  const { app, apiEndpoint } = await startContentServer(contentDir, 'http://localhost:8000');
  cleanups.push(() => app.close());
  const options = prismicSourceOptions(ROOT, { CONTENT_API_ENDPOINT: apiEndpoint });
  const client = prismic.createClient('skjol', {
    documentAPIEndpoint: apiEndpoint,
    routes: options.routes,
    fetch,
  });
  const documents = await client.dangerouslyGetAll({ lang: '*' });
  return documents.map((document) => ({
    document: document as unknown as SourceDocument,
    url: document.url,
  }));
}

describe('the route resolvers given to gatsby-source-prismic', () => {
  it('give every document of every routed type the address the site builds it at', async () => {
    const sourced = await sourceThroughRoutes(CONTENT);
    const model = buildSiteModel(sourced.map(({ document }) => document));
    expect(() => assertUrlsMatchPages(sourced, (id) => model.byId.get(id)?.path)).not.toThrow();

    const modelTypes = (await readdir(path.join(CONTENT, 'models'))).map((file) =>
      file.replace(/\.json$/, ''),
    );
    const routedTypes = modelTypes.filter(
      (type) => !(UNROUTED_TYPES as readonly string[]).includes(type),
    );
    const typesWithUrls = new Set(
      sourced.filter(({ url }) => url !== null).map(({ document }) => document.type),
    );
    expect([...typesWithUrls].sort()).toEqual(routedTypes.sort());
    // Spot checks: two levels of parents, the English prefix, a type's own base, the front page.
    const urlOf = (type: string, uid: string) =>
      sourced.find(({ document }) => document.type === type && document.uid === uid)?.url;
    expect(urlOf('platform_product', 'bilatrygging')).toBe('/einstaklingar/bilar/bilatrygging/');
    expect(urlOf('platform_product', 'motor-insurance')).toBe(
      '/en/individuals/car/motor-insurance/',
    );
    expect(urlOf('docdl', 'umbod-sjukraskrar')).toBe('/skjal/umbod-sjukraskrar/');
    expect(urlOf('page', 'forsida')).toBe('/');
    expect(urlOf('page', 'home')).toBe('/en/');
    expect(urlOf('navigation', 'valmynd')).toBeNull();
  });

  it('stop the build when a page sits deeper than Prismic routes can follow', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'skjol-content-routes-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await cp(CONTENT, dir, { recursive: true });
    // A page under a product: three links up to the root, one more than a route may follow.
    await writeFile(
      path.join(dir, 'documents', 'page', 'skilmalar.is.json'),
      JSON.stringify({
        data: {
          title: [{ type: 'heading1', text: 'Skilmálar', spans: [] }],
          parent: { link_type: 'Document', type: 'platform_product', uid: 'bilatrygging' },
        },
      }),
    );
    const sourced = await sourceThroughRoutes(dir);
    const model = buildSiteModel(sourced.map(({ document }) => document));
    expect(model.pages.find((page) => page.uid === 'skilmalar')?.path).toBe(
      '/einstaklingar/bilar/bilatrygging/skilmalar/',
    );
    expect(() => assertUrlsMatchPages(sourced, (id) => model.byId.get(id)?.path)).toThrow(
      'page "skilmalar" (is): routes give /bilar/bilatrygging/skilmalar/, the site builds /einstaklingar/bilar/bilatrygging/skilmalar/',
    );
  });

  it('leave drafts to the build: the route gives the published address, the page is under /drog/', async () => {
    const sourced = await sourceThroughRoutes(CONTENT);
    const draft = sourced.find(({ document }) => document.uid === 'ny-heimilisthjonusta');
    expect(draft?.url).toBe('/frettir/ny-heimilisthjonusta/');
    const model = buildSiteModel(sourced.map(({ document }) => document));
    expect(model.byId.get(draft?.document.id ?? '')?.path).toBe(
      '/drog/frettir/ny-heimilisthjonusta/',
    );
  });
});

describe('the source plugin cache keys', () => {
  it('keep short keys and hash keys too long for the cache database', () => {
    expect(storableKey('models')).toBe('models');
    const long = `fetchLike(sourceNodes)___${'x'.repeat(5000)}`;
    expect(storableKey(long)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(storableKey(long)).not.toBe(storableKey(`${long}y`));
  });
});
