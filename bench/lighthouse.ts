import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { precompressDirectory } from '../scripts/precompress';
import { resolveSitePath } from '../server/static/site';
import { attribute } from './page-weight';

/**
 * Lighthouse on the mobile profile (its default: a mid-range phone, simulated slow 4G and a CPU
 * slowed four times), a few runs per page, each in a fresh Chromium started by Lighthouse's own
 * launcher. The command-line tool runs in a child process per run, so a crashed or hung browser
 * costs one run, not the bench.
 */

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** One run's figures: scores 0–100, times in milliseconds. */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The longest main-thread task running the page's scripts (evaluating the bundles, hydrating), as
   * Lighthouse simulates it on the phone; 0: none of 50 ms or more. Tasks of the HTML itself (parse,
   * style, layout) are left out: the page's script-free twin has those too.
   */
  longestTaskMs: number;
};

export type LighthousePage = {
  name: string;
  path: string;
  /** Public pages and the portal have different targets. */
  kind: 'public' | 'portal';
  /** Set on a page's script-free twin: the name of the page it was made from. */
  withoutScriptsOf?: string;
  /** How many runs finished; the median is taken of each figure over them. */
  runs: number;
  median?: LighthouseFigures;
  /** Every run's figures, in the order they ran. */
  all: LighthouseFigures[];
  /** Audits that cost points outside performance in any run: id and Lighthouse's title. */
  failedAudits: { id: string; category: string; title: string }[];
  errors: string[];
};

type Report = {
  categories: Record<Category, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      title: string;
      scoreDisplayMode: string;
      details?: { items?: { duration?: number; url?: string }[] };
    }
  >;
  runtimeError?: { code: string; message: string };
};

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
/** One run of Lighthouse takes 15–40 s here; a stuck browser is given up after this. */
const RUN_TIMEOUT_MS = 180_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return Math.round(
    sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
  );
}

/** One Lighthouse run of `url`; resolves to its report. */
function runOnce(root: string, url: string, chromePath: string): Promise<Report> {
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'skjol-lighthouse-'));
  const output = path.join(scratch, 'report.json');
  return new Promise<Report>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        `--only-categories=${LIGHTHOUSE_CATEGORIES.join(',')}`,
        '--quiet',
      ],
      {
        env: { ...process.env, CHROME_PATH: chromePath, TMPDIR: scratch },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        if (code !== 0) throw new Error(`lighthouse exited with ${code}: ${stderr.trim()}`);
        const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
        if (report.runtimeError)
          throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
        resolve(report);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    });
  });
}

const score = (report: Report, category: Category) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

function figuresOf(report: Report): LighthouseFigures {
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
    // The long-tasks audit lists tasks of 50 ms or more, longest first, each by the script it ran
    // (or the page's own address).
    longestTaskMs: Math.round(
      report.audits['long-tasks']?.details?.items?.find((task) => /\.js$/.test(task.url ?? ''))
        ?.duration ?? 0,
    ),
  };
}

/** The audits that took points off accessibility, best practices or SEO. */
function failedAuditsOf(report: Report): LighthousePage['failedAudits'] {
  const failed: LighthousePage['failedAudits'] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const { id } of report.categories[category]?.auditRefs ?? []) {
      const audit = report.audits[id];
      if (!audit || audit.scoreDisplayMode !== 'binary' || audit.score === null) continue;
      if (audit.score < 1) failed.push({ id, category, title: audit.title });
    }
  }
  return failed;
}

/** Where the script-free twins are served from: a folder no built page uses. */
export const SCRIPT_FREE_FOLDER = 'bench-without-scripts';

/**
 * A built page's HTML with every script taken out: inline and external scripts and the preloads
 * that fetch them. Data blocks (JSON-LD) stay. What is left is what the page costs a browser
 * before any of our JavaScript runs.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, open: string) => {
      const type = attribute(open, 'type');
      return type && !/javascript|module/i.test(type) ? tag : '';
    })
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
      const fetchesScript =
        rel === 'modulepreload' ||
        ((rel === 'preload' || rel === 'prefetch') && attribute(tag, 'as') === 'script');
      return fetchesScript ? '' : tag;
    });
}

type PageToMeasure = Pick<LighthousePage, 'name' | 'path' | 'kind' | 'withoutScriptsOf'>;

/**
 * Writes each page's script-free twin into the built site (with its .br/.gz twins, as the build
 * leaves every page) and returns the pages to measure, each followed by its twin, with a function
 * that removes the twins again. The server must be started after this: it reads the site once.
 *
 * Lighthouse's mobile profile multiplies the main thread's work by four, so its score depends on
 * the machine as much as on the page; the twin, measured in the same rounds, shows how much of a
 * page's score the machine takes before any script runs.
 */
export async function addScriptFreeTwins(
  siteDir: string,
  pages: PageToMeasure[],
): Promise<{ pages: PageToMeasure[]; remove: () => Promise<void> }> {
  const folder = path.join(siteDir, SCRIPT_FREE_FOLDER);
  const withTwins: PageToMeasure[] = [];
  for (const [index, page] of pages.entries()) {
    // The server's own resolution: the portal's addresses are client-only routes of one built page.
    const resolved = await resolveSitePath(siteDir, page.path, '');
    if (resolved.kind !== 'file') throw new Error(`${page.path} is not a page of the build`);
    const html = await readFile(resolved.file.filePath, 'utf8');
    const twinPath = `/${SCRIPT_FREE_FOLDER}/${index}/`;
    await mkdir(path.join(siteDir, twinPath), { recursive: true });
    await writeFile(path.join(siteDir, twinPath, 'index.html'), withoutScripts(html));
    withTwins.push(page, {
      name: `${page.name}, no scripts`,
      path: twinPath,
      kind: page.kind,
      withoutScriptsOf: page.name,
    });
  }
  await precompressDirectory(folder);
  return { pages: withTwins, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * Runs Lighthouse `runs` times on every page, in rounds (each page once per round), so that a
 * busy moment of the machine falls on all pages alike rather than on one page's runs.
 */
export async function measureLighthouse(
  root: string,
  baseUrl: string,
  pages: PageToMeasure[],
  options: { runs: number; chromePath: string; onRun?: (page: string, run: number) => void },
): Promise<LighthousePage[]> {
  const results: LighthousePage[] = pages.map((page) => ({
    ...page,
    runs: 0,
    all: [],
    failedAudits: [],
    errors: [],
  }));
  // A run that fails (Chromium now and then loses the trace on a busy machine) is run again in a
  // later round, up to as many extra runs as asked for, so the median is of `runs` runs when it can be.
  for (;;) {
    const due = results.filter(
      (result) =>
        result.all.length < options.runs &&
        result.all.length + result.errors.length < 2 * options.runs,
    );
    if (!due.length) break;
    for (const result of due) {
      options.onRun?.(result.name, result.all.length + 1);
      try {
        const report = await runOnce(root, `${baseUrl}${result.path}`, options.chromePath);
        result.all.push(figuresOf(report));
        for (const audit of failedAuditsOf(report)) {
          if (!result.failedAudits.some((known) => known.id === audit.id))
            result.failedAudits.push(audit);
        }
      } catch (error) {
        result.errors.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
      }
    }
  }
  for (const result of results) {
    result.runs = result.all.length;
    if (result.all.length) {
      const of = (key: keyof LighthouseFigures) => median(result.all.map((run) => run[key]));
      result.median = {
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        seo: of('seo'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        longestTaskMs: of('longestTaskMs'),
      };
    }
  }
  return results;
}
