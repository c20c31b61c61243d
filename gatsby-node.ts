import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import TerserPlugin from 'terser-webpack-plugin';
import { getBrowsersList } from 'gatsby/dist/utils/browserslist';
import { getCache } from 'gatsby/dist/utils/get-cache';
import {
  BROWSER_BUNDLE_MINIFIER,
  COMPILE_HINT_BANNER,
  leaveOutPortalCodeLoadedOnDemand,
  NO_BROWSER_HOOKS,
  NO_PROP_TYPES,
  PARTYTOWN_BROWSER_HOOKS,
  SOURCES_WITHOUT_SIDE_EFFECTS,
} from './src/build/browser-bundle';
import { createSitePages, layoutForFileSystemPage } from './src/build/create-pages';
import { sourcedDocuments } from './src/build/prismic-nodes';
import { stampServiceWorker } from './src/build/service-worker-version';
import { storeLongKeysHashed } from './src/build/source-cache-keys';
import { withSwcForSources, type WebpackRule } from './src/build/swc-rules';
import { writeSitemapAndRobots } from './src/build/sitemap';

// Before gatsby-source-prismic sources anything: its cache keys carry our routes (see the module).
export const onPluginInit: GatsbyNode['onPluginInit'] = () => {
  storeLongKeysHashed(getCache('gatsby-source-prismic'));
};

// gatsby-node stays thin: gatsby-source-prismic sources the content (gatsby-config), reading it
// and creating pages live in src/build/.
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, getNodes }) => {
  const documents = await sourcedDocuments({ graphql, getNodes });
  await createSitePages(actions, { documents });
};

const BUNDLE_FILE_NAME = '[name]-[contenthash:12].js';

/**
 * In the build, swc compiles our sources instead of Babel (src/build/swc-rules.ts). `gatsby
 * develop`, which `npm start` does not use, keeps Babel on both of its sides.
 */
function compileSourcesWithSwc(
  stage: string,
  getConfig: () => { module: { rules: WebpackRule[] } },
  actions: { replaceWebpackConfig(config: unknown): void },
): void {
  if (stage !== 'build-javascript' && stage !== 'build-html') return;
  const config = getConfig();
  config.module.rules = withSwcForSources(
    config.module.rules,
    stage,
    getBrowsersList(process.cwd()),
  );
  actions.replaceWebpackConfig(config);
}

// Pages made from src/pages are created after ours: the certificate pages get the site's menu and
// footer here, as ours do in createSitePages.
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const context = (page.context ?? {}) as { layout?: unknown };
  const layout = context.layout === undefined ? layoutForFileSystemPage(page) : undefined;
  if (!layout) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...context, layout } });
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  compileSourcesWithSwc(stage, getConfig as () => never, actions);
  if (stage === 'build-html' || stage === 'develop-html') {
    actions.setWebpackConfig({
      plugins: [plugins.normalModuleReplacement(/./, leaveOutPortalCodeLoadedOnDemand)],
    });
    return;
  }
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  // The browser runs the React 18 the server renders with (decision 070); Gatsby's own `framework`
  // chunk holds react, react-dom and scheduler.
  config.resolve.alias = { ...config.resolve.alias, 'prop-types$': NO_PROP_TYPES };
  // Every page's runtime carries a map of every chunk's file name, and the page its list of
  // files: chunks shared by a few pages are named by their number rather than by a 40-digit hash,
  // and 12 digits of content hash (the immutable-asset pattern's minimum) name a version.
  config.optimization.splitChunks.cacheGroups.shared.name = false;
  config.optimization.splitChunks.cacheGroups.commons = false;
  config.module.rules.push(SOURCES_WITHOUT_SIDE_EFFECTS);
  config.output.filename = config.output.chunkFilename = BUNDLE_FILE_NAME;
  config.optimization.minimizer = config.optimization.minimizer.map((minimizer: unknown) =>
    minimizer instanceof TerserPlugin ? BROWSER_BUNDLE_MINIFIER : minimizer,
  );
  config.plugins.push(plugins.normalModuleReplacement(PARTYTOWN_BROWSER_HOOKS, NO_BROWSER_HOOKS));
  config.plugins.push(plugins.banner(COMPILE_HINT_BANNER));
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { siteMetadata } = store.getState().config as { siteMetadata: { siteUrl: string } };
  const count = writeSitemapAndRobots(path.resolve('public'), siteMetadata.siteUrl);
  reporter.info(`sitemap.xml lists ${count} pages`);
  const build = stampServiceWorker(path.resolve('public'));
  if (build) reporter.info(`sw.js is the worker of build ${build}`);
  else reporter.warn('sw.js was not stamped with the build hash');
};
