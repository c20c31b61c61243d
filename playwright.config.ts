import { defineConfig, devices } from '@playwright/test';
import { e2eBrowserPath } from './scripts/ensure-chromium';
import { SERVER_NODE_FLAGS } from './server/node-flags';

// The e2e servers get their own ports and their own databases so they never meet a developer's
// `npm start`.
const PORT = Number(process.env.E2E_PORT ?? 8100);

/**
 * Tests in different files run at once, each worker against a server and a database of its own:
 * the tests change what they sign in to (sessions, grants, settings, limits), so two workers on one
 * server would see each other's changes. Two by default: on this 2-core machine the whole suite ran
 * in 17 minutes with two, against about 37 with one, without a retry (decision 031).
 */
const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/**
 * The site for a worker slot (testInfo.parallelIndex): servers sit two ports apart, each with its
 * card provider simulator on the next port (decision 011).
 */
export function siteURL(parallelIndex: number): string {
  return `http://localhost:${PORT + 2 * parallelIndex}`;
}
export const baseURL = siteURL(0);

function server(parallelIndex: number) {
  const port = PORT + 2 * parallelIndex;
  const url = siteURL(parallelIndex);
  return {
    // A fresh database every run, so tests never depend on what an earlier run changed.
    command: `rm -rf .data/e2e-${port} && node_modules/.bin/tsx ${SERVER_NODE_FLAGS.join(' ')} server/main.ts`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    // Migrating and seeding a fresh database takes seconds alone, minutes on a busy 2-core machine.
    timeout: 300_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      SITE_URL: url,
      // One data folder per port, so two servers never share a PGlite database.
      DATA_DIR: `.data/e2e-${port}`,
      CARD_PROVIDER_URL: `http://127.0.0.1:${port + 1}`,
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      // As behind a load balancer: a test may name its visitor's address (X-Forwarded-For), so the
      // per-address limits of the public forms meet each test's own visitor.
      TRUST_PROXY: '127.0.0.1,::1',
      // The chat takes conversations whatever the hour the tests run at; "nobody answers" is
      // tested with no agent online.
      CHAT_HOURS: 'always',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // Files are shared out between the workers; a file's tests run in order in one worker.
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (sign-in, popups, several screens) run 25–35 s on a loaded 2-core CI machine;
  // a test that hangs still fails within a minute.
  timeout: 60_000,
  // An assertion waits up to 10 s (Playwright's default is 5): on a slow day a round trip to the
  // server and the render after it took over 5 s while the other worker's server was busy, and
  // three tests failed on it in one CI run. A passing assertion waits no longer for it.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Recording a trace costs the browser a screencast and a snapshot of every action: a quarter of
    // the suite's CPU on this 2-core machine. A test that fails is run again (CI retries once) with
    // its trace recorded; locally, `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: e2eBrowserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: WORKERS }, (_, parallelIndex) => server(parallelIndex)),
});
