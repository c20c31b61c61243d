import type { GatsbySSR } from 'gatsby';
import type { LayoutData } from './src/features/layout';
import { ModalPageFrame, PageProviders } from './src/features/layout';
import { languageFromPath } from './src/lib/i18n';

type PageContextWithLayout = { layout?: LayoutData; title?: string };

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

// SPEC §2 headless mode must not flash the full header before the app starts: this marks <html>
// at once and the header's CSS hides what the reduced header leaves out.
const HEADLESS_SCRIPT =
  "try{var h=new URLSearchParams(location.search).get('headless');" +
  "if(h!==null&&h.trim().toLowerCase()==='true')document.documentElement.setAttribute('data-headless','')}catch(e){}";

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="headless" dangerouslySetInnerHTML={{ __html: HEADLESS_SCRIPT }} />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/site.webmanifest" />,
    <meta key="theme-color" name="theme-color" content="#0f3d5e" />,
  ]);
};
