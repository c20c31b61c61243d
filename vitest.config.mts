import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SERVER_NODE_FLAGS } from './server/node-flags';

const componentTests = {
  include: ['tests/component/**/*.test.tsx'],
  environment: 'jsdom' as const,
  setupFiles: ['tests/component/setup.ts'],
  // styled-components inserts its rules one by one into the sheet (insertRule), as in the built
  // site; its development mode appends text to a <style> instead, and jsdom then parses the whole
  // sheet again on every rule, which made form tests several times slower.
  env: { SC_DISABLE_SPEEDY: 'false' },
  // React's development build renders a form several times slower in jsdom than Preact did; a
  // test that types a whole form ran past Vitest's 5 s on a busy 2-core machine. A passing test
  // waits no longer for it.
  testTimeout: 15_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on this 2-core machine, so every
    // file ran after the other. The main process only hands out files and gathers results, and
    // server tests spend much of their time waiting on PostgreSQL and scrypt's thread pool; a worker
    // per core runs two files at once (decision 026).
    maxWorkers: Math.max(2, availableParallelism()),
    // The server's own Node options in every worker (Vitest reads pool options only here, not per
    // project), so the server tests run what production runs.
    poolOptions: { forks: { execArgv: [...SERVER_NODE_FLAGS] } },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/global-setup.ts'],
          // Server tests start databases and scrypt hashes; give them room on a 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { ...componentTests, name: 'component' },
      },
    ],
  },
});
