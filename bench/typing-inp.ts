import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/ensure-chromium';
import { phonePage, RUNS, WAIT_AFTER_LOAD_MS } from './first-tap';

/**
 * Interaction to next paint while a person types into a form, on the phone profile (the first tap's:
 * 1.6 Mbit/s, 150 ms latency, CPU 4× slower). The page is loaded afresh, hydrated and left 3 s; the
 * form is brought to its first text field as a visitor would (a product ticked, a claim type chosen),
 * then a line is typed a key at a time. The page's own PerformanceObserver collects the 'event'
 * entries of those key presses; an interaction's figure is its longest event, and the run's INP is
 * the worst interaction (fewer than 50, so no outlier is left out, as web-vitals does). The median of
 * RUNS fresh loads counts.
 *
 *   npx tsx bench/typing-inp.ts [BASE_URL] [--runs N] [--forms quote,claim]
 *
 * Needs a server on BASE_URL serving the built site (demo mode, for the claim's draft).
 */

export const INP_BUDGET_MS = 200;
/** Milliseconds between key presses: a steady typist on a phone. */
const KEY_DELAY_MS = 180;

export type TypingForm = {
  name: string;
  path: string;
  /** Brings the page to the field typed into, and returns it. */
  reachField: (page: Page) => Promise<ReturnType<Page['locator']>>;
  text: string;
};

export const TYPING_FORMS: Record<string, TypingForm> = {
  quote: {
    name: 'price calculator',
    path: '/fa-verd/',
    reachField: async (page) => {
      await page.locator('input[name="products"][value="car"]').check();
      return page.getByLabel(/^Bílnúmer/);
    },
    text: 'AB123',
  },
  claim: {
    name: 'claim report',
    path: '/tjonstilkynningar/',
    reachField: async (page) => {
      const form = page.locator('form[aria-labelledby="claim-step-heading"]');
      await form.locator('input[name="type"]').first().check();
      await form.locator('button[type="submit"]').click();
      return form.locator('input[type="text"], input:not([type]), textarea').first();
    },
    text: 'Guðrún Jónsdóttir',
  },
};

export type TypingFigures = {
  form: string;
  path: string;
  runsMs: number[];
  medianMs: number;
  /** Key presses whose events the page reported (16 ms or longer), in the last run. */
  interactions: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** In the page, before its scripts: every event entry of 16 ms or more, kept for the bench to read. */
function collectEventEntries(): void {
  const w = window as unknown as { __events: { id: number; start: number; duration: number }[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    type EventEntry = PerformanceEventTiming & { interactionId?: number };
    for (const entry of list.getEntries() as EventEntry[]) {
      if (entry.interactionId) {
        w.__events.push({
          id: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
        });
      }
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

async function oneRun(
  browser: Browser,
  baseUrl: string,
  form: TypingForm,
): Promise<{ inp: number; interactions: number }> {
  const { context, page } = await phonePage(browser);
  try {
    await page.addInitScript(collectEventEntries);
    await page.goto(new URL(form.path, baseUrl).href, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await page.waitForTimeout(WAIT_AFTER_LOAD_MS);
    const field = await form.reachField(page);
    await field.waitFor({ timeout: 60_000 });
    await field.focus();
    // Only the typing counts: what reaching the field took is left out.
    await page.waitForTimeout(1000);
    const typingFrom = await page.evaluate(() => performance.now());
    await page.keyboard.type(form.text, { delay: KEY_DELAY_MS });
    // The last key's entry is reported after its frame.
    await page.waitForTimeout(1000);
    const events = await page.evaluate(
      () =>
        (window as unknown as { __events: { id: number; start: number; duration: number }[] })
          .__events,
    );
    const worst = new Map<number, number>();
    for (const event of events) {
      if (event.start < typingFrom) continue;
      worst.set(event.id, Math.max(worst.get(event.id) ?? 0, event.duration));
    }
    return { inp: Math.max(0, ...worst.values()), interactions: worst.size };
  } finally {
    await context.close();
  }
}

/** The median INP of typing into `form` over `runs` fresh loads. */
export async function measureTypingInp(
  baseUrl: string,
  form: TypingForm,
  runs = RUNS,
): Promise<TypingFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: { inp: number; interactions: number }[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, baseUrl, form));
    const runsMs = results.map((result) => Math.round(result.inp));
    return {
      form: form.name,
      path: form.path,
      runsMs,
      medianMs: median(runsMs),
      interactions: results.at(-1)?.interactions ?? 0,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const runs = Number(option('--runs') ?? RUNS);
  const forms = (option('--forms') ?? Object.keys(TYPING_FORMS).join(',')).split(',');
  const baseUrl = args[0] ?? 'http://localhost:8000/';
  for (const key of forms) {
    const form = TYPING_FORMS[key];
    if (!form) throw new Error(`No form named ${key}: ${Object.keys(TYPING_FORMS).join(', ')}`);
    const figures = await measureTypingInp(baseUrl, form, runs);
    console.log(
      `${figures.form} (${figures.path}): INP of typing, median ${figures.medianMs} ms ` +
        `(runs ${figures.runsMs.join(', ')}; ${figures.interactions} key presses of 16 ms or more in the last)`,
    );
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
