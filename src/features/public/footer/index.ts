export { SiteFooter } from './site-footer';
export { footerFromContent, type FooterData, type FooterSection } from './footer-data';
export { fetchFooter, footerFromGraphQL, FOOTER_QUERY, FOOTER_UID } from './footer-query';
