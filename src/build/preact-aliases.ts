// React's entry points and the preact/compat modules that stand in for them (decision 013). The
// browser bundle (gatsby-node.ts) and the component tests' Preact project (vitest.config.mts)
// both read this one list, so the tests run what the browser runs. More specific entries come
// first: resolvers take the first key that matches.
export const PREACT_ALIASES = {
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
} as const;
