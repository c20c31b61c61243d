export { SiteLayout } from './site-layout';
export { PageProviders } from './page-providers';
export { SeoHead } from './seo-head';
