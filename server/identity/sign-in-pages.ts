import { otherLanguage } from '../../src/domain/languages';
import { PASSWORD_RULES, passwordProblem } from '../../src/domain/password';
import {
  ICELANDIC_PASSWORD_WORDS,
  PASSWORD_MIN_SCORE,
  passwordUserInputs,
  type StrengthOwner,
} from '../../src/domain/password-strength';
import type { ServerLanguage } from '../i18n/locales';
import { translator } from '../i18n/locales';
import { errorBox, escapeHtml, field, renderPage } from './pages';
import { strengthScriptUrls } from './password-strength-scripts';
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
  return `/interaction/${encodeURIComponent(uid)}?lang=${language}&method=${method}`;
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
}: SignInPageOptions): string {
  const method: SignInMethod = mobile ? requested : 'password';
  const t = translator(language, 'login');
  const other = otherLanguage(language);
  const hidden = `<input type="hidden" name="interaction" value="${escapeHtml(uid)}"><input type="hidden" name="language" value="${language}">`;

  if (tenant === 'staff') {
    return renderPage({
      language,
      nonce,
      title: t('staffPageTitle'),
      languageSwitchHref: interactionHref(uid, other, 'password'),
      body: `<h1>${escapeHtml(t('staffHeading'))}</h1>
${errorBox(error)}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login/employee/" novalidate>
${hidden}
${field({ name: 'username', label: t('usernameLabel'), value: values.username, autocomplete: 'username', invalid: Boolean(error), autofocus: true })}
${field({ name: 'password', label: t('passwordLabel'), type: 'password', autocomplete: 'current-password', invalid: Boolean(error) })}
<button type="submit">${escapeHtml(t('submit'))}</button>
</form>`,
    });
  }

  const tabs = !mobile
    ? ''
    : `<nav class="tabs" aria-label="${escapeHtml(t('intro'))}">
<a href="${interactionHref(uid, language, 'password')}"${method === 'password' ? ' aria-current="page"' : ''}>${escapeHtml(t('passwordTab'))}</a>
<a href="${interactionHref(uid, language, 'mobile')}"${method === 'mobile' ? ' aria-current="page"' : ''}>${escapeHtml(t('mobileTab'))}</a>
</nav>`;
  const form =
    method === 'password'
      ? `<form method="post" action="/interaction/${encodeURIComponent(uid)}/login/password/" novalidate>
${hidden}
${field({ name: 'ssn', label: t('ssnLabel'), hint: t('ssnHint'), value: values.ssn, autocomplete: 'username', inputmode: 'numeric', invalid: Boolean(error), autofocus: true })}
${field({ name: 'password', label: t('passwordLabel'), type: 'password', autocomplete: 'current-password', invalid: Boolean(error) })}
<button type="submit">${escapeHtml(t('submit'))}</button>
</form>
<p class="links"><a href="/innskraning/nytt-lykilord/?lang=${language}&amp;interaction=${encodeURIComponent(uid)}">${escapeHtml(t('forgotPassword'))}</a></p>`
      : `<form method="post" action="/interaction/${encodeURIComponent(uid)}/login/mobile/" novalidate>
${hidden}
${field({ name: 'phone', label: t('phoneLabel'), hint: t('phoneHint'), type: 'tel', value: values.phone, autocomplete: 'tel-national', inputmode: 'tel', invalid: Boolean(error), autofocus: true })}
<button type="submit">${escapeHtml(t('mobileSubmit'))}</button>
</form>
<p class="notice">${escapeHtml(t('mobileNewCustomer'))}</p>`;

  return renderPage({
    language,
    nonce,
    title: t('pageTitle'),
    languageSwitchHref: interactionHref(uid, other, method),
    body: `<h1>${escapeHtml(t('heading'))}</h1>
<p>${escapeHtml(t('intro'))}</p>
${tabs}
${errorBox(error)}
${form}`,
  });
}

/** Shown while the person approves on the phone; polls without JavaScript's help too (button). */
export function renderMobileWaitingPage(options: {
  language: ServerLanguage;
  nonce: string;
  uid: string;
  requestId: string;
  verificationCode: string;
}): string {
  const { language, nonce, uid, requestId, verificationCode } = options;
  const t = translator(language, 'login');
  const poll = `
(function(){
  var form = document.getElementById('mobile-complete');
  var status = document.getElementById('mobile-status');
  function check(){
    var body = new URLSearchParams(new FormData(form));
    fetch(form.action, {method:'POST', headers:{'accept':'application/json','content-type':'application/x-www-form-urlencoded'}, body: body.toString()})
      .then(function(r){ return r.json().then(function(b){ return {ok:r.ok, body:b}; }); })
      .then(function(res){
        if (res.body.redirectTo) { window.location.assign(res.body.redirectTo); return; }
        if (res.body.status === 'pending') { setTimeout(check, 1000); return; }
        status.textContent = res.body.message || ${JSON.stringify(t('mobileRejected'))};
        status.className = 'error';
        status.setAttribute('role', 'alert');
      })
      .catch(function(){ setTimeout(check, 2000); });
  }
  setTimeout(check, 1000);
})();`;
  return renderPage({
    language,
    nonce,
    title: t('mobileWaitingHeading'),
    body: `<h1>${escapeHtml(t('mobileWaitingHeading'))}</h1>
<p>${escapeHtml(t('mobileWaitingText'))}</p>
<p>${escapeHtml(t('verificationCode'))}:</p>
<p class="code" data-testid="verification-code">${escapeHtml(verificationCode)}</p>
<p id="mobile-status" class="notice" aria-live="polite">${escapeHtml(t('mobilePending'))}</p>
<form id="mobile-complete" method="post" action="/interaction/${encodeURIComponent(uid)}/login/mobile/">
<input type="hidden" name="interaction" value="${escapeHtml(uid)}">
<input type="hidden" name="language" value="${language}">
<input type="hidden" name="requestId" value="${escapeHtml(requestId)}">
<button type="submit" class="secondary">${escapeHtml(t('mobileContinue'))}</button>
</form>
<p class="links"><a href="/interaction/${encodeURIComponent(uid)}?lang=${language}&amp;method=mobile">${escapeHtml(t('cancel'))}</a></p>`,
    script: poll,
  });
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
}): string {
  const { language, nonce, uid, name, kennitala, values, errors = {} } = options;
  const t = translator(language, 'login');
  const action = `/interaction/${encodeURIComponent(uid)}/nyr-vidskiptavinur/`;
  const fieldError = (id: string, message: string | undefined) =>
    message ? `<p class="error" id="${id}-error">${escapeHtml(message)}</p>` : '';
  const withError = (html: string, id: string, message: string | undefined) =>
    message
      ? html.replace(
          ` id="${id}" `,
          ` id="${id}" aria-invalid="true" aria-errormessage="${id}-error" `,
        )
      : html;
  return renderPage({
    language,
    nonce,
    title: t('newCustomerHeading'),
    languageSwitchHref: `${action}?lang=${otherLanguage(language)}`,
    body: `<h1>${escapeHtml(t('newCustomerHeading'))}</h1>
<p>${escapeHtml(t('newCustomerText', { name }))}</p>
<dl class="identity">
<dt>${escapeHtml(t('newCustomerName'))}</dt><dd data-testid="new-customer-name">${escapeHtml(name)}</dd>
<dt>${escapeHtml(t('ssnLabel'))}</dt><dd>${escapeHtml(`${kennitala.slice(0, 6)}-${kennitala.slice(6)}`)}</dd>
</dl>
${errorBox(options.problem)}
<form method="post" action="${action}" novalidate>
<input type="hidden" name="language" value="${language}">
${withError(field({ name: 'email', label: t('emailLabel'), hint: t('newCustomerEmailHint'), type: 'email', value: values.email, autocomplete: 'email', autofocus: true }), 'email', errors.email)}
${fieldError('email', errors.email)}
${withError(field({ name: 'mobile', label: t('phoneLabel'), hint: t('phoneHint'), type: 'tel', value: values.mobile, autocomplete: 'tel-national', inputmode: 'tel' }), 'mobile', errors.mobile)}
${fieldError('mobile', errors.mobile)}
<button type="submit">${escapeHtml(t('newCustomerSubmit'))}</button>
</form>
<p class="links"><a href="${language === 'en' ? '/en/' : '/'}">${escapeHtml(t('cancel'))}</a></p>`,
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
  enrolment?: { secret: string; qrSvg: string };
  error?: string;
}): string {
  const { language, nonce, uid, enrolment, error } = options;
  const t = translator(language, 'login');
  const other = otherLanguage(language);
  const grouped = enrolment?.secret.match(/.{1,4}/g)?.join(' ') ?? '';
  const enrol = enrolment
    ? `<p>${escapeHtml(t('totpEnrolText'))}</p>
<figure class="qr" role="img" aria-label="${escapeHtml(t('totpQrLabel'))}">${enrolment.qrSvg}</figure>
<p>${escapeHtml(t('totpSecretText'))}</p>
<p class="secret" data-testid="totp-secret" data-secret="${escapeHtml(enrolment.secret)}">${escapeHtml(grouped)}</p>`
    : `<p>${escapeHtml(t('totpText'))}</p>`;
  return renderPage({
    language,
    nonce,
    title: t(enrolment ? 'totpEnrolHeading' : 'totpHeading'),
    languageSwitchHref: `/interaction/${encodeURIComponent(uid)}?lang=${other}`,
    body: `<h1>${escapeHtml(t(enrolment ? 'totpEnrolHeading' : 'totpHeading'))}</h1>
${enrol}
${errorBox(error)}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login/totp/" novalidate>
<input type="hidden" name="interaction" value="${escapeHtml(uid)}"><input type="hidden" name="language" value="${language}">
${field({ name: 'code', label: t('totpLabel'), hint: t('totpHint'), autocomplete: 'one-time-code', inputmode: 'numeric', invalid: Boolean(error), autofocus: true })}
<button type="submit">${escapeHtml(t('totpSubmit'))}</button>
</form>
<p class="links"><a href="/interaction/${encodeURIComponent(uid)}?lang=${language}&amp;restart=1">${escapeHtml(t('totpRestart'))}</a></p>`,
  });
}

export function renderRequestCredentialsPage(options: {
  language: ServerLanguage;
  nonce: string;
  interaction?: string;
  sent?: boolean;
  error?: string;
  ssn?: string;
}): string {
  const t = translator(options.language, 'login');
  const back = options.interaction
    ? `<p class="links"><a href="/interaction/${encodeURIComponent(options.interaction)}?lang=${options.language}">${escapeHtml(t('backToSite'))}</a></p>`
    : '';
  const body = options.sent
    ? `<h1>${escapeHtml(t('requestCredentialsHeading'))}</h1><p class="notice" role="status">${escapeHtml(t('requestCredentialsSent'))}</p>${back}`
    : `<h1>${escapeHtml(t('requestCredentialsHeading'))}</h1>
<p>${escapeHtml(t('requestCredentialsText'))}</p>
${errorBox(options.error)}
<form method="post" action="/api/user/v1/login/requestcredentials/" novalidate>
<input type="hidden" name="language" value="${options.language}">
${options.interaction ? `<input type="hidden" name="interaction" value="${escapeHtml(options.interaction)}">` : ''}
${field({ name: 'ssn', label: t('ssnLabel'), hint: t('ssnHint'), value: options.ssn, inputmode: 'numeric', invalid: Boolean(options.error), autofocus: true })}
<button type="submit">${escapeHtml(t('requestCredentialsSubmit'))}</button>
</form>${back}`;
  return renderPage({
    language: options.language,
    nonce: options.nonce,
    title: t('requestCredentialsHeading'),
    body,
  });
}

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shared password rule (src/domain/password.ts) run in the browser before the form is sent,
 * so the person learns at once that their name or kennitala may not be in it. The server checks
 * again, and alone knows the common-password list. `__name` is the helper tsx/esbuild put into
 * function bodies to keep names; the page supplies a harmless one.
 */
function passwordRuleScript(
  owner: StrengthOwner,
  t: (key: string) => string,
  language: ServerLanguage,
): string {
  const messages = Object.fromEntries(
    [
      'passwordTooShort',
      'passwordTooLong',
      'passwordContainsKennitala',
      'passwordContainsName',
    ].map((key) => [key, t(key)]),
  );
  return `(function () {
  var __name = function (fn) { return fn; };
  var problemOf = (${passwordProblem.toString()});
  var owner = ${scriptJson({ kennitala: owner.kennitala ?? null, name: owner.name ?? null })};
  var rules = ${scriptJson(PASSWORD_RULES)};
  var messages = ${scriptJson(messages)};
  var form = document.getElementById('set-password-form');
  form.addEventListener('submit', function (event) {
    var input = form.elements.namedItem('password');
    var problem = problemOf(input.value, owner, rules);
    if (!problem) return;
    event.preventDefault();
    var box = document.getElementById('form-error');
    if (!box) {
      box = document.createElement('div');
      box.className = 'error';
      box.id = 'form-error';
      box.setAttribute('role', 'alert');
      form.parentNode.insertBefore(box, form);
    }
    box.textContent = messages[problem];
    input.setAttribute('aria-invalid', 'true');
    var described = input.getAttribute('aria-describedby') || '';
    if (described.indexOf('form-error') < 0)
      input.setAttribute('aria-describedby', (described + ' form-error').trim());
    input.focus();
  });
})();
${strengthMeterScript(owner, language)}`;
}

/**
 * The strength meter under the password field: the first keystroke loads zxcvbn-ts's browser
 * builds (password-strength-scripts.ts) with this response's nonce, then every keystroke shows
 * the score in four bars and words, and zxcvbn's reason while it is too weak. The options are
 * those of src/domain/password-strength.ts (strengthOptions), the person's details the same
 * user inputs the server counts; the server judges again when the form is sent.
 */
function strengthMeterScript(owner: StrengthOwner, language: ServerLanguage): string {
  const texts = translator(language, 'passwordStrength');
  const keys = ['label', 'checking', 'enough', 'notEnough', 0, 1, 2, 3, 4].map((key) =>
    typeof key === 'number' ? `score${key}` : key,
  );
  const config = {
    scripts: strengthScriptUrls(),
    words: ICELANDIC_PASSWORD_WORDS,
    inputs: passwordUserInputs(owner),
    minScore: PASSWORD_MIN_SCORE,
    texts: Object.fromEntries(keys.map((key) => [key, texts(key)])),
    warnings: Object.fromEntries(
      WARNING_KEYS.map((key) => [key, texts(`warning.${key}`)] as const),
    ),
  };
  return `(function () {
  var config = ${scriptJson(config)};
  var nonce = document.currentScript ? document.currentScript.nonce : '';
  var input = document.getElementById('password');
  var meter = document.getElementById('password-strength');
  if (!input || !meter) return;
  var checker = null;
  var loading = false;
  function line(text, strong) {
    var p = document.createElement('p');
    if (strong) {
      p.appendChild(document.createTextNode(config.texts.label + ': '));
      var b = document.createElement('strong');
      b.textContent = strong;
      p.appendChild(b);
      p.appendChild(document.createTextNode('. ' + text));
    } else p.textContent = text;
    meter.appendChild(p);
  }
  function show() {
    meter.textContent = '';
    meter.className = 'strength';
    if (!input.value) return;
    if (!checker) return line(config.texts.checking);
    var result = checker.check(input.value, config.inputs);
    var enough = result.score >= config.minScore;
    meter.className = 'strength s' + result.score;
    var bars = document.createElement('div');
    bars.className = 'bars';
    bars.setAttribute('aria-hidden', 'true');
    for (var step = 1; step <= 4; step += 1) {
      var bar = document.createElement('span');
      if (result.score >= step) bar.className = 'on';
      bars.appendChild(bar);
    }
    meter.appendChild(bars);
    line(enough ? config.texts.enough : config.texts.notEnough, config.texts['score' + result.score]);
    var warning = result.feedback.warning && config.warnings[result.feedback.warning];
    if (!enough && warning) line(warning);
  }
  function build() {
    var z = window.zxcvbnts;
    var dictionary = Object.assign({}, z['language-common'].dictionary, z['language-en'].dictionary, { icelandic: config.words });
    checker = new z.core.ZxcvbnFactory({ graphs: z['language-common'].adjacencyGraphs, dictionary: dictionary });
    show();
  }
  function load() {
    loading = true;
    var next = 0;
    (function one() {
      if (next === config.scripts.length) return build();
      var script = document.createElement('script');
      script.src = config.scripts[next];
      next += 1;
      script.nonce = nonce;
      script.onload = one;
      // Without the meter the form still works, and the server judges the password.
      script.onerror = function () { meter.textContent = ''; };
      document.head.appendChild(script);
    })();
  }
  input.addEventListener('input', function () {
    if (!checker && !loading && input.value) load();
    show();
  });
})();`;
}

/** zxcvbn's warning keys, each with a text in the passwordStrength group. */
const WARNING_KEYS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const;

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
}): string {
  const t = translator(options.language, 'login');
  const body = options.done
    ? `<h1>${escapeHtml(t('setPasswordHeading'))}</h1><p class="notice" role="status">${escapeHtml(t('setPasswordDone'))}</p><a class="button" href="${options.language === 'en' ? '/en/' : '/'}">${escapeHtml(t('backToSite'))}</a>`
    : `<h1>${escapeHtml(t('setPasswordHeading'))}</h1>
${errorBox(options.error)}
<form id="set-password-form" method="post" action="/api/user/v1/changepasswordtoken/" novalidate>
<input type="hidden" name="language" value="${options.language}">
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
${field({ name: 'password', label: t('setPasswordLabel'), hint: t('setPasswordHint'), type: 'password', autocomplete: 'new-password', invalid: Boolean(options.error), autofocus: true, describedBy: options.owner ? 'password-strength' : undefined })}
${options.owner ? '<div id="password-strength" class="strength" aria-live="polite"></div>' : ''}
<button type="submit">${escapeHtml(t('setPasswordSubmit'))}</button>
</form>`;
  return renderPage({
    language: options.language,
    nonce: options.nonce,
    title: t('setPasswordHeading'),
    body,
    ...(options.owner ? { script: passwordRuleScript(options.owner, t, options.language) } : {}),
  });
}
