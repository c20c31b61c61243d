import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser the e2e tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium(): string {
  const executable = chromiumPath();
  if (existsSync(executable)) return executable;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    throw new Error(
      `Chromium was not found at ${executable}. Install Debian's package with ` +
        '`sudo apt-get update && sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log("Chromium is missing; installing Debian's chromium package with apt-get…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(executable))
    throw new Error(`apt-get finished but ${executable} is still missing`);
  return executable;
}

if (require.main === module) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
