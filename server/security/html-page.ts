import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A whole HTML document that came out of React's renderer. The brand lets a sender ask for one:
 * a page put together from strings by hand cannot be passed where this is expected.
 */
export type RenderedPage = string & { readonly renderedByReact: true };

/**
 * The pages the server writes itself (sign-in, the provider's, the demo tools) are React elements
 * rendered to static markup, so every text and attribute value in them is escaped by React, never
 * by hand. Only a page's own style and script bodies, which we write, go in raw.
 */
export function renderHtmlPage(page: ReactElement): RenderedPage {
  return `<!DOCTYPE html>\n${renderToStaticMarkup(page)}` as RenderedPage;
}
