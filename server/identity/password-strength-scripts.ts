import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/**
 * zxcvbn-ts's own browser builds (each sets a part of `window.zxcvbnts`), sent for the
 * set-password page's strength meter: that page is the server's, not Gatsby's, so it cannot share
 * the portal's bundles. The page asks for them when the person starts typing, in this order.
 */
const require = createRequire(import.meta.url);
const PACKAGES = {
  core: '@zxcvbn-ts/core',
  'language-common': '@zxcvbn-ts/language-common',
  'language-en': '@zxcvbn-ts/language-en',
} as const;
type ScriptName = keyof typeof PACKAGES;

export const STRENGTH_SCRIPT_PREFIX = '/innskraning/styrkur/';

const scripts = new Map<string, { body: Buffer; version: string }>();
function script(name: ScriptName) {
  let found = scripts.get(name);
  if (!found) {
    const manifest = require(`${PACKAGES[name]}/package.json`) as { version: string };
    const body = readFileSync(require.resolve(`${PACKAGES[name]}/dist/zxcvbn-ts.js`));
    found = { body, version: manifest.version };
    scripts.set(name, found);
  }
  return found;
}

/** The addresses of the three scripts, versioned so a browser may keep them for a year. */
export function strengthScriptUrls(): string[] {
  return (Object.keys(PACKAGES) as ScriptName[]).map(
    (name) => `${STRENGTH_SCRIPT_PREFIX}${name}.js?v=${script(name).version}`,
  );
}

export function registerStrengthScripts(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(
    `${STRENGTH_SCRIPT_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.name.replace(/\.js$/, '');
      if (!Object.hasOwn(PACKAGES, name)) return reply.code(404).send();
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(script(name as ScriptName).body);
    },
  );
}
