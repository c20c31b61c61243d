import type { KoaContextWithOIDC } from 'oidc-provider';
import { toServerLanguage, translator } from '../i18n/locales';
import { newNonce, serverPagePolicy } from '../security/content-security-policy';
import { renderPage } from './page-frame';

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
 * The xsrf secret the provider has just put in the session for this confirmation; the form it
 * hands to logoutSource carries the same value. We render the form ourselves from it rather
 * than pasting the provider's markup into ours.
 */
function logoutSecret(ctx: KoaContextWithOIDC): string {
  const secret = ctx.oidc.session?.state?.secret;
  if (typeof secret !== 'string') throw new Error('The provider made no logout secret');
  return secret;
}

/**
 * The provider's logout confirmation. With an ID token of the signed-in person as
 * id_token_hint it is submitted at once, as Auth0's `/v2/logout` behaves; otherwise the person
 * confirms with a button. Either way the form carries the provider's xsrf secret, which is tied
 * to the session cookie and unknown to other sites.
 */
export function renderLogoutPage(ctx: KoaContextWithOIDC): void {
  const language = toServerLanguage(ctx.cookies.get('skjol_lang') ?? undefined);
  const t = translator(language, 'login');
  const automatic = hintNamesSignedInPerson(ctx);
  const heading = automatic ? t('logoutHeading') : t('logoutConfirmHeading');
  const confirm = (
    <form id="op.logoutForm" method="post" action={ctx.oidc.urlFor('end_session_confirm')}>
      <input type="hidden" name="xsrf" value={logoutSecret(ctx)} />
      <input type="hidden" name="logout" value="yes" />
      {automatic ? (
        <noscript>
          <button type="submit">{t('logoutButton')}</button>
        </noscript>
      ) : (
        <button type="submit">{t('logoutConfirmButton')}</button>
      )}
    </form>
  );
  ctx.type = 'html';
  ctx.body = renderPage({
    language,
    nonce: nonceOf(ctx),
    title: heading,
    body: automatic ? (
      <>
        <h1>{heading}</h1>
        {confirm}
      </>
    ) : (
      <>
        <h1>{heading}</h1>
        <p>{t('logoutConfirmText')}</p>
        {confirm}
        <p className="links">
          <a href={language === 'en' ? '/en/vidskipti/' : '/vidskipti/'}>{t('logoutCancel')}</a>
        </p>
      </>
    ),
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
    body: (
      <>
        <h1>{t('errorHeading')}</h1>
        <p>{t('errorText')}</p>
        <p>
          <small>{out.error_description ? `${code}: ${out.error_description}` : code}</small>
        </p>
        <a className="button" href="/">
          {t('backToSite')}
        </a>
      </>
    ),
  });
}
