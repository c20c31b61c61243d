import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Every route file under server/, as a path from the repository's root. */
function routeFiles(): string[] {
  return readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => path.join('server', file))
    .sort();
}

const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The files among `files` whose source matches `pattern`. */
const matching = (files: string[], pattern: RegExp) =>
  files.filter((file) => pattern.test(source(file)));

describe('the server route files', () => {
  const files = routeFiles();

  it('are found (the check below reads real files)', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain(path.join('server', 'modules', 'chat', 'chat.routes.ts'));
  });

  it('are each at most 400 lines', () => {
    const long = files
      .map((file) => ({ file, lines: source(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });

  it('leave the sign-in check to their area (no preHandler: app.requireAuth)', () => {
    expect(matching(files, /preHandler:\s*app\.requireAuth\b/)).toEqual([]);
  });

  it('ask whom a call acts for through request.actingParty(), never resolveActingParty', () => {
    expect(matching(files, /\bresolveActingParty\(/)).toEqual([]);
  });
});
