/**
 * The webpack rules that compile our sources (and Gatsby's own runtime in .cache) with swc instead
 * of Babel (decision 049): the same output for browsers Gatsby builds for, in a fraction of the time.
 * styled-components' swc plugin gives each styled component an id derived from its file and place,
 * as its Babel plugin did, so the class names the server render writes are those the browser
 * hydrates with.
 */
import type { Options } from '@swc/core';

type Stage = 'build-javascript' | 'build-html';

/** The styled-components plugin's options, as gatsby-plugin-styled-components set Babel's. */
const STYLED_COMPONENTS = {
  displayName: true,
  fileName: true,
  ssr: true,
  minify: true,
  transpileTemplateLiterals: true,
  pure: false,
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
