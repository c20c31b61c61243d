import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deferPageCode } from '../src/build/after-first-paint';
import { buildEnvironment, contentForBuild } from './content-server';
import { precompressDirectory } from './precompress';

/** What the static site is built from; a change to any of these makes `public/` stale. */
const SOURCES = [
  'src',
  'content',
  'locales',
  'static',
  'redirects',
  'plugins',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
];
const STAMP = '.skjol-build';

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

export function isSiteStale(root: string, publicDir: string): boolean {
  const stamp = path.join(publicDir, STAMP);
  if (!existsSync(stamp)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestModification(path.join(root, source)) > builtAt);
}

function run(
  command: string,
  args: string[],
  cwd: string,
  extraEnv: Record<string, string> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...extraEnv,
        // Gatsby would otherwise try to phone home from a machine that may have no internet.
        GATSBY_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        // A dependency of Gatsby's page workers loads Node's deprecated punycode module, and Gatsby
        // shows the warning of it as an error of the build.
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--disable-warning=DEP0040']
          .filter(Boolean)
          .join(' '),
      },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Builds the site with Gatsby, writes .br/.gz twins and stamps the result. The build reads its
 * content from a local content service started for the purpose (or from PRISMIC_ENDPOINT).
 */
export async function buildSite(
  root: string,
  publicDir = path.join(root, 'public'),
): Promise<void> {
  const started = Date.now();
  const content = await contentForBuild(
    process.env,
    path.resolve(root, process.env.CONTENT_DIR || 'content'),
  );
  try {
    await run(
      process.execPath,
      [require.resolve('gatsby/cli.js'), 'build'],
      root,
      buildEnvironment(content.endpoints),
    );
  } finally {
    await content.close();
  }
  // Each page Gatsby wrote asks for its code once it has painted (src/build/after-first-paint.ts).
  const deferred = await deferPageCode(publicDir);
  const compressed = await precompressDirectory(publicDir);
  // The stamp is made anew (not rewritten in place), so the folder itself changes: a running
  // server, which holds the build in memory, sees that a build finished and drops what it held.
  rmSync(path.join(publicDir, STAMP), { force: true });
  writeFileSync(path.join(publicDir, STAMP), new Date().toISOString() + '\n');
  console.log(
    `site built in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `${deferred} pages rewritten to load their code after the first paint; ` +
      `${compressed} files precompressed`,
  );
}

if (require.main === module) {
  buildSite(process.cwd()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
