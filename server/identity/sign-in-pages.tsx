import type { ReactNode } from 'react';
import { otherLanguage } from '../../src/domain/languages';
import type { ServerLanguage } from '../i18n/locales';
import { translator } from '../i18n/locales';
import type { RenderedPage } from '../security/html-page';
import { ErrorBox, Field, interactionPath, Links, renderPage, siteHome } from './page-frame';
import { QrCode } from './qr-code';
import { mobileWaitingScript } from './sign-in-scripts';
import type { TenantName } from './tenants';

export type SignInMethod = 'password' | 'mobile';

type SignInPageOptions = {
  language: ServerLanguage;
  nonce: string;
  tenant: TenantName;
  uid: string;
  method: SignInMethod;
  /** Whether mobile electronic ID is offered at all (EID_PROVIDER is not off). */
  mobile: boolean;
  error?: string;
  values?: Record<string, string>;
};

function interactionHref(uid: string, language: ServerLanguage, method: SignInMethod): string {
  return `${interactionPath(uid)}?lang=${language}&method=${method}`;
}

/** The interaction and the page's language, which every sign-in form posts along. */
function Hidden({ uid, language }: { uid: string; language: ServerLanguage }) {
  return (
    <>
      <input type="hidden" name="interaction" value={uid} />
      <input type="hidden" name="language" value={language} />
    </>
  );
}

/** A sign-in by password: who the person is (the field given), then the password. */
function PasswordForm(props: {
  uid: string;
  language: ServerLanguage;
  path: 'employee' | 'password';
  invalid: boolean;
  children: ReactNode;
}) {
  const t = translator(props.language, 'login');
  return (
    <form method="post" action={`${interactionPath(props.uid)}/login/${props.path}/`} noValidate>
      <Hidden uid={props.uid} language={props.language} />
      {props.children}
      <Field
        name="password"
        label={t('passwordLabel')}
        type="password"
        autoComplete="current-password"
        invalid={props.invalid}
      />
      <button type="submit">{t('submit')}</button>
    </form>
  );
}

export function renderSignInPage({
  language,
  nonce,
  tenant,
  uid,
  method: requested,
  mobile,
  error,
  values = {},
}: SignInPageOptions): RenderedPage {
  const method: SignInMethod = mobile ? requested : 'password';
  const t = translator(language, 'login');
  const other = otherLanguage(language);
  const invalid = Boolean(error);

  if (tenant === 'staff') {
    return renderPage({
      language,
      nonce,
      title: t('staffPageTitle'),
      languageSwitchHref: interactionHref(uid, other, 'password'),
      body: (
        <>
          <h1>{t('staffHeading')}</h1>
          <ErrorBox message={error} />
          <PasswordForm uid={uid} language={language} path="employee" invalid={invalid}>
            <Field
              name="username"
              label={t('usernameLabel')}
              value={values.username}
              autoComplete="username"
              invalid={invalid}
              autoFocus
            />
          </PasswordForm>
        </>
      ),
    });
  }

  const tab = (which: SignInMethod, label: string) => (
    <a
      href={interactionHref(uid, language, which)}
      aria-current={method === which ? 'page' : undefined}
    >
      {label}
    </a>
  );
  const form =
    method === 'password' ? (
      <>
        <PasswordForm uid={uid} language={language} path="password" invalid={invalid}>
          <Field
            name="ssn"
            label={t('ssnLabel')}
            hint={t('ssnHint')}
            value={values.ssn}
            autoComplete="username"
            inputMode="numeric"
            invalid={invalid}
            autoFocus
          />
        </PasswordForm>
        <Links>
          <a
            href={`/innskraning/nytt-lykilord/?lang=${language}&interaction=${encodeURIComponent(uid)}`}
          >
            {t('forgotPassword')}
          </a>
        </Links>
      </>
    ) : (
      <>
        <form method="post" action={`${interactionPath(uid)}/login/mobile/`} noValidate>
          <Hidden uid={uid} language={language} />
          <Field
            name="phone"
            label={t('phoneLabel')}
            hint={t('phoneHint')}
            type="tel"
            value={values.phone}
            autoComplete="tel-national"
            inputMode="tel"
            invalid={invalid}
            autoFocus
          />
          <button type="submit">{t('mobileSubmit')}</button>
        </form>
        <p className="notice">{t('mobileNewCustomer')}</p>
      </>
    );

  return renderPage({
    language,
    nonce,
    title: t('pageTitle'),
    languageSwitchHref: interactionHref(uid, other, method),
    body: (
      <>
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
        {mobile ? (
          <nav className="tabs" aria-label={t('intro')}>
            {tab('password', t('passwordTab'))}
            {tab('mobile', t('mobileTab'))}
          </nav>
        ) : null}
        <ErrorBox message={error} />
        {form}
      </>
    ),
  });
}

/** Shown while the person approves on the phone; polls without JavaScript's help too (button). */
export function renderMobileWaitingPage(options: {
  language: ServerLanguage;
  nonce: string;
  uid: string;
  requestId: string;
  verificationCode: string;
}): RenderedPage {
  const { language, nonce, uid, requestId, verificationCode } = options;
  const t = translator(language, 'login');
  return renderPage({
    language,
    nonce,
    title: t('mobileWaitingHeading'),
    body: (
      <>
        <h1>{t('mobileWaitingHeading')}</h1>
        <p>{t('mobileWaitingText')}</p>
        <p>{`${t('verificationCode')}:`}</p>
        <p className="code" data-testid="verification-code">
          {verificationCode}
        </p>
        <p id="mobile-status" className="notice" aria-live="polite">
          {t('mobilePending')}
        </p>
        <form id="mobile-complete" method="post" action={`${interactionPath(uid)}/login/mobile/`}>
          <Hidden uid={uid} language={language} />
          <input type="hidden" name="requestId" value={requestId} />
          <button type="submit" className="secondary">
            {t('mobileContinue')}
          </button>
        </form>
        <Links>
          <a href={interactionHref(uid, language, 'mobile')}>{t('cancel')}</a>
        </Links>
      </>
    ),
    script: mobileWaitingScript(language),
  });
}

/** A field's own error under it; the field names it as its error message. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

/**
 * A person mobile ID has just identified who is not yet a customer: the name and kennitala come
 * from the provider and are only shown; the person gives the e-mail and mobile number we use.
 */
export function renderNewCustomerPage(options: {
  language: ServerLanguage;
  nonce: string;
  uid: string;
  name: string;
  kennitala: string;
  values: { email?: string; mobile?: string };
  errors?: { email?: string; mobile?: string };
  problem?: string;
}): RenderedPage {
  const { language, nonce, uid, name, kennitala, values, errors = {} } = options;
  const t = translator(language, 'login');
  const action = `${interactionPath(uid)}/nyr-vidskiptavinur/`;
  const errorId = (id: string, message: string | undefined) =>
    message ? `${id}-error` : undefined;
  return renderPage({
    language,
    nonce,
    title: t('newCustomerHeading'),
    languageSwitchHref: `${action}?lang=${otherLanguage(language)}`,
    body: (
      <>
        <h1>{t('newCustomerHeading')}</h1>
        <p>{t('newCustomerText', { name })}</p>
        <dl className="identity">
          <dt>{t('newCustomerName')}</dt>
          <dd data-testid="new-customer-name">{name}</dd>
          <dt>{t('ssnLabel')}</dt>
          <dd>{`${kennitala.slice(0, 6)}-${kennitala.slice(6)}`}</dd>
        </dl>
        <ErrorBox message={options.problem} />
        <form method="post" action={action} noValidate>
          <input type="hidden" name="language" value={language} />
          <Field
            name="email"
            label={t('emailLabel')}
            hint={t('newCustomerEmailHint')}
            type="email"
            value={values.email}
            autoComplete="email"
            errorMessageId={errorId('email', errors.email)}
            autoFocus
          />
          <FieldError id="email" message={errors.email} />
          <Field
            name="mobile"
            label={t('phoneLabel')}
            hint={t('phoneHint')}
            type="tel"
            value={values.mobile}
            autoComplete="tel-national"
            inputMode="tel"
            errorMessageId={errorId('mobile', errors.mobile)}
          />
          <FieldError id="mobile" message={errors.mobile} />
          <button type="submit">{t('newCustomerSubmit')}</button>
        </form>
        <Links>
          <a href={siteHome(language)}>{t('cancel')}</a>
        </Links>
      </>
    ),
  });
}

/**
 * The staff sign-in's second step: the code from the authenticator app. Someone enrolling first
 * sees the QR code to scan and the same secret written out, for an app on this very computer.
 */
export function renderSecondFactorPage(options: {
  language: ServerLanguage;
  nonce: string;
  uid: string;
  enrolment?: { secret: string; uri: string };
  error?: string;
}): RenderedPage {
  const { language, nonce, uid, enrolment, error } = options;
  const t = translator(language, 'login');
  const heading = t(enrolment ? 'totpEnrolHeading' : 'totpHeading');
  return renderPage({
    language,
    nonce,
    title: heading,
    languageSwitchHref: `${interactionPath(uid)}?lang=${otherLanguage(language)}`,
    body: (
      <>
        <h1>{heading}</h1>
        {enrolment ? (
          <>
            <p>{t('totpEnrolText')}</p>
            <figure className="qr" role="img" aria-label={t('totpQrLabel')}>
              <QrCode text={enrolment.uri} />
            </figure>
            <p>{t('totpSecretText')}</p>
            <p className="secret" data-testid="totp-secret" data-secret={enrolment.secret}>
              {enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? ''}
            </p>
          </>
        ) : (
          <p>{t('totpText')}</p>
        )}
        <ErrorBox message={error} />
        <form method="post" action={`${interactionPath(uid)}/login/totp/`} noValidate>
          <Hidden uid={uid} language={language} />
          <Field
            name="code"
            label={t('totpLabel')}
            hint={t('totpHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            invalid={Boolean(error)}
            autoFocus
          />
          <button type="submit">{t('totpSubmit')}</button>
        </form>
        <Links>
          <a href={`${interactionPath(uid)}?lang=${language}&restart=1`}>{t('totpRestart')}</a>
        </Links>
      </>
    ),
  });
}

/** A staff member's enrolment link that is not (or no longer) good, or opened too often. */
export function renderEnrolmentLinkPage(
  language: ServerLanguage,
  nonce: string,
  limited: boolean,
): RenderedPage {
  const t = translator(language, 'login');
  return renderPage({
    language,
    nonce,
    title: t('enrolmentLinkHeading'),
    body: (
      <>
        <h1>{t('enrolmentLinkHeading')}</h1>
        <p>{t(limited ? 'enrolmentLinkTooMany' : 'enrolmentLinkInvalid')}</p>
      </>
    ),
  });
}
