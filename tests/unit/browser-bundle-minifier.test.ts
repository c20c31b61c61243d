import TerserPlugin from 'terser-webpack-plugin';
import { describe, expect, it, vi } from 'vitest';
import {
  BROWSER_BUNDLE_MINIFIER,
  BROWSER_MINIFY_OPTIONS,
  onCreateWebpackConfig,
} from '../../gatsby-node';

function gatsbyBrowserConfig() {
  const cssMinimizer = { name: 'css' };
  return {
    cssMinimizer,
    config: {
      resolve: { alias: { react: 'react', 'react-dom': 'react-dom' } },
      optimization: {
        splitChunks: { cacheGroups: { framework: { test: /react/ } } },
        minimizer: [new TerserPlugin(), cssMinimizer],
      },
    },
  };
}

describe('the browser bundle minifier', () => {
  it("replaces Gatsby's Terser with ours and keeps the CSS minimizer", () => {
    const { config, cssMinimizer } = gatsbyBrowserConfig();
    const replaceWebpackConfig = vi.fn();
    onCreateWebpackConfig?.(
      {
        stage: 'build-javascript',
        actions: { replaceWebpackConfig },
        getConfig: () => config,
      } as never,
      {} as never,
      () => undefined,
    );

    const [replaced] = replaceWebpackConfig.mock.lastCall as [typeof config];
    const [minimizer, ...others] = replaced.optimization.minimizer;
    expect(minimizer).toBe(BROWSER_BUNDLE_MINIFIER);
    expect(others).toEqual([cssMinimizer]);
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
