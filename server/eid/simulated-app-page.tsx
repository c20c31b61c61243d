import { translator, type ServerLanguage } from '../i18n/locales';
import { ServerDocument } from '../identity/page-frame';
import { renderHtmlPage, type RenderedPage } from '../security/html-page';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1b1f24;background:#eef1f4;line-height:1.5}
header{background:#1b1f24;color:#fff}
header .inner,main{max-width:26rem;margin:0 auto;padding:12px 16px}
header .inner{display:flex;justify-content:space-between;align-items:center;gap:12px}
header a{color:#fff}
.app{font-weight:700}
main{background:#fff;margin-top:24px;border-radius:12px;padding:20px}
h1{font-size:1.4rem;margin:0 0 8px}
.notice{font-size:.9rem;background:#fff6db;border-left:4px solid #b88700;padding:8px 12px;border-radius:4px}
.what{font-weight:600;font-size:1.1rem}
.code{font-size:2.2rem;font-weight:700;letter-spacing:.3rem;text-align:center;margin:8px 0 0}
.code-hint{text-align:center;font-size:.9rem;color:#4a525c;margin:0 0 8px}
label{display:block;font-weight:600;margin-top:16px}
.hint{display:block;font-size:.9rem;color:#4a525c}
input{width:100%;font-size:1.1rem;padding:10px 12px;margin-top:6px;border:1px solid #7d8793;border-radius:8px;font-family:inherit}
input[aria-invalid=true]{border-color:#b3261e}
.field-error{color:#b3261e;font-weight:600;margin:4px 0 0}
.error{background:#fdecea;color:#8c1d18;border-left:4px solid #b3261e;padding:8px 12px;border-radius:4px}
button,.button{display:block;width:100%;margin-top:16px;padding:12px 16px;font-size:1.05rem;font-weight:600;border-radius:8px;cursor:pointer;font-family:inherit;text-align:center;text-decoration:none}
.approve{background:#1d6b3a;color:#fff;border:0}
.decline{background:#fff;color:#8c1d18;border:2px solid #8c1d18}
.button{background:#1b1f24;color:#fff}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
`;

/** What the request asks, from the row the portal's sign-in or signing opened. */
export type AppRequestView = { verificationCode: string; text: string };

export type FormState = { phone?: string; phoneError?: string; formError?: string };

/** What the page shows: the request to answer, or why it cannot be answered (any more). */
export type AppPageContent =
  | { kind: 'request'; request: AppRequestView; form: FormState; action: string }
  | { kind: 'closed'; title: string; text: string; returnUrl?: string | undefined };

function RequestBody({
  language,
  request,
  form,
  action,
}: {
  language: ServerLanguage;
  request: AppRequestView;
  form: FormState;
  action: string;
}) {
  const t = translator(language, 'eidApp');
  const code = request.verificationCode;
  return (
    <>
      <p>{t('asks')}</p>
      <p className="what">{request.text}</p>
      <p className="code" aria-hidden="true">
        {code}
      </p>
      <p className="code-hint">{t('codeHint', { code: code.split('').join(' ') })}</p>
      {form.formError ? (
        <p className="error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <form method="post" action={action} noValidate>
        <label htmlFor="phone">{t('phoneLabel')}</label>
        <span className="hint" id="phone-hint">
          {t('phoneHint')}
        </span>
        <input
          id="phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          defaultValue={form.phone ?? ''}
          aria-describedby={form.phoneError ? 'phone-hint phone-error' : 'phone-hint'}
          aria-invalid={form.phoneError ? true : undefined}
        />
        {form.phoneError ? (
          <p className="field-error" id="phone-error">
            {form.phoneError}
          </p>
        ) : null}
        <button className="approve" type="submit" name="answer" value="approve">
          {t('approve')}
        </button>
        <button className="decline" type="submit" name="answer" value="decline">
          {t('decline')}
        </button>
      </form>
    </>
  );
}

/** The demo e-ID app's page in its own look, with the switch to the other language. */
export function appPage(
  nonce: string,
  language: ServerLanguage,
  switchHref: string,
  content: AppPageContent,
): RenderedPage {
  const t = translator(language, 'eidApp');
  const other = language === 'en' ? 'is' : 'en';
  const title = content.kind === 'request' ? t('title') : content.title;
  return renderHtmlPage(
    <ServerDocument
      language={language}
      nonce={nonce}
      title={`${title} · ${t('appName')}`}
      style={STYLE}
      header={
        <>
          <span className="app">{t('appName')}</span>
          <a href={switchHref} lang={other} hrefLang={other}>
            {t('otherLanguage')}
          </a>
        </>
      }
    >
      <p className="notice">{t('demoNotice')}</p>
      <h1>{title}</h1>
      {content.kind === 'request' ? (
        <RequestBody
          language={language}
          request={content.request}
          form={content.form}
          action={content.action}
        />
      ) : (
        <>
          <p>{content.text}</p>
          {content.returnUrl ? (
            <a className="button" href={content.returnUrl}>
              {t('back')}
            </a>
          ) : null}
        </>
      )}
    </ServerDocument>,
  );
}
