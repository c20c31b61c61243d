// The code of the parts of a public page that wait for the visitor (./on-demand.ts): in the browser
// a chunk of its own, fetched when first wanted, so a page paints and starts without it. The server
// render has it at hand (./parts-loader.server.ts).

export { SLICE_COMPONENTS } from '../slices/zone';
export { PageIntro } from '../slices/page-intro';
export { ProductTop } from '../templates/platform-product-top';
export { SiteHeader } from '../features/navigation';
export { SiteFooter } from '../features/footer';
export { AssistanceButton } from '../features/assistance';
export { InvestorDocuments } from '../features/investor-documents';
