import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import { describe, expect, it, vi } from 'vitest';
import { Compilation } from 'webpack';
import { onCreateWebpackConfig } from '../../gatsby-node';
import {
  BROWSER_BUNDLE_MINIFIER,
  BROWSER_MINIFY_OPTIONS,
  COMPILE_HINT_BANNER,
  leaveOutPortalCodeLoadedOnDemand,
  MODULES_WITH_SIDE_EFFECTS,
  NO_BROWSER_HOOKS,
  NO_PROP_TYPES,
  PARTYTOWN_BROWSER_HOOKS,
  SOURCES_WITHOUT_SIDE_EFFECTS,
} from '../../src/build/browser-bundle';
import PropTypes, { type Validator } from '../../src/build/no-prop-types';
import { isImmutableAsset } from '../../server/static/site';

/** The parts of Gatsby's browser bundle configuration that gatsby-node changes. */
function gatsbyBrowserConfig() {
  const cssMinimizer = { name: 'css' };
  const babelRule = {
    test: /\.(js|mjs|jsx|ts|tsx)$/,
    include: (modulePath: string) => !modulePath.includes('node_modules'),
    use: () => [{ loader: 'babel-loader' }],
  };
  const yamlRule = { test: /\.ya?ml$/, type: 'json' };
  return {
    cssMinimizer,
    babelRule,
    yamlRule,
    config: {
      module: { rules: [babelRule, yamlRule] as object[] },
      resolve: { alias: { react: 'react', 'react-dom': 'react-dom' } },
      plugins: [{ name: 'gatsby-own' }] as object[],
      output: {
        filename: '[name]-[contenthash].js',
        chunkFilename: '[name]-[contenthash].js',
      },
      optimization: {
        splitChunks: {
          cacheGroups: {
            framework: { test: /react/ },
            // Gatsby names these by a SHA-1 of the names of the chunks that share them.
            shared: { name: (): string => '0123456789abcdef0123456789abcdef01234567' } as {
              name: false | (() => string);
            },
            // Gatsby's: whatever as many chunks use as there are page components.
            commons: { name: 'commons', minChunks: 47, priority: 20 } as object | false,
          },
        },
        minimizer: [new TerserPlugin(), cssMinimizer],
      },
    },
  };
}

/** The browser bundle's configuration after gatsby-node has had its say. */
function configuredBrowserBundle(config: ReturnType<typeof gatsbyBrowserConfig>['config']) {
  const replaceWebpackConfig = vi.fn();
  onCreateWebpackConfig?.(
    {
      stage: 'build-javascript',
      actions: { replaceWebpackConfig },
      getConfig: () => config,
      // Gatsby's helper makes webpack's plugin; here it only records what it was given.
      plugins: {
        normalModuleReplacement: (pattern: RegExp, replacement: string) => ({
          pattern,
          replacement,
        }),
        banner: (options: object) => ({ banner: options }),
      },
    } as never,
    {} as never,
    () => undefined,
  );
  return (replaceWebpackConfig.mock.lastCall as [typeof config])[0];
}

describe("the browser bundle's compiler and minifier", () => {
  it("compiles Gatsby's source modules with swc instead of Babel and keeps the other rules", () => {
    const { config, babelRule, yamlRule } = gatsbyBrowserConfig();
    const rules = configuredBrowserBundle(config).module.rules as {
      include?: unknown;
      use?: { loader: string }[];
    }[];
    expect(rules).not.toContain(babelRule);
    expect(rules).toContain(yamlRule);
    const swc = rules.filter((rule) => rule.use?.[0]?.loader === 'swc-loader');
    expect(swc).toHaveLength(2);
    for (const rule of swc) expect(rule.include).toBe(babelRule.include);
  });

  it("replaces Gatsby's Terser with ours and keeps the CSS minimizer", () => {
    const { config, cssMinimizer } = gatsbyBrowserConfig();
    const [minimizer, ...others] = configuredBrowserBundle(config).optimization.minimizer;
    expect(minimizer).toBe(BROWSER_BUNDLE_MINIFIER);
    expect(others).toEqual([cssMinimizer]);
  });

  it("adds the plugins that leave out Gatsby's Partytown hooks and mark chunks for compiling at once to Gatsby's own", () => {
    const { config } = gatsbyBrowserConfig();
    expect(configuredBrowserBundle(config).plugins).toEqual([
      { name: 'gatsby-own' },
      { pattern: PARTYTOWN_BROWSER_HOOKS, replacement: NO_BROWSER_HOOKS },
      { banner: COMPILE_HINT_BANNER },
    ]);
  });

  it('marks the chunks a page runs as it starts for compiling whole off the main thread', () => {
    const { banner, raw, test, stage } = COMPILE_HINT_BANNER;
    // V8 looks for the hint at the top of the file, as a line of its own: the banner is written raw.
    expect(banner).toBe('//# allFunctionsCalledOnLoad');
    expect(raw).toBe(true);
    // Written after the minifier, which drops comments, and before the source maps, which count it.
    expect(stage).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(stage).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING);
    for (const file of [
      'webpack-runtime-0123456789ab.js',
      'framework-0123456789ab.js',
      'app-0123456789ab.js',
      'component---src-templates-page-tsx-0123456789ab.js',
    ])
      expect(test.test(file), file).toBe(true);
    // Code fetched for one screen or on demand is compiled as its functions run.
    for (const file of [
      'auth-sdk-0123456789ab.js',
      '7713-0123456789ab.js',
      'texts-is-0123456789ab.js',
      'app-0123456789ab.js.map',
    ])
      expect(test.test(file), file).toBe(false);
  });

  it('names shared chunks by number and every bundle by 12 digits of content hash', () => {
    const { output, optimization } = configuredBrowserBundle(gatsbyBrowserConfig().config);
    expect(optimization.splitChunks.cacheGroups.shared.name).toBe(false);
    expect(output).toEqual({
      filename: '[name]-[contenthash:12].js',
      chunkFilename: '[name]-[contenthash:12].js',
    });
    // The server takes such a name for an immutable asset (and sw.js, by the same pattern).
    expect(isImmutableAsset('/app-0123456789ab.js')).toBe(true);
    expect(isImmutableAsset('/7713-0123456789ab.js')).toBe(true);
  });

  it('lets webpack leave out what no page uses: our sources have no side effects, and no commons chunk', () => {
    const { module, optimization } = configuredBrowserBundle(gatsbyBrowserConfig().config);
    expect(module.rules).toContain(SOURCES_WITHOUT_SIDE_EFFECTS);
    // Gatsby's commons chunk took whatever many chunks use (the date formats of every form and
    // portal screen), and every page then loaded it for the few parts it needed.
    expect(optimization.splitChunks.cacheGroups.commons).toBe(false);
    const { test } = SOURCES_WITHOUT_SIDE_EFFECTS;
    expect(test(path.resolve('src/features/public/navigation/index.ts'))).toBe(true);
    expect(test(path.resolve('src/lib/api/error-code-texts.ts'))).toBe(false);
    expect(test(path.resolve('.cache/production-app.js'))).toBe(false);
    expect(test(path.resolve('node_modules/react-toastify/dist/ReactToastify.css'))).toBe(false);
  });

  /** Every source module under src/, by its full path. */
  function* sources(directory = path.resolve('src')): Generator<string> {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) yield* sources(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
    }
  }

  it('knows every module of ours imported for its effects alone', () => {
    for (const file of sources()) {
      for (const [, target = ''] of readFileSync(file, 'utf8').matchAll(
        /^import '(\.[^']+)';$/gm,
      )) {
        const imported = path.resolve(path.dirname(file), target);
        const module = [`${imported}.ts`, `${imported}.tsx`].find((name) =>
          MODULES_WITH_SIDE_EFFECTS.has(name),
        );
        expect(
          module,
          `${path.relative('.', file)} imports ${target} for its effects`,
        ).toBeDefined();
      }
    }
  });

  it('has no index module do anything as it is imported: webpack may look past it', () => {
    for (const file of sources()) {
      if (!/[\\/]index\.tsx?$/.test(file)) continue;
      const calls = readFileSync(file, 'utf8').match(/^(?:[\w$.]+\(|(?:void|await) ).*$/gm);
      expect(calls, path.relative('.', file)).toBeNull();
    }
  });

  it('runs the React the server renders with, in its framework chunk', () => {
    const { resolve, optimization } = configuredBrowserBundle(gatsbyBrowserConfig().config);
    const alias = resolve.alias as Record<string, string>;
    expect(alias.react).toBe('react');
    expect(alias['react-dom']).toBe('react-dom');
    expect(Object.values(alias).some((target) => /preact/.test(target))).toBe(false);
    expect(optimization.splitChunks.cacheGroups.framework.test).toEqual(/react/);
  });

  it("takes validators that check nothing for Gatsby's propTypes, as production's are", () => {
    const { resolve } = configuredBrowserBundle(gatsbyBrowserConfig().config);
    expect((resolve.alias as Record<string, string>)['prop-types$']).toBe(NO_PROP_TYPES);
    const { string, shape, bool } = PropTypes as Record<'string' | 'shape' | 'bool', Validator>;
    const declared = { to: string.isRequired, state: shape({ modal: bool }).isRequired };
    expect(declared.to({ to: 1 }, 'to', 'Link')).toBeTypeOf('function');
    expect(declared.state).toBeTypeOf('function');
  });

  it('has swc write smaller code that runs as the original did', async () => {
    const source = `
      function greeting(language) {
        const names = { is: 'Halló', en: 'Hello' };
        return names[language] + ', ' + 'heimur';
      }
      window.answer = greeting('is');`;
    const minified = await TerserPlugin.swcMinify(
      { 'app.js': source },
      undefined,
      BROWSER_MINIFY_OPTIONS,
    );
    expect(minified.code?.length).toBeLessThan(source.length * 0.6);
    const window: { answer?: string } = {};
    new Function('window', minified.code as string)(window);
    expect(window.answer).toBe('Halló, heimur');
  });
});

describe("the HTML renderer's view of the portal", () => {
  const portal = path.resolve('src/features/portal');
  const request = (context: string, target: string, type: string) => ({
    context,
    request: target,
    dependencies: [{ type }],
  });

  it('gets an empty module for what the portal loads on demand', () => {
    const screen = request(portal, './payments/payments-screen', 'import()');
    leaveOutPortalCodeLoadedOnDemand(screen);
    expect(screen.request).toBe(path.resolve('src/build/browser-only-module.ts'));

    const nested = request(path.join(portal, 'signing'), 'qrcode', 'import()');
    leaveOutPortalCodeLoadedOnDemand(nested);
    expect(nested.request).toBe(path.resolve('src/build/browser-only-module.ts'));

    // The staff area's screens and the app's signed-in part load on demand the same way.
    const elsewhere: Array<[string, string]> = [
      ['src/features/staff', './inbox/inbox-screen'],
      ['src/app', './signed-in-portal'],
    ];
    for (const [folder, target] of elsewhere) {
      const onDemand = request(path.resolve(folder), target, 'import()');
      leaveOutPortalCodeLoadedOnDemand(onDemand);
      expect(onDemand.request).toBe(path.resolve('src/build/browser-only-module.ts'));
    }
  });

  it("keeps the portal's static imports and what other features load on demand", () => {
    const gate = request(portal, './shell/sign-in-screen', 'harmony side effect evaluation');
    const panel = request(path.resolve('src/features/public/assistance'), './panel', 'import()');
    for (const kept of [gate, panel]) leaveOutPortalCodeLoadedOnDemand(kept);
    expect(gate.request).toBe('./shell/sign-in-screen');
    expect(panel.request).toBe('./panel');
  });
});
