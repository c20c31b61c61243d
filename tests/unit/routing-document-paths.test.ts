import { describe, expect, it } from 'vitest';
import {
  documentPath,
  lookupById,
  siteLanguage,
  type RoutableDocument,
} from '../../src/domain/document-paths';

const parentLink = (id: string) => ({ link_type: 'Document', id, isBroken: false });

const documents: RoutableDocument[] = [
  { id: 'home-is', type: 'page', uid: 'forsida', lang: 'is' },
  { id: 'home-en', type: 'page', uid: 'home', lang: 'en-gb' },
  { id: 'ind', type: 'page', uid: 'einstaklingar', lang: 'is' },
  { id: 'cars', type: 'platform', uid: 'bilar', lang: 'is', data: { parent: parentLink('ind') } },
  {
    id: 'motor',
    type: 'platform_product',
    uid: 'bilatrygging',
    lang: 'is',
    data: { parent: parentLink('cars') },
  },
  { id: 'news-en', type: 'article_list', uid: 'news', lang: 'en-gb' },
  {
    id: 'story',
    type: 'article',
    uid: 'new-travel-cover',
    lang: 'en-gb',
    data: { parent: parentLink('news-en') },
  },
  { id: 'form', type: 'docdl', uid: 'umbod', lang: 'is' },
  { id: 'form-en', type: 'docdl', uid: 'proxy', lang: 'en-gb' },
  { id: 'loop-a', type: 'page', uid: 'a', lang: 'is', data: { parent: parentLink('loop-b') } },
  { id: 'loop-b', type: 'page', uid: 'b', lang: 'is', data: { parent: parentLink('loop-a') } },
  {
    id: 'draft',
    type: 'article',
    uid: 'drog-frett',
    lang: 'en-gb',
    tags: ['draft'],
    data: { parent: parentLink('news-en') },
  },
];
const lookup = lookupById(documents);
const pathOf = (id: string) => documentPath(lookup(id)!, lookup);

describe('documentPath', () => {
  it('puts the front pages at the language roots', () => {
    expect(pathOf('home-is')).toBe('/');
    expect(pathOf('home-en')).toBe('/en/');
  });

  it('publishes a document under its parent, through as many levels as there are', () => {
    expect(pathOf('ind')).toBe('/einstaklingar/');
    expect(pathOf('cars')).toBe('/einstaklingar/bilar/');
    expect(pathOf('motor')).toBe('/einstaklingar/bilar/bilatrygging/');
    expect(pathOf('story')).toBe('/en/news/new-travel-cover/');
  });

  it('uses the type base for documents without a parent', () => {
    expect(pathOf('form')).toBe('/skjal/umbod/');
    expect(pathOf('form-en')).toBe('/en/document/proxy/');
    expect(pathOf('news-en')).toBe('/en/news/');
  });

  it('ignores a broken parent and stops on a cycle', () => {
    const orphan: RoutableDocument = {
      id: 'orphan',
      type: 'page',
      uid: 'munadarlaus',
      lang: 'is',
      data: { parent: { link_type: 'Document', id: 'gone', isBroken: true } },
    };
    expect(documentPath(orphan, lookup)).toBe('/munadarlaus/');
    expect(pathOf('loop-a')).toBe('/b/a/');
    expect(pathOf('loop-b')).toBe('/a/b/');
  });

  it('puts drafts under /drog/ in their language', () => {
    expect(pathOf('draft')).toBe('/en/drog/news/drog-frett/');
  });

  it('gives no page to layout documents, unknown languages or documents without a uid', () => {
    expect(documentPath({ id: 'f', type: 'footer', uid: 'fotur', lang: 'is' }, lookup)).toBeNull();
    expect(
      documentPath({ id: 'o', type: 'opening_hours', uid: 'opnunartimi', lang: 'is' }, lookup),
    ).toBeNull();
    expect(documentPath({ id: 'd', type: 'page', uid: 'seite', lang: 'de-de' }, lookup)).toBeNull();
    expect(documentPath({ id: 'n', type: 'page', uid: null, lang: 'is' }, lookup)).toBeNull();
  });

  it('maps content languages to site languages', () => {
    expect(siteLanguage('en-gb')).toBe('en');
    expect(siteLanguage('is')).toBe('is');
    expect(siteLanguage('de-de')).toBeNull();
  });
});
