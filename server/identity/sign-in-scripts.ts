import { PASSWORD_RULES, passwordProblem } from '../../src/domain/password';
import {
  ICELANDIC_PASSWORD_WORDS,
  PASSWORD_MIN_SCORE,
  passwordUserInputs,
  type StrengthOwner,
} from '../../src/domain/password-strength';
import { translator, type ServerLanguage } from '../i18n/locales';
import { strengthScriptUrls } from './password-strength-scripts';

/**
 * The sign-in pages' own scripts, each put into its page under the response's nonce. Whatever
 * they carry from elsewhere (texts, the person's name) goes in as JSON made safe for a script.
 */

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Asks every second whether the phone has answered; the page's button does the same by hand. */
export function mobileWaitingScript(language: ServerLanguage): string {
  const t = translator(language, 'login');
  return `
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
        status.textContent = res.body.message || ${scriptJson(t('mobileRejected'))};
        status.className = 'error';
        status.setAttribute('role', 'alert');
      })
      .catch(function(){ setTimeout(check, 2000); });
  }
  setTimeout(check, 1000);
})();`;
}

/**
 * The shared password rule (src/domain/password.ts) run in the browser before the form is sent,
 * so the person learns at once that their name or kennitala may not be in it. The server checks
 * again, and alone knows the common-password list. `__name` is the helper tsx/esbuild put into
 * function bodies to keep names; the page supplies a harmless one.
 */
export function passwordRuleScript(owner: StrengthOwner, language: ServerLanguage): string {
  const t = translator(language, 'login');
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
