import type { KoaContextWithOIDC } from 'oidc-provider';
import { toServerLanguage, translator, type ServerLanguage } from '../i18n/locales';
import { BRAND_FONT, BRAND_FONT_STACK, brandFontFaces } from '../../src/domain/brand-font';
import { newNonce, serverPagePolicy } from '../security/content-security-policy';

/**
 * The sign-in pages are rendered by the server, not by Gatsby: they belong to the identity
 * provider's origin and must work without the site's JavaScript. They follow the site's look.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

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

type PageOptions = {
  language: ServerLanguage;
  /** The response's CSP nonce: the page's <style> and <script> carry it. */
  nonce: string;
  title: string;
  body: string;
  languageSwitchHref?: string;
  script?: string;
};

export function renderPage({
  language,
  nonce,
  title,
  body,
  languageSwitchHref,
  script,
}: PageOptions): string {
  const t = translator(language, 'login');
  const switcher = languageSwitchHref
    ? `<a href="${escapeHtml(languageSwitchHref)}" lang="${t('languageHref')}" hreflang="${t('languageHref')}">${escapeHtml(t('language'))}</a>`
    : '';
  return htmlDocument({
    language,
    nonce,
    title,
    style: STYLE,
    preload: `<link rel="preload" as="font" type="font/woff2" href="${BRAND_FONT.path}" crossorigin>`,
    header: `<span class="brand" aria-label="Skjól">Skjól</span>${switcher}`,
    main: body,
    ...(script ? { script } : {}),
  });
}

/**
 * The frame of every page the server writes itself (sign-in, the demo e-ID app): never indexed,
 * its one style and script carrying the response's CSP nonce. Every value but `title` is HTML.
 */
export function htmlDocument(page: {
  language: ServerLanguage;
  nonce: string;
  title: string;
  style: string;
  preload?: string;
  header: string;
  main: string;
  script?: string;
}): string {
  const { nonce } = page;
  return `<!DOCTYPE html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
${page.preload ?? ''}<style nonce="${nonce}">${page.style}</style>
</head>
<body>
<header><div class="inner">${page.header}</div></header>
<main id="main">
${page.main}
</main>
${page.script ? `<script nonce="${nonce}">${page.script}</script>` : ''}
</body>
</html>`;
}

export function errorBox(message: string | undefined): string {
  return message
    ? `<div class="error" role="alert" id="form-error">${escapeHtml(message)}</div>`
    : '';
}

export function field(options: {
  name: string;
  label: string;
  type?: string;
  value?: string;
  hint?: string;
  autocomplete?: string;
  inputmode?: string;
  invalid?: boolean;
  autofocus?: boolean;
  /** Another element that describes the field (the password strength meter). */
  describedBy?: string | undefined;
}): string {
  const hintId = options.hint ? `${options.name}-hint` : '';
  const describedBy = [hintId, options.describedBy ?? '', options.invalid ? 'form-error' : '']
    .filter(Boolean)
    .join(' ');
  return `<label for="${options.name}">${escapeHtml(options.label)}${
    options.hint ? `<span class="hint" id="${hintId}">${escapeHtml(options.hint)}</span>` : ''
  }</label>
<input id="${options.name}" name="${options.name}" type="${options.type ?? 'text'}" required
  value="${escapeHtml(options.value ?? '')}"${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''}${
    options.inputmode ? ` inputmode="${options.inputmode}"` : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}${options.invalid ? ' aria-invalid="true"' : ''}${
    options.autofocus ? ' autofocus' : ''
  }>`;
}

type ProviderState = { cspNonce?: string };

/**
 * Every answer of the OpenID provider carries a CSP with a nonce of its own, which the pages
 * rendered below use; the provider adds the hash of its own inline scripts (web_message and
 * form_post responses) to that policy itself. Its web_message answer runs in the Auth0 SDK's
 * hidden iframe on our own origin and drops frame-ancestors to allow that; put back as 'self',
 * so no other site can frame it.
 */
export async function providerPagePolicy(
  ctx: KoaContextWithOIDC,
  next: () => Promise<unknown>,
): Promise<void> {
  const nonce = newNonce();
  (ctx.state as ProviderState).cspNonce = nonce;
  ctx.set('content-security-policy', serverPagePolicy(nonce));
  await next();
  const policy = ctx.response.get('content-security-policy');
  if (typeof policy === 'string' && policy && !policy.includes('frame-ancestors')) {
    ctx.set('content-security-policy', `${policy}; frame-ancestors 'self'`);
  }
}

function nonceOf(ctx: KoaContextWithOIDC): string {
  const nonce = (ctx.state as ProviderState).cspNonce;
  if (nonce) return nonce;
  // Not reached through providerPagePolicy: make one and say so in the header.
  const fresh = newNonce();
  ctx.set('content-security-policy', serverPagePolicy(fresh));
  return fresh;
}

/**
 * Whether the sign-out was asked for by a client that holds this very person's ID token. Only
 * then does `/v2/logout` end the session without asking: a plain link from another site (a GET
 * the browser sends with the session cookie) must not sign anyone out.
 */
function hintNamesSignedInPerson(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return Boolean(accountId && hint?.payload?.sub === accountId);
}

/**
 * The provider's logout confirmation. With an ID token of the signed-in person as
 * id_token_hint it is submitted at once, as Auth0's `/v2/logout` behaves; otherwise the person
 * confirms with a button. Either way the form carries the provider's xsrf secret, which is tied
 * to the session cookie and unknown to other sites.
 */
export function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): void {
  const language = toServerLanguage(ctx.cookies.get('skjol_lang') ?? undefined);
  const t = translator(language, 'login');
  const automatic = hintNamesSignedInPerson(ctx);
  const button = automatic
    ? `<noscript><button type="submit">${escapeHtml(t('logoutButton'))}</button></noscript>`
    : `<button type="submit">${escapeHtml(t('logoutConfirmButton'))}</button>`;
  const confirm = form.replace(
    '</form>',
    `<input type="hidden" name="logout" value="yes">${button}</form>`,
  );
  const stay = `<p class="links"><a href="${language === 'en' ? '/en/vidskipti/' : '/vidskipti/'}">${escapeHtml(t('logoutCancel'))}</a></p>`;
  ctx.type = 'html';
  ctx.body = renderPage({
    language,
    nonce: nonceOf(ctx),
    title: automatic ? t('logoutHeading') : t('logoutConfirmHeading'),
    body: automatic
      ? `<h1>${escapeHtml(t('logoutHeading'))}</h1>${confirm}`
      : `<h1>${escapeHtml(t('logoutConfirmHeading'))}</h1><p>${escapeHtml(t('logoutConfirmText'))}</p>${confirm}${stay}`,
    ...(automatic ? { script: 'document.forms[0].submit();' } : {}),
  });
}

export function renderProviderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): void {
  const language = toServerLanguage(
    typeof ctx.oidc?.params?.ui_locales === 'string' ? ctx.oidc.params.ui_locales : undefined,
  );
  const t = translator(language, 'login');
  const code = out.error || 'server_error';
  ctx.type = 'html';
  ctx.body = renderPage({
    language,
    nonce: nonceOf(ctx),
    title: t('errorHeading'),
    body: `<h1>${escapeHtml(t('errorHeading'))}</h1>
<p>${escapeHtml(t('errorText'))}</p>
<p><small>${escapeHtml(code)}${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</small></p>
<a class="button" href="/">${escapeHtml(t('backToSite'))}</a>`,
  });
}
