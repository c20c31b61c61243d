import type { StrengthOwner } from '../../src/domain/password-strength';
import { translator, type ServerLanguage } from '../i18n/locales';
import type { RenderedPage } from '../security/html-page';
import { ErrorBox, Field, interactionPath, Links, renderPage, siteHome } from './page-frame';
import { passwordRuleScript } from './sign-in-scripts';

/** The pages of getting a password: asking for a link, and choosing the password it opens. */

export function renderRequestCredentialsPage(options: {
  language: ServerLanguage;
  nonce: string;
  interaction?: string;
  sent?: boolean;
  error?: string;
  ssn?: string;
}): RenderedPage {
  const { language, interaction } = options;
  const t = translator(language, 'login');
  const back = interaction ? (
    <Links>
      <a href={`${interactionPath(interaction)}?lang=${language}`}>{t('backToSite')}</a>
    </Links>
  ) : null;
  return renderPage({
    language,
    nonce: options.nonce,
    title: t('requestCredentialsHeading'),
    body: options.sent ? (
      <>
        <h1>{t('requestCredentialsHeading')}</h1>
        <p className="notice" role="status">
          {t('requestCredentialsSent')}
        </p>
        {back}
      </>
    ) : (
      <>
        <h1>{t('requestCredentialsHeading')}</h1>
        <p>{t('requestCredentialsText')}</p>
        <ErrorBox message={options.error} />
        <form method="post" action="/api/user/v1/login/requestcredentials/" noValidate>
          <input type="hidden" name="language" value={language} />
          {interaction ? <input type="hidden" name="interaction" value={interaction} /> : null}
          <Field
            name="ssn"
            label={t('ssnLabel')}
            hint={t('ssnHint')}
            value={options.ssn}
            inputMode="numeric"
            invalid={Boolean(options.error)}
            autoFocus
          />
          <button type="submit">{t('requestCredentialsSubmit')}</button>
        </form>
        {back}
      </>
    ),
  });
}

export function renderSetPasswordPage(options: {
  language: ServerLanguage;
  nonce: string;
  token: string;
  done?: boolean;
  error?: string;
  /**
   * Whose link it is: the page then applies the name and kennitala rule before sending and shows
   * the password's strength as the person types.
   */
  owner?: StrengthOwner;
}): RenderedPage {
  const { language, owner } = options;
  const t = translator(language, 'login');
  return renderPage({
    language,
    nonce: options.nonce,
    title: t('setPasswordHeading'),
    body: options.done ? (
      <>
        <h1>{t('setPasswordHeading')}</h1>
        <p className="notice" role="status">
          {t('setPasswordDone')}
        </p>
        <a className="button" href={siteHome(language)}>
          {t('backToSite')}
        </a>
      </>
    ) : (
      <>
        <h1>{t('setPasswordHeading')}</h1>
        <ErrorBox message={options.error} />
        <form
          id="set-password-form"
          method="post"
          action="/api/user/v1/changepasswordtoken/"
          noValidate
        >
          <input type="hidden" name="language" value={language} />
          <input type="hidden" name="token" value={options.token} />
          <Field
            name="password"
            label={t('setPasswordLabel')}
            hint={t('setPasswordHint')}
            type="password"
            autoComplete="new-password"
            invalid={Boolean(options.error)}
            autoFocus
            describedBy={owner ? 'password-strength' : undefined}
          />
          {owner ? <div id="password-strength" className="strength" aria-live="polite" /> : null}
          <button type="submit">{t('setPasswordSubmit')}</button>
        </form>
      </>
    ),
    ...(owner ? { script: passwordRuleScript(owner, language) } : {}),
  });
}

/** A sign-in that ran out (no interaction any more): what happened and a way back to the site. */
export function renderSignInExpiredPage(language: ServerLanguage, nonce: string): RenderedPage {
  const t = translator(language, 'login');
  return renderPage({
    language,
    nonce,
    title: t('sessionExpiredHeading'),
    body: (
      <>
        <h1>{t('sessionExpiredHeading')}</h1>
        <ErrorBox message={t('sessionExpired')} />
        <a className="button" href={siteHome(language)}>
          {t('backToSite')}
        </a>
      </>
    ),
  });
}
