import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';

// What gatsby-node.ts changes in Gatsby's webpack configurations, kept here because Gatsby takes
// every export of gatsby-node for one of its APIs and reports any other as an error.

// swc minifies the browser bundle instead of Terser (decision 049): in a ninth of the time (Terser
// took 9 s of a cold build, on the one worker Gatsby leaves it of two cores) and 1 % smaller. Its
// options are Gatsby's for Terser: nothing newer than ES5 written, Safari 10's naming bug avoided.
export const BROWSER_MINIFY_OPTIONS = {
  mangle: { safari10: true },
  compress: { ecma: 5 },
  format: { ecma: 5 },
} as const;
export const BROWSER_BUNDLE_MINIFIER = new TerserPlugin({
  minify: TerserPlugin.swcMinify,
  terserOptions: BROWSER_MINIFY_OPTIONS,
});

/**
 * V8's explicit compile hint: Chromium then compiles the whole script while it streams it in, off
 * the main thread, instead of compiling each function on the main thread the first time it runs.
 * Browsers without it read a comment.
 */
const COMPILE_EVERY_FUNCTION_AT_ONCE = '//# allFunctionsCalledOnLoad';

/**
 * Put on the chunks a public page or the portal runs as it starts (webpack's runtime, React, the
 * app, the page's template): most of their functions are called at once while the page hydrates. Lazily, a page's hydration spent about 40 % of its
 * task compiling (a 60–70 ms task at four times slower, 25–30 ms of it compiling).
 * After the minifier (which drops comments), before the source maps (which then count the line).
 */
export const COMPILE_HINT_BANNER = {
  banner: COMPILE_EVERY_FUNCTION_AT_ONCE,
  raw: true,
  test: /^(webpack-runtime|framework|app|component---.+)-[0-9a-f]{12}\.js$/,
  stage: 401, // webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (the minifier's) + 1
};

/** The portal app and the two areas it composes, whose screens load on demand. */
const PORTAL_SOURCES = ['src/app', 'src/features/portal', 'src/features/staff'].map(
  (folder) => path.resolve(folder) + path.sep,
);
const BROWSER_ONLY_MODULE = path.resolve('src/build/browser-only-module.ts');

/** For the HTML renderer: what the portal imports on demand (its screens) becomes an empty module. */
export function leaveOutPortalCodeLoadedOnDemand(request: {
  context: string;
  request: string;
  dependencies: { type: string }[];
}): void {
  const onDemand = request.dependencies.some((dependency) =>
    dependency.type.startsWith('import()'),
  );
  const inPortal = PORTAL_SOURCES.some((folder) =>
    `${request.context}${path.sep}`.startsWith(folder),
  );
  if (onDemand && inPortal) request.request = BROWSER_ONLY_MODULE;
}

/**
 * Gatsby's built-in Partytown plugin has a browser hook that does something only in `gatsby
 * develop`, yet requires Partytown's integration and gatsby-script at its top: 5.7 KB of every
 * page's bundle that never runs. The site runs no off-main-thread scripts, so in the browser bundle
 * the plugin is one with no hooks.
 */
export const PARTYTOWN_BROWSER_HOOKS =
  /[\\/]gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/;
export const NO_BROWSER_HOOKS = path.resolve('src/build/no-browser-hooks.ts');

/** The browser bundle's `prop-types`: validators that check nothing, as in production. */
export const NO_PROP_TYPES = path.resolve('src/build/no-prop-types.ts');

const SOURCES = path.resolve('src') + path.sep;

/**
 * Our modules imported for what they do (register texts, take over the server's styles), not for
 * anything they export.
 */
export const MODULES_WITH_SIDE_EFFECTS: ReadonlySet<string> = new Set(
  [
    'src/lib/api/error-code-texts.ts',
    'src/lib/i18n/all-languages.ts',
    'src/lib/server-styles.ts',
  ].map((file) => path.resolve(file)),
);

/**
 * Our sources have no side effects on import except those above: webpack may then leave out a module
 * none of whose exports is used, and look past a feature's index to the modules it re-exports.
 * Without it every page's bundle carried whatever a barrel re-exports, and module-level styled
 * components that nothing rendered.
 */
export const SOURCES_WITHOUT_SIDE_EFFECTS = {
  test: (file: string) => file.startsWith(SOURCES) && !MODULES_WITH_SIDE_EFFECTS.has(file),
  sideEffects: false,
};
