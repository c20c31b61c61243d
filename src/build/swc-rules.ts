/**
 * The webpack rules that compile our sources (and Gatsby's own runtime in .cache) with swc instead
 * of Babel (decision 049): the same output for browsers Gatsby builds for, in a fraction of the time.
 * styled-components' swc plugin gives each styled component its display name and an id derived from
 * its file and place (so the server's render and the browser's hydration name the same classes),
 * and minifies the CSS of its templates, handed over as plain arrays of strings.
 */
import type { Options } from '@swc/core';

type Stage = 'build-javascript' | 'build-html';

/**
 * The plugin's options: names for React's developer tools (the file's and the component's), ids
 * that do not depend on the order modules run in, minified templates, and each styled component
 * marked side-effect free, so one nobody uses is left out of the bundle.
 */
const STYLED_COMPONENTS = {
  displayName: true,
  fileName: true,
  ssr: true,
  minify: true,
  transpileTemplateLiterals: true,
  pure: true,
};

export function swcOptions(
  stage: Stage,
  syntax: 'typescript' | 'ecmascript',
  browsers: string[],
): Options {
  const forBrowser = stage === 'build-javascript';
  return {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, tsx: true } : { syntax, jsx: true },
      transform: { react: { runtime: 'automatic' } },
      experimental: { plugins: [['@swc/plugin-styled-components', STYLED_COMPONENTS]] },
      // The HTML renderer runs on the build's own Node.js: nothing needs lowering for it.
      ...(forBrowser ? { externalHelpers: true } : { target: 'es2022' }),
    },
    ...(forBrowser ? { env: { targets: browsers } } : {}),
    module: { type: 'es6' },
    sourceMaps: true,
  };
}

/**
 * Rules for TypeScript and JavaScript modules that `include` accepts (Gatsby's own test for "source,
 * not a package": ours, Gatsby's runtime, and packages built on Gatsby).
 */
export function swcRules(
  stage: Stage,
  include: (modulePath: string) => boolean,
  browsers: string[],
) {
  return [
    {
      test: /\.tsx?$/,
      include,
      type: 'javascript/auto',
      use: [{ loader: 'swc-loader', options: swcOptions(stage, 'typescript', browsers) }],
    },
    {
      test: /\.(js|mjs|jsx)$/,
      include,
      type: 'javascript/auto',
      use: [{ loader: 'swc-loader', options: swcOptions(stage, 'ecmascript', browsers) }],
    },
  ];
}

/** A webpack rule as far as finding Gatsby's Babel rules needs it. */
export type WebpackRule = {
  test?: RegExp;
  include?: (modulePath: string) => boolean;
  use?: unknown;
};

/**
 * Gatsby's rules with swc's in place of every rule that runs Babel over our TypeScript: Gatsby's
 * source rule (which also says what counts as ours) and the one its built-in TypeScript plugin adds.
 * Left in, the second had Babel compile every .ts and .tsx module before swc did, for nothing.
 */
export function withSwcForSources(
  rules: readonly WebpackRule[],
  stage: Stage,
  browsers: string[],
): WebpackRule[] {
  const runsBabelOnSources = (rule: WebpackRule) =>
    typeof rule.use === 'function' && rule.test?.test('page.tsx') === true;
  const include = rules.find((rule) => runsBabelOnSources(rule) && rule.include)?.include;
  if (!include) throw new Error(`Gatsby's source rule was not found (${stage})`);
  // swc's rules take the place of the first Babel rule; no rule before it is dropped.
  const withoutBabel = rules.filter((rule) => !runsBabelOnSources(rule));
  withoutBabel.splice(
    rules.findIndex(runsBabelOnSources),
    0,
    ...swcRules(stage, include, browsers),
  );
  return withoutBabel;
}
