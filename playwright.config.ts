import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/ensure-chromium';

// The e2e server gets its own port and its own database so it never meets a developer's `npm start`.
const PORT = Number(process.env.E2E_PORT ?? 8100);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (sign-in, popups, several screens) run 25–35 s on a loaded 2-core CI machine;
  // a test that hangs still fails within a minute.
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
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
  webServer: {
    // A fresh database every run, so tests never depend on what an earlier run changed.
    command: `rm -rf .data/e2e-${PORT} && node_modules/.bin/tsx server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      SITE_URL: baseURL,
      // One data folder per port, so two e2e runs on different ports never share a PGlite database.
      DATA_DIR: `.data/e2e-${PORT}`,
      // The card provider simulator is another site on the next port (decision 011).
      CARD_PROVIDER_URL: `http://127.0.0.1:${PORT + 1}`,
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
  },
});
