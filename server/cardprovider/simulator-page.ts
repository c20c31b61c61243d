import { formatNumber } from '../../src/domain/format';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from './test-cards';

/** The simulator's page texts; it is another company's site, so its words live with it. */
const TEXTS = {
  is: {
    title: 'Kortaskráning – prófunarþjónusta',
    heading: 'Skráðu greiðslukort',
    intro:
      'Þetta er prófunarútgáfa kortaþjónustunnar. Kortið er aðeins staðfest, ekkert er skuldfært.',
    cardNumber: 'Kortanúmer',
    expiry: 'Gildistími (MM/ÁÁ)',
    cvc: 'Öryggisnúmer (CVC)',
    submit: 'Staðfesta kort',
    cancel: 'Hætta við',
    checking: 'Kortið er staðfest …',
    approved: 'Kortið var staðfest. Glugginn lokast.',
    declined: 'Kortinu var hafnað. Glugginn lokast.',
    cancelled: 'Hætt var við skráninguna. Glugginn lokast.',
    expired: 'Skráningarfresturinn er liðinn. Byrjaðu aftur á þjónustuvefnum.',
    fixErrors: 'Lagaðu það sem er merkt hér fyrir ofan.',
    networkError: 'Ekki náðist samband. Reyndu aftur.',
    noOpener: 'Þessi gluggi var ekki opnaður af þjónustuvefnum. Þú mátt loka honum.',
    invalidCardNumber: 'Kortanúmerið er ekki gilt.',
    invalidExpiry: 'Sláðu inn gildistíma á forminu MM/ÁÁ.',
    expiredCard: 'Kortið er útrunnið.',
    invalidCvc: 'Öryggisnúmerið er 3 eða 4 tölustafir.',
    testCards: 'Prófunarkort',
    approvedCard: 'samþykkt',
    declinedCard: 'hafnað',
    testCardNote:
      'Hvaða gildistími í framtíðinni sem er og hvaða þriggja stafa öryggisnúmer sem er.',
    invalidSession: 'Þessi slóð er ekki gild eða er útrunnin. Byrjaðu aftur á þjónustuvefnum.',
    payTitle: 'Greiðsla með korti – prófunarþjónusta',
    payHeading: 'Greiða {amount} kr.',
    payIntro:
      'Þetta er prófunarútgáfa kortaþjónustunnar. Greiðslan er aðeins í prófunarumhverfi, ekkert er raunverulega skuldfært.',
    paySubmit: 'Greiða {amount} kr.',
    payChecking: 'Greiðslan er framkvæmd …',
    payApproved: 'Greiðslan tókst. Glugginn lokast.',
    payDeclined: 'Kortinu var hafnað. Glugginn lokast.',
    payCancelled: 'Hætt var við greiðsluna. Glugginn lokast.',
    payExpired: 'Greiðslufresturinn er liðinn. Byrjaðu aftur á þjónustuvefnum.',
  },
  en: {
    title: 'Card registration – test service',
    heading: 'Register a payment card',
    intro:
      'This is the test version of the card service. The card is only verified; nothing is charged.',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    submit: 'Verify card',
    cancel: 'Cancel',
    checking: 'Verifying the card …',
    approved: 'The card was verified. This window will close.',
    declined: 'The card was declined. This window will close.',
    cancelled: 'Registration was cancelled. This window will close.',
    expired: 'The time to register has run out. Start again on the service web.',
    fixErrors: 'Please correct what is marked above.',
    networkError: 'Could not connect. Please try again.',
    noOpener: 'This window was not opened by the service web. You may close it.',
    invalidCardNumber: 'The card number is not valid.',
    invalidExpiry: 'Enter the expiry date as MM/YY.',
    expiredCard: 'The card has expired.',
    invalidCvc: 'The security code is 3 or 4 digits.',
    testCards: 'Test cards',
    approvedCard: 'approved',
    declinedCard: 'declined',
    testCardNote: 'Any expiry date in the future and any three-digit security code.',
    invalidSession: 'This address is not valid or has expired. Start again on the service web.',
    payTitle: 'Card payment – test service',
    payHeading: 'Pay ISK {amount}',
    payIntro:
      'This is the test version of the card service. The payment is a test; nothing is really charged.',
    paySubmit: 'Pay ISK {amount}',
    payChecking: 'Making the payment …',
    payApproved: 'The payment went through. This window will close.',
    payDeclined: 'The card was declined. This window will close.',
    payCancelled: 'The payment was cancelled. This window will close.',
    payExpired: 'The time to pay has run out. Start again on the service web.',
  },
} as const;

export type SimulatorLanguage = keyof typeof TEXTS;

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function layout(
  language: SimulatorLanguage,
  title: string,
  body: string,
  { script = false } = {},
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/pay.css">
${script ? '<script src="/pay.js" defer></script>\n' : ''}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function field(name: string, label: string, autoComplete: string, maxLength: number): string {
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" inputmode="numeric" autocomplete="${autoComplete}" maxlength="${maxLength}" required aria-describedby="${name}-error">
<p id="${name}-error" class="error" hidden></p>
</div>`;
}

/**
 * The page's words: a card registration's, or a payment's when the session carries an amount
 * (the same form, with the amount in the heading and on the button).
 */
function pageTexts(language: SimulatorLanguage, amount: number | undefined) {
  const t = TEXTS[language];
  if (amount === undefined) return t;
  const withAmount = (text: string) => text.replace('{amount}', formatNumber(amount, language));
  return {
    ...t,
    title: t.payTitle,
    heading: withAmount(t.payHeading),
    intro: t.payIntro,
    submit: withAmount(t.paySubmit),
    checking: t.payChecking,
    approved: t.payApproved,
    declined: t.payDeclined,
    cancelled: t.payCancelled,
    expired: t.payExpired,
  };
}

export function paymentPage(
  language: SimulatorLanguage,
  session: { token: string; portalOrigin: string; verificationId: string; amount?: number },
): string {
  const t = pageTexts(language, session.amount);
  const body = `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.intro)}</p>
<form id="card-form" method="post" action="/api/authorize" novalidate
  data-session="${escapeHtml(session.token)}"
  data-origin="${escapeHtml(session.portalOrigin)}"
  data-verification-id="${escapeHtml(session.verificationId)}"
  data-texts="${escapeHtml(JSON.stringify(t))}">
${field('cardNumber', t.cardNumber, 'cc-number', 23)}
<div class="row">
${field('expiry', t.expiry, 'cc-exp', 7)}
${field('cvc', t.cvc, 'cc-csc', 4)}
</div>
<div class="actions">
<button type="submit">${escapeHtml(t.submit)}</button>
<button type="button" id="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
</div>
</form>
<p id="status" role="status" aria-live="polite"></p>
<section aria-labelledby="test-cards">
<h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<ul>
<li><span class="mono">${spaced(APPROVED_TEST_CARD)}</span>: ${escapeHtml(t.approvedCard)}</li>
<li><span class="mono">${spaced(DECLINED_TEST_CARD)}</span>: ${escapeHtml(t.declinedCard)}</li>
</ul>
<p>${escapeHtml(t.testCardNote)}</p>
</section>`;
  return layout(language, t.title, body, { script: true });
}

export function invalidSessionPage(language: SimulatorLanguage): string {
  const t = TEXTS[language];
  return layout(
    language,
    t.title,
    `<h1>${escapeHtml(t.heading)}</h1>\n<p role="alert">${escapeHtml(t.invalidSession)}</p>`,
  );
}

/**
 * The page's script, served from the simulator's own origin (its CSP allows nothing else). It
 * asks the simulator to verify the card, then answers the portal window that opened it, and
 * only that window's origin, which came signed in the session.
 */
export const PAYMENT_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('card-form');
  if (!form) return;
  var texts = JSON.parse(form.getAttribute('data-texts'));
  var session = form.getAttribute('data-session');
  var portalOrigin = form.getAttribute('data-origin');
  var verificationId = form.getAttribute('data-verification-id');
  var status = document.getElementById('status');
  var submit = form.querySelector('button[type="submit"]');
  var cancel = document.getElementById('cancel');
  var fields = ['cardNumber', 'expiry', 'cvc'];

  // The portal window that opened this page as a popup, or the portal page that shows it in a
  // frame (it may only be framed by the portal's origin, see the page's CSP).
  function answer(message) {
    var popup = window.opener && !window.opener.closed ? window.opener : null;
    var target = popup || (window.parent !== window ? window.parent : null);
    if (!target) {
      status.textContent = texts.noOpener;
      return;
    }
    target.postMessage(message, portalOrigin);
    if (popup) setTimeout(function () { window.close(); }, 200);
  }

  function showProblems(problems) {
    var first = null;
    fields.forEach(function (name) {
      var input = document.getElementById(name);
      var error = document.getElementById(name + '-error');
      var problem = problems[name];
      if (problem) {
        input.setAttribute('aria-invalid', 'true');
        error.textContent = texts[problem];
        error.hidden = false;
        if (!first) first = input;
      } else {
        input.removeAttribute('aria-invalid');
        error.textContent = '';
        error.hidden = true;
      }
    });
    if (first) first.focus();
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    showProblems({});
    submit.disabled = true;
    status.textContent = texts.checking;
    var body = { session: session };
    fields.forEach(function (name) { body[name] = document.getElementById(name).value; });
    fetch('/api/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
      .then(function (response) {
        return response.json().then(function (json) { return { status: response.status, body: json }; });
      })
      .then(function (result) {
        var outcome = result.body.outcome;
        if (outcome === 'approved') {
          status.textContent = texts.approved;
          answer({
            message: 'success',
            verificationId: verificationId,
            verificationData: result.body.verificationData,
            verificationHash: result.body.verificationHash
          });
        } else if (outcome === 'declined') {
          status.textContent = texts.declined;
          answer({ message: 'declined', verificationId: verificationId });
        } else if (outcome === 'expired') {
          status.textContent = texts.expired;
          answer({ message: 'expired', verificationId: verificationId });
        } else {
          submit.disabled = false;
          showProblems(result.body.problems || {});
          status.textContent = texts.fixErrors;
        }
      })
      .catch(function () {
        submit.disabled = false;
        status.textContent = texts.networkError;
      });
  });

  cancel.addEventListener('click', function () {
    status.textContent = texts.cancelled;
    answer({ message: 'cancelled', verificationId: verificationId });
  });
})();
`;

export const PAYMENT_STYLES = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#f4f1ea}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.6rem;margin:0 0 .5rem}
h2{font-size:1.1rem;margin:2rem 0 .5rem}
form{background:#fff;border:1px solid #c9c2b4;border-radius:8px;padding:1.25rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1rem;flex:1}
.row{display:flex;gap:1rem;flex-wrap:wrap}
label{font-weight:600}
input{font:inherit;min-height:44px;padding:.5rem .75rem;border:2px solid #6b6457;border-radius:6px}
input:focus{outline:3px solid #7a3e00;outline-offset:2px}
input[aria-invalid="true"]{border-color:#a4161a;background:#fff5f5}
.error{margin:0;color:#a4161a;font-weight:600;font-size:.9rem}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border-radius:6px;border:2px solid #7a3e00;background:#7a3e00;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#7a3e00}
button:focus{outline:3px solid #1d1d1f;outline-offset:2px}
button:disabled{opacity:.6;cursor:not-allowed}
#status{min-height:1.5rem;font-weight:600}
.mono{font-family:ui-monospace,Menlo,Consolas,monospace}
`;
