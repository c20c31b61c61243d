import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptsAfterFirstPaint } from '../src/build/after-first-paint';

/** Strings only @auth0/auth0-spa-js contains: its telemetry name and its cache-key prefix. */
export const AUTH0_SDK_MARKERS = ['auth0-spa-js', '@@auth0spajs@@'];

export type PageAsset = {
  ref: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  /** Fetched by the page's code as it starts, not named by the built files. */
  afterStart?: boolean;
};

export type PageWeight = {
  name: string;
  path: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  assets: PageAsset[];
  /** Scripts the page loads that carry Auth0 SDK code (should be none on a public page). */
  auth0Scripts: string[];
};

const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/** An attribute's value in an HTML tag, quoted or not. */
export function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** A file of the built site as one of a page's assets; a script carrying the sign-in SDK is noted. */
function addBuiltFile(
  siteDir: string,
  ref: string,
  kind: PageAsset['kind'],
  page: Pick<PageWeight, 'assets' | 'auth0Scripts'>,
  extra: Pick<PageAsset, 'afterStart'> = {},
): PageAsset | undefined {
  const file = path.join(siteDir, ref.replace(/^\//, ''));
  if (!existsSync(file)) return undefined;
  const content = readFileSync(file);
  const asset: PageAsset = {
    ref,
    kind,
    bytes: content.length,
    gzipBytes: gzipSize(content),
    ...extra,
  };
  page.assets.push(asset);
  if (kind === 'js' && AUTH0_SDK_MARKERS.some((marker) => content.includes(marker))) {
    page.auth0Scripts.push(ref);
  }
  return asset;
}

/**
 * Everything a built page makes the browser run or apply on load: external and inline scripts,
 * the page component's chunks, stylesheets and inline styles (Gatsby inlines its CSS;
 * the components' rules are a second block).
 * Sizes are gzip level 9 of each file on its own, as the server's .gz twins are.
 */
export function measurePage(siteDir: string, name: string, urlPath: string): PageWeight {
  const htmlFile = path.join(siteDir, urlPath.replace(/^\//, ''), 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const assets: PageAsset[] = [];
  const auth0Scripts: string[] = [];
  const seen = new Set<string>();

  const external = (ref: string, kind: PageAsset['kind']) => {
    const clean = ref.split(/[?#]/)[0] ?? ref;
    if (seen.has(clean) || /^(https?:)?\/\//.test(clean)) return;
    seen.add(clean);
    addBuiltFile(siteDir, clean, kind, { assets, auth0Scripts });
  };
  const inline = (ref: string, kind: PageAsset['kind'], content: string) => {
    if (!content.trim()) return;
    assets.push({
      ref,
      kind,
      bytes: Buffer.byteLength(content),
      gzipBytes: gzipSize(content),
    });
    if (kind === 'js' && AUTH0_SDK_MARKERS.some((marker) => content.includes(marker))) {
      auth0Scripts.push(ref);
    }
  };

  let inlineScripts = 0;
  for (const [, open = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = attribute(open, 'type');
    if (type && !/javascript|module/i.test(type)) continue; // JSON-LD and other data
    const src = attribute(open, 'src');
    if (src) external(src, 'js');
    else inline(`inline script ${(inlineScripts += 1)}`, 'js', body);
  }
  for (const [tag = ''] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'stylesheet') external(href, 'css');
    // Gatsby preloads the scripts it will run; count them once, as scripts.
    if ((rel === 'preload' || rel === 'modulepreload') && attribute(tag, 'as') === 'script') {
      external(href, 'js');
    }
  }
  // The bundles a page asks for once it has painted (src/build/after-first-paint.ts).
  for (const source of scriptsAfterFirstPaint(html)) external(source, 'js');
  // The page's own component and its shared chunks: the runtime fetches them at once to hydrate.
  for (const chunk of componentChunks(siteDir, urlPath, html)) external(chunk, 'js');
  let inlineStyles = 0;
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    inline(`inline style ${(inlineStyles += 1)}`, 'css', body);
  }

  const total = (kind: PageAsset['kind']) =>
    assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return {
    name,
    path: urlPath,
    jsGzipBytes: total('js'),
    cssGzipBytes: total('css'),
    assets,
    auth0Scripts,
  };
}

/**
 * The files of the page's component chunk and every chunk it depends on, from webpack's chunk
 * graph (webpack.stats.json), which is what the runtime fetches to hydrate. Gatsby's inline chunk
 * mapping names only the component's own file, not the shared chunks it needs.
 */
function componentChunks(siteDir: string, urlPath: string, html: string): string[] {
  const dataPath = urlPath.replace(/^\/+|\/+$/g, '') || 'index';
  const dataFile = path.join(siteDir, 'page-data', dataPath, 'page-data.json');
  if (!existsSync(dataFile)) return [];
  const { componentChunkName } = JSON.parse(readFileSync(dataFile, 'utf8')) as {
    componentChunkName?: string;
  };
  if (!componentChunkName) return [];
  const statsFile = path.join(siteDir, 'webpack.stats.json');
  if (existsSync(statsFile)) {
    const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as {
      namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
    };
    const assets = stats.namedChunkGroups?.[componentChunkName]?.assets;
    if (assets) return assets.map(({ name }) => `/${name}`).filter((ref) => ref.endsWith('.js'));
  }
  const raw = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
  if (!raw) return [];
  const mapping = JSON.parse(JSON.parse(raw) as string) as Record<string, string[]>;
  return mapping[componentChunkName] ?? [];
}

/**
 * Adds the scripts a browser fetches while the page loads that the built files do not name (chunks
 * the page's code imports as it starts), by loading each page in Chromium until the network is
 * quiet. They count in the page's JavaScript like the others, marked `afterStart`.
 */
export async function addScriptsFetchedOnLoad(
  siteDir: string,
  baseUrl: string,
  pages: PageWeight[],
  chromePath: string,
): Promise<void> {
  const { chromium } = await import('@playwright/test');
  const { origin } = new URL(baseUrl);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const page of pages) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const tab = await context.newPage();
      const fetched = new Set<string>();
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.origin === origin) {
          fetched.add(url.pathname);
        }
      });
      await tab.goto(new URL(page.path, baseUrl).href, { waitUntil: 'networkidle' });
      await context.close();
      const known = new Set(page.assets.map((asset) => asset.ref));
      for (const ref of fetched) {
        if (known.has(ref)) continue;
        const asset = addBuiltFile(siteDir, ref, 'js', page, { afterStart: true });
        if (asset) page.jsGzipBytes += asset.gzipBytes;
      }
    }
  } finally {
    await browser.close();
  }
}

function* pageDataFiles(directory: string): Generator<string> {
  if (!existsSync(directory)) return;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* pageDataFiles(full);
    else if (entry.name === 'page-data.json') yield full;
  }
}

/**
 * A built page made from `template` (src/templates/<template>.tsx), found through Gatsby's page
 * data, so the bench follows the content rather than a hard-coded address. Icelandic first.
 */
export function findPageByTemplate(siteDir: string, template: string): string | undefined {
  const chunk = `component---src-templates-${template}-tsx`;
  const paths: string[] = [];
  for (const file of pageDataFiles(path.join(siteDir, 'page-data'))) {
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      componentChunkName?: string;
      path?: string;
    };
    if (data.componentChunkName === chunk && data.path) paths.push(data.path);
  }
  paths.sort(
    (a, b) => Number(a.startsWith('/en/')) - Number(b.startsWith('/en/')) || a.length - b.length,
  );
  return paths[0];
}
