import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/node-flags';
import { expect, test } from './support/test';

/**
 * Publishing end to end: edit a content document, fire the webhook, and see the edit on the site
 * once the rebuild is done — with the old site served all the while.
 *
 * A real rebuild swaps the served site folder, so this test does not use the shared e2e server
 * (whose site folder is the repository's public/, which the other tests and developers read).
 * It starts a server of its own — on E2E_PUBLISH_PORT, else a free port, so e2e runs on other
 * ports never collide — with copies of public/ and content/ in a temporary folder. The rebuild is
 * a full Gatsby build (three to five minutes on a busy two-core machine): the test is tagged @slow
 * and given room; `npx playwright test --grep-invert @slow` leaves it out.
 */

const root = path.resolve(__dirname, '..');
const SECRET = 'e2e-publish-webhook-secret';
const BUILD_TIMEOUT_MS = 8 * 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

type HeroSlice = { slice_type: string; primary: { heading?: { text: string }[] } };

test.describe('publishing @slow', () => {
  test.describe.configure({ timeout: BUILD_TIMEOUT_MS + 2 * 60_000 });

  let workDir: string;
  let server: ChildProcess | undefined;
  let BASE = '';

  test.beforeAll(async () => {
    // Every e2e spec runs against the build; this one copies it, so say plainly when it is missing.
    expect(
      existsSync(path.join(root, 'public', '.skjol-build')),
      'needs a built site: run npm run build first',
    ).toBe(true);
    const port = Number(process.env.E2E_PUBLISH_PORT) || (await freePort());
    BASE = `http://localhost:${port}`;
    workDir = mkdtempSync(path.join(os.tmpdir(), 'skjol-publish-e2e-'));
    cpSync(path.join(root, 'public'), path.join(workDir, 'public'), { recursive: true });
    cpSync(path.join(root, 'content'), path.join(workDir, 'content'), { recursive: true });
    const log = createWriteStream(path.join(workDir, 'server.log'));
    server = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), ...SERVER_NODE_FLAGS, 'server/main.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          SITE_URL: BASE,
          DATA_DIR: path.join(workDir, 'data'),
          PUBLIC_DIR: path.join(workDir, 'public'),
          CONTENT_DIR: path.join(workDir, 'content'),
          CONTENT_WEBHOOK_SECRET: SECRET,
          NODE_ENV: 'test',
          DEMO_MODE: 'true',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${BASE}/api/health`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (workDir) {
      if (test.info().status === 'passed') rmSync(workDir, { recursive: true, force: true });
      else console.log(`publishing e2e: server log and build in ${workDir}`);
    }
  });

  test('an edited document is on the site after the webhook, and the old site serves meanwhile', async ({
    page,
  }) => {
    // Every answer while the site is rebuilt and swapped must be a whole page.
    const statuses = new Set<number>();
    const frontPage = async () => {
      const response = await fetch(`${BASE}/`);
      statuses.add(response.status);
      return response.text();
    };
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto(`${BASE}/`);
    const before = (await heading.textContent())?.trim() ?? '';
    expect(before.length).toBeGreaterThan(0);

    const marker = `Útgáfa ${Date.now().toString(36)}`;
    const file = path.join(workDir, 'content', 'documents', 'page', 'forsida.is.json');
    const document = JSON.parse(readFileSync(file, 'utf8')) as { data: { body: HeroSlice[] } };
    const hero = document.data.body.find((slice) => slice.slice_type === 'hero');
    const title = hero?.primary.heading?.[0];
    if (!title) throw new Error('forsida.is.json has no hero heading to edit');
    title.text = `${before} — ${marker}`;
    writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);

    const hook = (body: object) =>
      fetch(`${BASE}/api/hooks/content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await hook({ type: 'api-update', secret: 'not-the-secret' })).status).toBe(401);
    const accepted = await hook({
      type: 'api-update',
      masterRef: 'e2e',
      releases: {},
      documents: ['forsida'],
      secret: SECRET,
    });
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ accepted: true });

    // The build takes a while; until it is swapped in, the old front page is what is served.
    const during = await frontPage();
    expect(during).not.toContain(marker);

    await expect
      .poll(async () => (await frontPage()).includes(marker), {
        timeout: BUILD_TIMEOUT_MS,
        intervals: [3_000],
        message: `the rebuilt front page (server log in ${workDir}/server.log)`,
      })
      .toBe(true);

    expect([...statuses]).toEqual([200]);

    await page.goto(`${BASE}/`);
    await expect(heading).toContainText(marker);
  });
});
