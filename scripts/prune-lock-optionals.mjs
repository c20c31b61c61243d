// The registry this project installs from lacks some other platforms' optional binaries (e.g.
// @rollup/rollup-android-arm-eabi). npm install skips them, but then `npm ci` refuses the lock
// because those optional edges point nowhere. This drops optional edges with no package entry,
// which only ever concern platforms we cannot install on anyway. Run after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let removed = 0;

function resolves(fromPath, name) {
  // Walk up node_modules folders the way Node resolves a dependency.
  let base = fromPath;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

for (const [path, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!resolves(path, name)) {
      delete entry.optionalDependencies[name];
      removed += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}

writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`removed ${removed} optional dependencies the registry does not have`);
