import { brandFontFaces } from '../domain/brand-font';
import { theme } from './theme';

/**
 * The rules every page starts from, sent once in the page's head (gatsby-ssr.tsx) rather than
 * through a component: styled-components' global style removed and re-inserted its rules whenever
 * it mounted, and a re-inserted @font-face is a new font to the browser, so every line of text was
 * shaped and laid out again just after the page had started (and again on each move between pages).
 * Nothing here depends on props, so plain CSS loses nothing.
 */
export const GLOBAL_CSS = `
  ${brandFontFaces()}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  /* Form controls take the page's typeface (browsers give them their own). */
  button, input, select, textarea { font-family: inherit; }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: 1rem;
    line-height: 1.55;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  /* Icelandic compounds run long ("heimilistryggingu"): on a phone a heading breaks inside a
     word, with a hyphen where the browser knows the language, rather than run off the screen. */
  h1, h2, h3 {
    line-height: 1.2;
    color: ${theme.colors.brandDark};
    overflow-wrap: break-word;
    hyphens: auto;
  }
  /* Toasts in the brand's type, colours and corners rather than react-toastify's own. html:root
     outweighs the library's :root whichever stylesheet the page happens to load last. */
  html:root {
    --toastify-font-family: ${theme.font.body};
    --toastify-toast-bd-radius: ${theme.radius};
    --toastify-toast-shadow: ${theme.shadow};
    --toastify-text-color-light: ${theme.colors.text};
    --toastify-color-info: ${theme.colors.info};
    --toastify-color-success: ${theme.colors.success};
    --toastify-color-warning: ${theme.colors.warning};
    --toastify-color-error: ${theme.colors.error};
    --toastify-color-progress-light: ${theme.colors.brand};
    --toastify-z-index: ${theme.zIndex.toast};
  }
  a { color: ${theme.colors.brand}; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`
  // Comments and runs of white space are left out of what is sent.
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();
