import { describe, expect, it } from 'vitest';
import {
  EMPTY_CHUNK_MAPPING,
  LATEST_MS,
  afterFirstPaintScript,
  holdSendsScript,
  scriptsAfterFirstPaint,
  withCodeAfterFirstPaint,
} from '../../src/build/after-first-paint';

const TEXTS = { is: '/texts-is-aaaa.js', en: '/texts-en-bbbb.js' };

/** A page as Gatsby stitches it: the bundles' tags sit in the scripts slice at the end of the body. */
function builtPage(lang: string): string {
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><title>Forsíða</title></head><body>` +
    '<div id="___gatsby"><h1>Skjól</h1></div>' +
    '<script id="gatsby-script-loader">window.pagePath="/";</script>' +
    '<!-- slice-start id="_gatsby-scripts-1" -->\n' +
    '<script\n  id="gatsby-chunk-mapping"\n>\n  window.___chunkMapping="{\\"app\\":[\\"/app-3.js\\"]}";\n</script>' +
    '<script>window.___webpackCompilationHash="abc";</script>' +
    '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
    '<script src="/app-3.js" async></script>' +
    '<!-- slice-end id="_gatsby-scripts-1" --></body></html>'
  );
}

describe('a built page asks for its code after its first paint', () => {
  it("names no bundle for the parser to fetch, and asks for the language's texts with them", () => {
    const page = withCodeAfterFirstPaint(builtPage('en'), TEXTS);
    expect(page).toBeDefined();
    expect(page).not.toMatch(/<script\b[^>]*\ssrc=/);
    expect(scriptsAfterFirstPaint(page!)).toEqual([
      '/texts-en-bbbb.js',
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
    ]);
    // Gatsby's own inline scripts stay where they were, ahead of the bundles they set up; sends
    // are held from before the code is asked for.
    expect(page).toContain(
      `window.___webpackCompilationHash="abc";</script><script>${holdSendsScript()}</script><script>(function`,
    );
    expect(page).toContain('<h1>Skjól</h1>');
  });

  it('stays inside the scripts slice, so a page Gatsby stitches again is rewritten again', () => {
    const page = withCodeAfterFirstPaint(builtPage('is'), TEXTS)!;
    const slice = /<!-- slice-start id="_gatsby-scripts-1" -->([\s\S]*)<!-- slice-end/.exec(page);
    expect(slice?.[1]).toContain('first-contentful-paint');
    expect(scriptsAfterFirstPaint(page)[0]).toBe('/texts-is-aaaa.js');
  });

  it("empties Gatsby's chunk map, a JSON string its loader could never look anything up in", () => {
    const original = builtPage('is');
    // What the loader does with the map Gatsby writes: index it by a chunk's name.
    const written = /window\.___chunkMapping=("(?:[^"\\]|\\.)*")/.exec(original)![1]!;
    expect((JSON.parse(written) as Record<string, unknown>).app).toBeUndefined();
    const page = withCodeAfterFirstPaint(original, TEXTS)!;
    expect(page).toContain(
      `<script\n  id="gatsby-chunk-mapping"\n>${EMPTY_CHUNK_MAPPING}</script>`,
    );
    expect(page).not.toContain('___chunkMapping="');
  });

  it('leaves alone a page it has rewritten and HTML that is not a Gatsby page', () => {
    const page = withCodeAfterFirstPaint(builtPage('is'), TEXTS)!;
    expect(withCodeAfterFirstPaint(page, TEXTS)).toBeUndefined();
    expect(
      withCodeAfterFirstPaint(
        '<html><body><script src="/pay.js" async></script></body></html>',
        TEXTS,
      ),
    ).toBeUndefined();
  });

  it('asks for the bundles without texts when the language has none', () => {
    const page = withCodeAfterFirstPaint(builtPage('de'), TEXTS)!;
    expect(scriptsAfterFirstPaint(page)).toEqual([
      '/webpack-runtime-1.js',
      '/framework-2.js',
      '/app-3.js',
    ]);
  });

  /** Runs the inline script against a stand-in browser; returns the sources it appended so far. */
  function runLoader(visibility: string, entryTypes: string[] | undefined) {
    const appended: string[] = [];
    const timers: Array<{ run: () => void; after: number }> = [];
    let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = entryTypes;
      constructor(callback: (list: never, self: FakeObserver) => void) {
        observer = (list) => callback(list as never, this);
      }
      observe() {}
      disconnect() {
        observer = undefined;
      }
    }
    const document = {
      visibilityState: visibility,
      body: { appendChild: (element: { src: string }) => appended.push(element.src) },
      createElement: () => ({ src: '', async: false }),
    };
    const window = { PerformanceObserver: entryTypes ? FakeObserver : undefined };
    const setTimeout = (run: () => void, after = 0) => timers.push({ run, after });
    new Function('document', 'window', 'setTimeout', afterFirstPaintScript(['/a.js', '/b.js']))(
      document,
      window,
      setTimeout,
    );
    return {
      appended,
      paint: () =>
        observer?.({
          getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []),
        }),
      runTimers: (upTo: number) => timers.filter((t) => t.after <= upTo).forEach((t) => t.run()),
    };
  }

  it('waits for the first contentful paint, then asks once', () => {
    const browser = runLoader('visible', ['paint', 'navigation']);
    browser.runTimers(0);
    expect(browser.appended).toEqual([]);
    browser.paint();
    browser.runTimers(0);
    expect(browser.appended).toEqual(['/a.js', '/b.js']);
    browser.runTimers(LATEST_MS);
    expect(browser.appended).toEqual(['/a.js', '/b.js']);
  });

  it('asks after a second when no paint is reported', () => {
    const browser = runLoader('visible', ['paint']);
    browser.runTimers(LATEST_MS - 1);
    expect(browser.appended).toEqual([]);
    browser.runTimers(LATEST_MS);
    expect(browser.appended).toEqual(['/a.js', '/b.js']);
  });

  it('asks at once in a hidden tab and where paints cannot be observed', () => {
    expect(runLoader('hidden', ['paint']).appended).toEqual(['/a.js', '/b.js']);
    expect(runLoader('visible', undefined).appended).toEqual(['/a.js', '/b.js']);
    expect(runLoader('visible', ['navigation']).appended).toEqual(['/a.js', '/b.js']);
  });
});

describe('a form sent before its code has taken it over', () => {
  /** Runs the inline script against a stand-in document; returns a way to send a form. */
  function holdingPage(pageHydrated: boolean) {
    let listener: ((event: unknown) => void) | undefined;
    const document = {
      documentElement: { hasAttribute: (name: string) => pageHydrated && name === 'data-hydrated' },
      addEventListener: (type: string, handle: (event: unknown) => void, capture: boolean) => {
        if (type === 'submit' && capture) listener = handle;
      },
    };
    new Function('document', holdSendsScript())(document);
    return (formAttributes: string[]) => {
      const attributes = new Set(formAttributes);
      const event = {
        target: {
          hasAttribute: (name: string) => attributes.has(name),
          setAttribute: (name: string) => attributes.add(name),
        },
        defaultPrevented: false,
        stopped: false,
        preventDefault() {
          this.defaultPrevented = true;
        },
        stopImmediatePropagation() {
          this.stopped = true;
        },
      };
      listener?.(event);
      return { held: event.defaultPrevented && event.stopped, attributes: [...attributes] };
    };
  }

  it('is held and the form marked, so the browser neither reloads the page nor shows it in the address', () => {
    expect(holdingPage(false)([])).toEqual({ held: true, attributes: ['data-send-held'] });
  });

  it("goes through once the form is alive, or once the whole page is, to the form's own handler", () => {
    expect(holdingPage(false)(['data-form-alive'])).toEqual({
      held: false,
      attributes: ['data-form-alive'],
    });
    expect(holdingPage(true)([])).toEqual({ held: false, attributes: [] });
  });
});
