import type { ReactNode } from 'react';
import { formatNumber } from '../../src/domain/format';
import { renderHtmlPage, type RenderedPage } from '../security/html-page';
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

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function Layout({
  language,
  title,
  script = false,
  children,
}: {
  language: SimulatorLanguage;
  title: string;
  script?: boolean;
  children: ReactNode;
}) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <link rel="stylesheet" href="/pay.css" />
        {script ? <script src="/pay.js" defer /> : null}
      </head>
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

function Field(props: { name: string; label: string; autoComplete: string; maxLength: number }) {
  const { name } = props;
  return (
    <div className="field">
      <label htmlFor={name}>{props.label}</label>
      <input
        id={name}
        name={name}
        inputMode="numeric"
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        required
        aria-describedby={`${name}-error`}
      />
      <p id={`${name}-error`} className="error" hidden />
    </div>
  );
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
): RenderedPage {
  const t = pageTexts(language, session.amount);
  return renderHtmlPage(
    <Layout language={language} title={t.title} script>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form
        id="card-form"
        method="post"
        action="/api/authorize"
        noValidate
        data-session={session.token}
        data-origin={session.portalOrigin}
        data-verification-id={session.verificationId}
        data-texts={JSON.stringify(t)}
      >
        <Field name="cardNumber" label={t.cardNumber} autoComplete="cc-number" maxLength={23} />
        <div className="row">
          <Field name="expiry" label={t.expiry} autoComplete="cc-exp" maxLength={7} />
          <Field name="cvc" label={t.cvc} autoComplete="cc-csc" maxLength={4} />
        </div>
        <div className="actions">
          <button type="submit">{t.submit}</button>
          <button type="button" id="cancel" className="secondary">
            {t.cancel}
          </button>
        </div>
      </form>
      <p id="status" role="status" aria-live="polite" />
      <section aria-labelledby="test-cards">
        <h2 id="test-cards">{t.testCards}</h2>
        <ul>
          <li>
            <span className="mono">{spaced(APPROVED_TEST_CARD)}</span>
            {`: ${t.approvedCard}`}
          </li>
          <li>
            <span className="mono">{spaced(DECLINED_TEST_CARD)}</span>
            {`: ${t.declinedCard}`}
          </li>
        </ul>
        <p>{t.testCardNote}</p>
      </section>
    </Layout>,
  );
}

export function invalidSessionPage(language: SimulatorLanguage): RenderedPage {
  const t = TEXTS[language];
  return renderHtmlPage(
    <Layout language={language} title={t.title}>
      <h1>{t.heading}</h1>
      <p role="alert">{t.invalidSession}</p>
    </Layout>,
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
