import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PREACT_ALIASES } from './src/build/preact-aliases';
import { SERVER_NODE_FLAGS } from './server/node-flags';

const componentTests = {
  include: ['tests/component/**/*.test.tsx'],
  environment: 'jsdom' as const,
  setupFiles: ['tests/component/setup.ts'],
};

// Packages that import React themselves (and Testing Library). Vitest leaves node_modules to Node,
// which would give them the real React beside our Preact; inlined (as ES modules), they go through
// the aliases too.
const REACT_USING_PACKAGES = [
  // All of Testing Library: user-event must share the one @testing-library/dom whose event
  // wrapper @testing-library/react sets to Preact's act().
  /@testing-library\//,
  /@tanstack\/react-query/,
  /formik/,
  /react-toastify/,
  /@gatsbyjs\/reach-router/,
  /gatsby-link/,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Exact-name aliases: 'react-dom/server' keeps meaning React's server renderer, as it does in the
 * build, where React renders the HTML that Preact then hydrates.
 */
const preactAliases = Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({
  find: new RegExp(`^${escapeRegExp(find)}$`),
  replacement,
}));

const preactComponentProject: TestProjectInlineConfiguration = {
  esbuild: { jsx: 'automatic' },
  resolve: {
    alias: [
      ...preactAliases,
      // Our code takes only Link and navigate from 'gatsby', which re-exports them from
      // gatsby-link; Gatsby's own entry is written for webpack (JSX in .js, generated modules).
      { find: /^gatsby$/, replacement: 'gatsby-link' },
    ],
    mainFields: ['module', 'main'],
  },
  test: {
    ...componentTests,
    name: 'component-preact',
    server: { deps: { inline: REACT_USING_PACKAGES } },
  },
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
      // The same component tests on Preact, which is what the browser bundle runs (decision 013).
      preactComponentProject,
    ],
  },
});
