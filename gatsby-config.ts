import type { GatsbyConfig } from 'gatsby';
import { prismicSourceOptions } from './src/build/content-source';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Skjól',
    siteUrl: process.env.SITE_URL ?? 'http://localhost:8000',
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
