import type { ReactNode } from 'react';
import { BRAND_FONT, BRAND_FONT_STACK, brandFontFaces } from '../../src/domain/brand-font';
import { translator, type ServerLanguage } from '../i18n/locales';
import { renderHtmlPage, type RenderedPage } from '../security/html-page';

/**
 * The sign-in pages are rendered by the server, not by Gatsby: they belong to the identity
 * provider's origin and must work without the site's JavaScript. They follow the site's look.
 */
const STYLE = `
${brandFontFaces()}
*,*::before,*::after{box-sizing:border-box}
button,input{font-family:inherit}
body{margin:0;font-family:${BRAND_FONT_STACK};color:#1c2430;background:#f4f6f8;line-height:1.5}
header{background:#fff;border-bottom:1px solid #d3d9e0}
header .inner,main{max-width:30rem;margin:0 auto;padding:12px 16px}
header .inner{display:flex;justify-content:space-between;align-items:center;max-width:60rem}
.brand{font-weight:700;font-size:1.5rem;color:#0f3d5e;text-decoration:none}
main{background:#fff;margin-top:32px;border-radius:8px;padding:24px}
h1{font-size:1.6rem;color:#0a2a41;margin-top:0}
h2{font-size:1.2rem;color:#0a2a41}
label{display:block;font-weight:600;margin-top:16px}
.hint{display:block;font-size:.9rem;color:#4f5b69;margin-top:2px}
input{width:100%;font-size:1.1rem;padding:10px 12px;margin-top:6px;border:1px solid #8a96a3;border-radius:6px}
input[aria-invalid=true]{border-color:#b3261e}
button,.button{display:inline-block;margin-top:20px;width:100%;padding:12px 16px;font-size:1.05rem;font-weight:600;color:#fff;background:#0f3d5e;border:0;border-radius:6px;cursor:pointer;text-align:center;text-decoration:none}
button.secondary{background:#fff;color:#0f3d5e;border:2px solid #0f3d5e}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.error{background:#fdecea;color:#b3261e;border-left:4px solid #b3261e;padding:10px 12px;margin:16px 0;border-radius:4px}
.notice{background:#e6eef4;border-left:4px solid #0f3d5e;padding:10px 12px;margin:16px 0;border-radius:4px}
.identity{margin:16px 0}.identity dt{font-weight:600}.identity dd{margin:0 0 8px}
.code{font-size:2.4rem;font-weight:700;letter-spacing:.3rem;text-align:center;color:#0f3d5e;margin:16px 0}
nav.tabs{display:flex;gap:8px;margin:16px 0 0}
nav.tabs a{flex:1;text-align:center;padding:10px;border:2px solid #0f3d5e;border-radius:6px;text-decoration:none;color:#0f3d5e;font-weight:600}
nav.tabs a[aria-current=page]{background:#0f3d5e;color:#fff}
.qr{margin:16px auto;max-width:14rem}
.qr svg{display:block;width:100%;height:auto}
.secret{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.15rem;letter-spacing:.05rem;word-spacing:.4rem;background:#f4f6f8;padding:8px 12px;border-radius:6px;overflow-wrap:anywhere}
.links{margin-top:20px}
.strength{font-size:.9rem;margin-top:8px}
.strength p{margin:4px 0 0}
.strength .bars{display:grid;grid-template-columns:repeat(4,1fr);gap:4px;height:6px}
.strength .bars span{background:#e6eef4;border-radius:3px}
.s0 .on,.s1 .on{background:#b3261e}.s2 .on{background:#8a5a00}.s3 .on,.s4 .on{background:#1b7f4c}
a{color:#0f3d5e}
`;

/**
 * The frame of every page the server writes itself (sign-in, the demo e-ID app): never indexed,
 * its one style and script carrying the response's CSP nonce. `style` and `script` are our own
 * code and go in as they are; everything else is rendered, and so escaped, by React.
 */
export function ServerDocument(page: {
  language: ServerLanguage;
  nonce: string;
  title: string;
  style: string;
  preload?: ReactNode;
  header: ReactNode;
  children: ReactNode;
  script?: string | undefined;
}) {
  const { nonce } = page;
  return (
    <html lang={page.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{page.title}</title>
        {page.preload}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: page.style }} />
      </head>
      <body>
        <header>
          <div className="inner">{page.header}</div>
        </header>
        <main id="main">{page.children}</main>
        {page.script ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: page.script }} />
        ) : null}
      </body>
    </html>
  );
}

type PageOptions = {
  language: ServerLanguage;
  /** The response's CSP nonce: the page's <style> and <script> carry it. */
  nonce: string;
  title: string;
  body: ReactNode;
  languageSwitchHref?: string;
  /** Our own script for the page; never built from what a request carries. */
  script?: string;
};

/** A page of the sign-in's look: the brand, the language switch and the body in a card. */
export function renderPage({
  language,
  nonce,
  title,
  body,
  languageSwitchHref,
  script,
}: PageOptions): RenderedPage {
  const t = translator(language, 'login');
  return renderHtmlPage(
    <ServerDocument
      language={language}
      nonce={nonce}
      title={title}
      style={STYLE}
      preload={
        <link rel="preload" as="font" type="font/woff2" href={BRAND_FONT.path} crossOrigin="" />
      }
      header={
        <>
          <span className="brand" aria-label="Skjól">
            Skjól
          </span>
          {languageSwitchHref ? (
            <a href={languageSwitchHref} lang={t('languageHref')} hrefLang={t('languageHref')}>
              {t('language')}
            </a>
          ) : null}
        </>
      }
      script={script}
    >
      {body}
    </ServerDocument>,
  );
}

export const interactionPath = (uid: string) => `/interaction/${encodeURIComponent(uid)}`;

export const siteHome = (language: ServerLanguage) => (language === 'en' ? '/en/' : '/');

export function Links({ children }: { children: ReactNode }) {
  return <p className="links">{children}</p>;
}

export function ErrorBox({ message }: { message: string | undefined }) {
  return message ? (
    <div className="error" role="alert" id="form-error">
      {message}
    </div>
  ) : null;
}

/** A labelled, required input with its hint; `invalid` ties it to the form's error box. */
export function Field(options: {
  name: string;
  label: string;
  type?: string;
  value?: string | undefined;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
  invalid?: boolean;
  /** The id of the element that says what is wrong with this very field. */
  errorMessageId?: string | undefined;
  autoFocus?: boolean;
  /** Another element that describes the field (the password strength meter). */
  describedBy?: string | undefined;
}) {
  const hintId = options.hint ? `${options.name}-hint` : '';
  const describedBy = [hintId, options.describedBy ?? '', options.invalid ? 'form-error' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <label htmlFor={options.name}>
        {options.label}
        {options.hint ? (
          <span className="hint" id={hintId}>
            {options.hint}
          </span>
        ) : null}
      </label>
      <input
        id={options.name}
        name={options.name}
        type={options.type ?? 'text'}
        required
        defaultValue={options.value ?? ''}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        aria-describedby={describedBy || undefined}
        aria-invalid={options.invalid || options.errorMessageId ? true : undefined}
        aria-errormessage={options.errorMessageId}
        autoFocus={options.autoFocus}
      />
    </>
  );
}
