import type { GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { ServerStyleSheet } from 'styled-components';
import './src/lib/i18n/all-languages';
import { renderBodyHtml } from './src/build/render-body';
import { GLOBAL_CSS } from './src/components/global-style';
import { BRAND_FONT } from './src/domain/brand-font';
import type { LayoutData } from './src/features/public/layout';
import { ModalPageFrame, PageProviders } from './src/features/public/layout';
import { languageFromPath } from './src/lib/i18n';

type PageContextWithLayout = { layout?: LayoutData; title?: string };

// Gatsby renders two pages at once: each collects its styled components' CSS in a sheet of its own
// (styled-components' ServerStyleSheet), which its head then carries, so the page is styled before
// any script runs and hydration finds every rule there already.
const sheetsByPage = new Map<string, ServerStyleSheet>();

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const sheet = new ServerStyleSheet();
  sheetsByPage.set(pathname, sheet);
  return sheet.collectStyles(element);
};

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => {
  const context = (props.pageContext ?? {}) as PageContextWithLayout;
  return (
    <PageProviders
      language={languageFromPath(props.location.pathname)}
      location={props.location}
      layout={context.layout ?? null}
    >
      <ModalPageFrame element={element} location={props.location} title={context.title ?? ''} />
    </PageProviders>
  );
};

// Gatsby's own rendering, with React's stray zero bytes taken out (src/build/render-body.ts). When it
// fails (a redirect, a broken page), nothing is replaced: Gatsby renders the page itself and follows
// the redirect or reports the error as it always does.
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({
  bodyComponent,
  replaceBodyHTMLString,
}) => {
  try {
    replaceBodyHTMLString(await renderBodyHtml(bodyComponent as ReactElement));
  } catch {
    // Left to Gatsby, above.
  }
};

// Headless mode (?headless=true) must not flash the full header before the app starts: this marks <html>
// at once and the header's CSS hides what the reduced header leaves out.
const HEADLESS_SCRIPT =
  "try{var h=new URLSearchParams(location.search).get('headless');" +
  "if(h!==null&&h.trim().toLowerCase()==='true')document.documentElement.setAttribute('data-headless','')}catch(e){}";

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  const sheet = sheetsByPage.get(pathname);
  sheetsByPage.delete(pathname);
  // Marked without styled-components' version: the browser keeps this element as its sheet instead of
  // writing every rule again (src/lib/server-styles.ts).
  const componentStyles = sheet
    ? [
        <style
          key="components"
          data-styled=""
          dangerouslySetInnerHTML={{ __html: sheet.instance.toString() }}
        />,
      ]
    : [];
  sheet?.seal();
  setHeadComponents([
    // Before the components' rules, which may override these at equal specificity.
    <style key="global" dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />,
    // The components' rules; in the browser styled-components takes them over as it starts.
    ...componentStyles,
    <script key="headless" dangerouslySetInnerHTML={{ __html: HEADLESS_SCRIPT }} />,
    // The typeface is asked for with the page, not once the styles are read: the text swaps early.
    <link
      key="font"
      rel="preload"
      as="font"
      type="font/woff2"
      href={BRAND_FONT.path}
      crossOrigin="anonymous"
    />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/site.webmanifest" />,
    <meta key="theme-color" name="theme-color" content="#0f3d5e" />,
  ]);
};
