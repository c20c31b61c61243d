import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's shapes (src/domain/api) are TypeBox schemas the server validates with. Their runtime
 * is about 65 KB of minified JavaScript: a browser module that imports one plain value (a path, a
 * limit) from a schema module brings all of it into the bundle, since the schemas are built when
 * the module loads. Browser code therefore imports only types from schema modules, and takes its
 * values from the plain modules beside them (`*-paths.ts`, `*-rules.ts`, `values.ts`).
 */
const root = path.resolve(__dirname, '..', '..');
const SCHEMA_RUNTIME = /^import\s+(?!type\b)[^;]*?from\s+'typebox'/m;
const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/gms;
const DEFAULT_IMPORT = /^import\s+(?!type\b)\w+\s*(?:,\s*\{[^}]*\})?\s+from\s+'([^']+)'/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative import names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next way of naming it
    }
  }
  return undefined;
}

/** Value imports (not `import type`, not `type X` items) of one module, with their targets. */
function valueImports(file: string): { values: string[]; target: string | undefined }[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(IMPORT)]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , names = '', specifier = '']) => ({
      values: names
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item && !item.startsWith('type ')),
      target: resolve(file, specifier),
    }))
    .filter(({ values }) => values.length > 0);
  const defaults = [...text.matchAll(DEFAULT_IMPORT)].map(([, specifier = '']) => ({
    values: ['default'],
    target: resolve(file, specifier),
  }));
  return [...found, ...defaults];
}

const carrying = new Map<string, boolean>();
/** Whether loading the module loads TypeBox: itself, or through a value it imports. */
function carriesSchemaRuntime(file: string): boolean {
  const known = carrying.get(file);
  if (known !== undefined) return known;
  carrying.set(file, false); // an import cycle adds nothing new
  const carries =
    SCHEMA_RUNTIME.test(readFileSync(file, 'utf8')) ||
    valueImports(file).some(({ target }) => target !== undefined && carriesSchemaRuntime(target));
  carrying.set(file, carries);
  return carries;
}

/** What the browser bundle is made of: everything under src/ but the schemas and the build scripts. */
const browserFiles = sourceFiles(path.join(root, 'src')).filter(
  (file) =>
    !file.includes(`${path.sep}domain${path.sep}api${path.sep}`) &&
    !file.includes(`${path.sep}src${path.sep}build${path.sep}`),
);

describe('browser code and the API schemas', () => {
  it('finds the browser code', () => {
    expect(browserFiles.length).toBeGreaterThan(100);
  });

  it('imports values only from modules that do not build schemas', () => {
    const offenders: string[] = [];
    for (const file of browserFiles) {
      const name = path.relative(root, file);
      if (SCHEMA_RUNTIME.test(readFileSync(file, 'utf8')))
        offenders.push(`${name} imports typebox itself`);
      for (const { values, target } of valueImports(file))
        if (target && carriesSchemaRuntime(target))
          offenders.push(`${name}: ${values.join(', ')} from ${path.relative(root, target)}`);
    }
    expect(offenders).toEqual([]);
  });

  it('would notice a value imported from a schema module', () => {
    const schemaModule = path.join(root, 'src', 'domain', 'api', 'faq.ts');
    expect(carriesSchemaRuntime(schemaModule)).toBe(true);
    expect(carriesSchemaRuntime(path.join(root, 'src', 'domain', 'api', 'faq-paths.ts'))).toBe(
      false,
    );
  });
});
