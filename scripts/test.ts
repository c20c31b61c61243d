import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { buildSite, isSiteStale } from './site-build';

/**
 * `npm test`: everything a fresh machine can check, in order of speed — typecheck, lint, formatting, Vitest
 * (unit, component, server), then Playwright against a production build served by the real server.
 * Ends with one line counting all tests.
 */
const root = process.cwd();
const reports = path.join(root, 'test-results');
mkdirSync(reports, { recursive: true });

function step(name: string, command: string, args: string[]): void {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    summarise();
    process.exit(result.status ?? 1);
  }
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

type Counts = { passed: number; failed: number; skipped: number };

/**
 * Vitest runs twice: the server project apart, with the modules of each worker shared between its
 * files, and the other projects isolated (decision 050).
 */
const VITEST_RUNS = [
  {
    name: 'vitest, every project but the server',
    report: 'vitest.json',
    args: ['--project', '!server'],
  },
  {
    name: 'vitest, server (modules shared per worker)',
    report: 'vitest-server.json',
    args: ['--project', 'server', '--no-isolate'],
  },
];

function vitestCounts(): Counts | null {
  const counts = VITEST_RUNS.map(({ report }) => path.join(reports, report))
    .filter((file) => existsSync(file))
    .map((file) => {
      const report = JSON.parse(readFileSync(file, 'utf8')) as {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests: number;
        numTodoTests: number;
      };
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        skipped: report.numPendingTests + report.numTodoTests,
      };
    });
  return counts.length ? sumCounts(counts) : null;
}

function playwrightCounts(): Counts | null {
  const file = path.join(reports, 'e2e.json');
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

function sumCounts(counts: Counts[]): Counts {
  return counts.reduce((sum, c) => ({
    passed: sum.passed + c.passed,
    failed: sum.failed + c.failed,
    skipped: sum.skipped + c.skipped,
  }));
}

function summarise(): void {
  const counts = [vitestCounts(), playwrightCounts()].filter((c): c is Counts => c !== null);
  if (counts.length === 0) return;
  const total = sumCounts(counts);
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

async function main(): Promise<void> {
  for (const report of [...VITEST_RUNS.map((run) => run.report), 'e2e.json']) {
    const file = path.join(reports, report);
    if (existsSync(file)) require('node:fs').rmSync(file);
  }
  step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  step('lint', bin('eslint'), ['--max-warnings', '0', '.']);
  // Formatting is checked too: when nothing ran it, a stray ignore left a whole folder unformatted.
  step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  for (const { name, report, args } of VITEST_RUNS) {
    step(name, bin('vitest'), [
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, report)}`,
    ]);
  }

  console.log('\n▶ chromium');
  ensureChromium();
  if (isSiteStale(root, path.join(root, 'public'))) {
    console.log('\n▶ site build');
    await buildSite(root);
  }
  step('playwright', bin('playwright'), ['test']);
  summarise();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  summarise();
  process.exit(1);
});
