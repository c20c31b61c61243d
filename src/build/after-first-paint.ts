import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FULLY_HYDRATED_ATTRIBUTE } from '../lib/hydrated';
import { isLanguage } from '../domain/languages';
import { FORM_ALIVE_ATTRIBUTE, SEND_HELD_ATTRIBUTE } from '../lib/held-send';
import { languageTextsScripts, type LanguageTextsScripts } from './language-texts-scripts';

/**
 * A built page asks for its code once its first content is on screen.
 *
 * Gatsby names a page's bundles in its HTML (`<script src async>`), and the browser fetches them as
 * soon as its parser meets them. On a slow phone connection they then share the line with the
 * typeface and the page's own bytes, and the first paint waits for bandwidth it does not need: the
 * HTML carries the page's text and styles. Here one small inline script asks for the bundles (and
 * for the page language's texts, which the first render waits for) when the browser reports the
 * first contentful paint. The page is drawn first, then made interactive; until then it works as
 * plain HTML (links, the menu's `<details>`), and a form's send is held rather than made by the
 * browser, which would put what was typed in the address (`holdSendsScript`).
 *
 * A page that is not visible (a background tab, a prerender) never paints, so it asks at once; so
 * does a browser that cannot report paints. A page whose first content is late asks after
 * {@link LATEST_MS} all the same.
 *
 * Gatsby writes the bundles' tags into a slice of their own, stitched into every page at the end of
 * its build, so the pages are rewritten after it (`scripts/site-build.ts`), inside that slice: when
 * Gatsby stitches a page again it replaces the whole slice, and the page is rewritten again.
 */

/** The longest the page's code waits for a first paint. */
export const LATEST_MS = 1000;

/** Names the inline script's function, so the bench can read which scripts a page loads this way. */
const MARKER = 'skjolAfterFirstPaint';

const SCRIPTS_SLICE =
  /(<!-- slice-start id="_gatsby-scripts-1" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-1" -->)/;
const BUNDLE_TAG = /<script src="([^"]+)" async><\/script>/g;

/**
 * Gatsby's map from page components to their files, which its loader reads to prefetch a linked
 * page's code. Gatsby writes it into the scripts' slice as a JSON string, not an object, so each
 * lookup finds nothing (a hovered link loads the page's code through webpack all the same). It cost
 * every page 1.5 KB of gzip for nothing; an empty map keeps the loader's behaviour exactly.
 */
const CHUNK_MAPPING = /(<script\s+id="gatsby-chunk-mapping"\s*>)[\s\S]*?(<\/script>)/;
export const EMPTY_CHUNK_MAPPING = 'window.___chunkMapping={};';

/** The inline script that fetches `sources` (site paths) after the first contentful paint. */
export function afterFirstPaintScript(sources: readonly string[]): string {
  // ES5: older browsers read it before any bundle.
  return (
    `(function ${MARKER}(s){var d=document,w=window,t=0;` +
    'function l(){if(t)return;t=1;for(var i=0;i<s.length;i++){' +
    "var e=d.createElement('script');e.src=s[i];e.async=true;d.body.appendChild(e)}}" +
    'var p=w.PerformanceObserver,y=(p&&p.supportedEntryTypes)||[];' +
    "if(d.visibilityState!=='visible'||y.indexOf('paint')<0)return l();" +
    "new p(function(r,o){if(r.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(l)}})" +
    ".observe({type:'paint',buffered:true});" +
    `setTimeout(l,${LATEST_MS})})(${JSON.stringify(sources)})`
  );
}

/**
 * The inline script that holds a form's send until the form's code has taken it over (see
 * `src/lib/held-send.ts`): the browser's own send is stopped before any handler hears it, and the
 * form is marked. Once the page is fully hydrated, sends go through to forms that do not mark
 * themselves alive.
 */
export function holdSendsScript(): string {
  return (
    "document.addEventListener('submit',function(e){var f=e.target;" +
    `if(document.documentElement.hasAttribute('${FULLY_HYDRATED_ATTRIBUTE}')||` +
    `f.hasAttribute('${FORM_ALIVE_ATTRIBUTE}'))return;` +
    `e.preventDefault();e.stopImmediatePropagation();f.setAttribute('${SEND_HELD_ATTRIBUTE}','')},true)`
  );
}

/** The scripts a built page fetches after its first paint, read back from its HTML. */
export function scriptsAfterFirstPaint(html: string): string[] {
  const list = new RegExp(`function ${MARKER}\\(s\\)[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])\\)`).exec(
    html,
  )?.[1];
  if (!list) return [];
  const sources: unknown = JSON.parse(list);
  return Array.isArray(sources)
    ? sources.filter((source): source is string => typeof source === 'string')
    : [];
}

/**
 * The page with its bundles asked for after the first paint, or undefined when it has none named
 * (not a Gatsby page, or already rewritten).
 */
export function withCodeAfterFirstPaint(
  html: string,
  texts: LanguageTextsScripts,
): string | undefined {
  const slice = SCRIPTS_SLICE.exec(html);
  if (!slice) return undefined;
  const [whole, start = '', content = '', end = ''] = slice;
  const bundles = [...content.matchAll(BUNDLE_TAG)].map(([, source = '']) => source);
  if (bundles.length === 0) return undefined;
  const language = /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '';
  const textsScript = isLanguage(language) ? texts[language] : undefined;
  const loader = afterFirstPaintScript([...(textsScript ? [textsScript] : []), ...bundles]);
  return (
    html.slice(0, slice.index) +
    start +
    content.replace(BUNDLE_TAG, '').replace(CHUNK_MAPPING, `$1${EMPTY_CHUNK_MAPPING}$2`) +
    `<script>${holdSendsScript()}</script>` +
    `<script>${loader}</script>` +
    end +
    html.slice(slice.index + whole.length)
  );
}

/** Every HTML file under a built site's folder, by its full path. */
export async function* htmlFilesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Rewrites every page Gatsby wrote (or stitched) in this build; pages it left alone were rewritten
 * by an earlier build and are not touched. Returns how many were rewritten.
 */
export async function deferPageCode(publicDir: string): Promise<number> {
  const texts = languageTextsScripts(publicDir);
  let rewritten = 0;
  for await (const file of htmlFilesUnder(publicDir)) {
    const changed = withCodeAfterFirstPaint(await readFile(file, 'utf8'), texts);
    if (changed === undefined) continue;
    await writeFile(file, changed);
    rewritten += 1;
  }
  return rewritten;
}
