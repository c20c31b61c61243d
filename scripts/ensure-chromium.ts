import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's Chromium: the whole browser, which Lighthouse and the bench's page loads measure. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * Debian's build of Chromium's old headless shell: the same engine without the browser's window
 * machinery, which Playwright itself uses for headless runs. The e2e suite drives it, as the whole
 * browser's headless mode cost the suite a third more time on this 2-core machine (decision 054).
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the e2e tests drive: CHROMIUM_PATH, else the headless shell, else the whole browser
 * where the shell is not installed.
 */
export function e2eBrowserPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath();
}

/** Debian's packages of the two, by the path each installs. */
const PACKAGES = [
  { name: 'chromium', path: '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', path: HEADLESS_SHELL_PATH },
];

/**
 * The e2e tests' browser. When the tests run as root, Debian's packages that are missing are
 * installed with apt-get, both, so the bench's Lighthouse has the whole browser; without the shell
 * the tests drive the whole browser.
 */
export function ensureChromium(): string {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH names ${process.env.CHROMIUM_PATH}, which does not exist`);
  }
  const missing = PACKAGES.filter((pkg) => !existsSync(pkg.path));
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length && isRoot) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    for (const { name } of missing) {
      console.log(`Installing Debian's ${name} with apt-get…`);
      try {
        execFileSync('apt-get', ['install', '-y', '-qq', name], {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        });
      } catch {
        console.log(`apt-get could not install ${name}`);
      }
    }
  }
  const executable = e2eBrowserPath();
  if (existsSync(executable)) return executable;
  throw new Error(
    `Chromium was not found at ${executable}. Install Debian's packages with ` +
      '`sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell`, ' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

if (require.main === module) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
