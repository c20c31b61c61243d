import path from 'node:path';
import { buildSite, isSiteStale } from './site-build';

// `npm start`: build the site when it is missing or older than its sources, then run the server.
async function start(): Promise<void> {
  const root = process.cwd();
  const publicDir = path.resolve(root, process.env.PUBLIC_DIR || 'public');
  if (isSiteStale(root, publicDir)) {
    console.log('The site is missing or out of date; building it (this takes a minute or two)…');
    await buildSite(root, publicDir);
  }
  await import('../server/main');
}

start().catch((error: unknown) => {
  console.error(`skjol: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
