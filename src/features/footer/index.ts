export { SiteFooter } from './site-footer';
