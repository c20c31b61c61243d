import type { GatsbyNode } from 'gatsby';
import { createSitePages } from './src/build/create-pages';

// gatsby-node stays thin: page creation lives in src/build/.
export const createPages: GatsbyNode['createPages'] = async ({ actions }) => {
  createSitePages(actions);
};
