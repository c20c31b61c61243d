import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { createSitePages } from './src/build/create-pages';
import { writeSitemapAndRobots } from './src/build/sitemap';

// gatsby-node stays thin: fetching content and creating pages live in src/build/.
export const createPages: GatsbyNode['createPages'] = async ({ actions, store }) => {
  const { siteMetadata } = store.getState().config as { siteMetadata: { siteUrl: string } };
  await createSitePages(actions, { siteUrl: siteMetadata.siteUrl });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { siteMetadata } = store.getState().config as { siteMetadata: { siteUrl: string } };
  const count = writeSitemapAndRobots(path.resolve('public'), siteMetadata.siteUrl);
  reporter.info(`sitemap.xml lists ${count} pages`);
};
