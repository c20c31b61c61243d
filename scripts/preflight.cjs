// Runs before `npm start`, `npm run serve` and `npm test` on whatever Node the newcomer has, so it is
// plain CommonJS that any Node since 12 parses. The server's own flags (server/node-flags.ts) and
// its dependencies need the Node that package.json's "engines" names; an older one would stop with
// an obscure "bad option" instead of saying what to install.
'use strict';
const { engines } = require('../package.json');

/** The lowest [major, minor] that the `>=MAJOR.MINOR` range in "engines.node" accepts. */
function lowestSupported(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range);
  if (!match)
    throw new Error(`package.json engines.node should read ">=MAJOR.MINOR", not "${range}"`);
  return [Number(match[1]), Number(match[2] || 0)];
}

/** The one line to print when `version` (as in process.version) is too old, else null. */
function tooOldMessage(version, range = engines.node) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const [needMajor, needMinor] = lowestSupported(range);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `Skjól needs Node.js ${needMajor}.${needMinor} or newer (this is ${version}): ` +
    `run \`nvm install\` here (it reads .nvmrc) or get Node.js ${needMajor} LTS from https://nodejs.org/.`
  );
}

module.exports = { tooOldMessage };

if (require.main === module) {
  const message = tooOldMessage(process.version);
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
