import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { createSitePages } from './src/build/create-pages';
import { writeSitemapAndRobots } from './src/build/sitemap';

// gatsby-node stays thin: fetching content and creating pages live in src/build/.
export const createPages: GatsbyNode['createPages'] = async ({ actions, store }) => {
  const { siteMetadata } = store.getState().config as { siteMetadata: { siteUrl: string } };
  await createSitePages(actions, { siteUrl: siteMetadata.siteUrl });
};

// The browser bundle runs React's API on Preact (decision 013): public pages must stay within their
// JavaScript budget, and React's DOM runtime alone is half of it. The server render stays on React.
const PREACT_ALIASES = {
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  react: 'preact/compat',
};
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
}) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig();
  const { react: _react, 'react-dom': _reactDom, ...otherAliases } = config.resolve.alias;
  config.resolve.alias = { ...PREACT_ALIASES, ...otherAliases };
  config.optimization.splitChunks.cacheGroups.framework.test = (module: {
    nameForCondition(): string | null;
  }) => FRAMEWORK_MODULES.test(module.nameForCondition() ?? '');
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { siteMetadata } = store.getState().config as { siteMetadata: { siteUrl: string } };
  const count = writeSitemapAndRobots(path.resolve('public'), siteMetadata.siteUrl);
  reporter.info(`sitemap.xml lists ${count} pages`);
};
