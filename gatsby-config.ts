import type { GatsbyConfig } from 'gatsby';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Skjól',
    siteUrl: process.env.SITE_URL ?? 'http://localhost:8000',
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: ['gatsby-plugin-styled-components'],
};

export default config;
