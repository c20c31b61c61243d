import type { GatsbyConfig } from 'gatsby';
import { prismicSourceOptions } from './src/build/content-source';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:8000';
// The pages' heads make their absolute addresses (canonical, hreflang, og:url) from this, in the
// server render and in the browser bundle alike (src/lib/site-url.ts); the sitemap from siteMetadata.
process.env.GATSBY_SITE_URL = siteUrl;

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Skjól',
    siteUrl,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [
    // Before the source plugin: the image enums its types refer to (plugins/gatsby-image-enums).
    'gatsby-image-enums',
    // Content comes into Gatsby's data layer from our content service or a real Prismic repository.
    { resolve: 'gatsby-source-prismic', options: prismicSourceOptions(process.cwd()) },
  ],
};

export default config;
