import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentSchema } from '../../server/config';
import { SERVER_NODE_FLAGS } from '../../server/node-flags';

const compose = readFileSync(path.resolve(__dirname, '../../deploy/compose.yaml'), 'utf8');

/** The names set in one block of the app's definition (`x-app`), read from their indentation. */
function namesIn(block: 'args' | 'environment'): string[] {
  const app = compose.slice(compose.indexOf('x-app:'), compose.indexOf('\nservices:'));
  const lines = app.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${block}:`);
  const indent = (line: string) => line.length - line.trimStart().length;
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (indent(line) <= indent(lines[start]!)) break;
    const name = /^\s*([A-Z][A-Z0-9_]*):/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names;
}

describe('deploy/compose.yaml', () => {
  it('sets for the app only names the server reads', () => {
    const known = new Set(Object.keys(environmentSchema.shape));
    const environment = namesIn('environment');
    expect(environment).toContain('DATABASE_URL');
    expect(environment.filter((name) => !known.has(name))).toEqual([]);
  });

  it('gives the running app the sign-in tenants its bundle was built with', () => {
    // The server names them in its CSP, and a publish rebuilds the bundle from its environment.
    const browserArgs = namesIn('args').filter((name) => name.startsWith('GATSBY_'));
    expect(browserArgs.length).toBeGreaterThan(0);
    const environment = namesIn('environment');
    expect(browserArgs.filter((name) => !environment.includes(name))).toEqual([]);
  });
});

describe('the server process', () => {
  const read = (file: string) => readFileSync(path.resolve(__dirname, '../..', file), 'utf8');
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const containerStart = read('deploy/start.sh')
    .split('\n')
    .find((line) => line.includes('server/main.ts'));

  it.each([
    ['npm start', scripts.start],
    ['npm run serve', scripts.serve],
    ['the container', containerStart],
  ])('runs with its Node options under %s', (_how, command) => {
    for (const flag of SERVER_NODE_FLAGS) expect(command).toContain(` ${flag} `);
  });

  it('runs with them in the test workers too', () => {
    for (const flag of SERVER_NODE_FLAGS) expect(process.execArgv).toContain(flag);
  });
});
