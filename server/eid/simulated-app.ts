import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { normalizeLocalPhone } from '../../src/domain/phone';
import type { Db } from '../db/database';
import { toServerLanguage, translator, type ServerLanguage } from '../i18n/locales';
import { escapeHtml, htmlDocument } from '../identity/pages';
import { sendServerPage } from '../security/content-security-policy';
import { keyedLimit, clientAddressKey } from '../security/rate-limit';
import { EID_REQUEST_MINUTES, type EidAppRequest, type EidStatus } from './eid';

/**
 * The demo's e-ID app: where a real provider opens an app request in its app on the person's
 * phone, the simulator opens this page. The person says whose app it is (a demo customer's mobile
 * number), compares the verification code, and approves or declines; the page then sends the
 * browser to the return address, as the app would. Requests live in the database, so the page
 * and the outcome work on every server instance. Served under /dev, which exists in demo mode only.
 */
export const EID_APP_PATH = '/dev/eid-app/';

/** Our references carry this prefix, so `status` can tell them from the phone flow's. */
const APP_REFERENCE_PREFIX = 'app-';
const APP_REFERENCE = /^app-[0-9a-f-]{36}$/;

/** Answers per client address in the window: the page looks people up by phone number. */
export const EID_APP_ANSWERS_PER_WINDOW = 30;
const EID_APP_ANSWER_WINDOW_MS = 10 * 60_000;

/** Requests older than this are deleted when new ones are opened; they can no longer be answered. */
const KEEP_REQUESTS_MS = 24 * 60 * 60_000;

const isExpired = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() > EID_REQUEST_MINUTES * 60_000;

export const isAppReference = (reference: string) => reference.startsWith(APP_REFERENCE_PREFIX);

/** Opens a request in the simulated app; answers the link that opens it. */
export async function openAppRequest(
  db: Db,
  appUrl: string,
  request: EidAppRequest,
  now = new Date(),
): Promise<{ reference: string; appLink: string }> {
  const reference = `${APP_REFERENCE_PREFIX}${randomUUID()}`;
  await db
    .deleteFrom('eid_app_request')
    .where('created_at', '<', new Date(now.getTime() - KEEP_REQUESTS_MS))
    .execute();
  await db
    .insertInto('eid_app_request')
    .values({
      reference,
      verification_code: request.verificationCode,
      text: request.text.slice(0, 500),
      return_url: request.returnUrl,
      created_at: now,
    })
    .execute();
  return { reference, appLink: new URL(`${EID_APP_PATH}${reference}`, appUrl).href };
}

/** How an app request went, in the provider's terms. */
export async function appRequestStatus(
  db: Db,
  reference: string,
  now = new Date(),
): Promise<EidStatus> {
  const row = APP_REFERENCE.test(reference)
    ? await db
        .selectFrom('eid_app_request')
        .select(['status', 'kennitala', 'created_at'])
        .where('reference', '=', reference)
        .executeTakeFirst()
    : undefined;
  if (!row) return { status: 'rejected', reason: 'unknownReference' };
  if (row.status === 'approved' && row.kennitala)
    return { status: 'approved', kennitala: row.kennitala };
  if (row.status === 'rejected') return { status: 'rejected' };
  return isExpired(new Date(row.created_at), now) ? { status: 'expired' } : { status: 'pending' };
}

type AppRequestRow = {
  reference: string;
  verification_code: string;
  text: string;
  return_url: string;
  status: 'pending' | 'approved' | 'rejected';
  created_at: Date;
};

/** The page's language: asked for outright, else the language of the page it returns to. */
function languageOf(query: unknown, row: Pick<AppRequestRow, 'return_url'> | undefined) {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked !== undefined) return toServerLanguage(asked);
  if (!row) return 'is';
  try {
    return new URL(row.return_url).pathname.startsWith('/en/') ? 'en' : 'is';
  } catch {
    return 'is';
  }
}

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

function page(
  nonce: string,
  language: ServerLanguage,
  title: string,
  body: string,
  switchHref: string,
): string {
  const t = translator(language, 'eidApp');
  const other = language === 'en' ? 'is' : 'en';
  return htmlDocument({
    language,
    nonce,
    title: `${title} · ${t('appName')}`,
    style: STYLE,
    header: `<span class="app">${escapeHtml(t('appName'))}</span><a href="${escapeHtml(switchHref)}" lang="${other}" hreflang="${other}">${escapeHtml(t('otherLanguage'))}</a>`,
    main: `<p class="notice">${escapeHtml(t('demoNotice'))}</p>
<h1>${escapeHtml(title)}</h1>
${body}`,
  });
}

type FormState = { phone?: string; phoneError?: string; formError?: string };

function requestBody(row: AppRequestRow, language: ServerLanguage, form: FormState): string {
  const t = translator(language, 'eidApp');
  const action = `${EID_APP_PATH}${row.reference}?lang=${language}`;
  const describedBy = form.phoneError ? 'phone-hint phone-error' : 'phone-hint';
  return `<p>${escapeHtml(t('asks'))}</p>
<p class="what">${escapeHtml(row.text)}</p>
<p class="code" aria-hidden="true">${escapeHtml(row.verification_code)}</p>
<p class="code-hint">${escapeHtml(t('codeHint', { code: row.verification_code.split('').join(' ') }))}</p>
${form.formError ? `<p class="error" role="alert">${escapeHtml(form.formError)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="phone">${escapeHtml(t('phoneLabel'))}</label>
<span class="hint" id="phone-hint">${escapeHtml(t('phoneHint'))}</span>
<input id="phone" name="phone" type="tel" inputmode="numeric" autocomplete="tel-national" value="${escapeHtml(form.phone ?? '')}" aria-describedby="${describedBy}"${form.phoneError ? ' aria-invalid="true"' : ''}>
${form.phoneError ? `<p class="field-error" id="phone-error">${escapeHtml(form.phoneError)}</p>` : ''}
<button class="approve" type="submit" name="answer" value="approve">${escapeHtml(t('approve'))}</button>
<button class="decline" type="submit" name="answer" value="decline">${escapeHtml(t('decline'))}</button>
</form>`;
}

/** A closing page: the request cannot be answered (any more); a way back when there is one. */
function closedBody(language: ServerLanguage, text: string, returnUrl?: string): string {
  const t = translator(language, 'eidApp');
  return `<p>${escapeHtml(text)}</p>${returnUrl ? `<a class="button" href="${escapeHtml(returnUrl)}">${escapeHtml(t('back'))}</a>` : ''}`;
}

/** The app's page and its answer; registered under /dev, so it exists in demo mode only. */
export const eidAppRoutes: FastifyPluginAsync<{ siteUrl: string }> = async (app, { siteUrl }) => {
  const { db } = app.deps.database;
  const siteOrigin = new URL(siteUrl).origin;
  const answers = keyedLimit(app, {
    name: 'eid-app-answer',
    max: EID_APP_ANSWERS_PER_WINDOW,
    timeWindowMs: EID_APP_ANSWER_WINDOW_MS,
    key: clientAddressKey,
  });

  const findRequest = (reference: string) =>
    APP_REFERENCE.test(reference)
      ? db
          .selectFrom('eid_app_request')
          .select(['reference', 'verification_code', 'text', 'return_url', 'status', 'created_at'])
          .where('reference', '=', reference)
          .executeTakeFirst()
      : Promise.resolve(undefined);

  /** The return address, only when it is on the portal's own site: nothing else is followed. */
  const safeReturn = (row: AppRequestRow) => {
    try {
      return new URL(row.return_url).origin === siteOrigin ? row.return_url : undefined;
    } catch {
      return undefined;
    }
  };

  type Params = { reference: string };
  const referenceOf = (params: unknown) => String((params as Params).reference ?? '');

  /** Answers the page for a request in whatever state it is in. */
  function show(
    reply: Parameters<typeof sendServerPage>[0],
    language: ServerLanguage,
    reference: string,
    row: AppRequestRow | undefined,
    form: FormState = {},
    statusCode = 200,
  ) {
    const t = translator(language, 'eidApp');
    const switchHref = `${EID_APP_PATH}${encodeURIComponent(reference)}?lang=${language === 'en' ? 'is' : 'en'}`;
    let title: string;
    let body: string;
    if (!row) {
      title = t('notFoundTitle');
      body = closedBody(language, t('notFoundText'));
      statusCode = 404;
    } else if (row.status !== 'pending') {
      title = t('answeredTitle');
      body = closedBody(language, t('answeredText'), safeReturn(row));
    } else if (isExpired(new Date(row.created_at), new Date())) {
      title = t('expiredTitle');
      body = closedBody(language, t('expiredText'), safeReturn(row));
    } else {
      title = t('title');
      body = requestBody(row, language, form);
    }
    return sendServerPage(
      reply,
      (nonce) => page(nonce, language, title, body, switchHref),
      statusCode,
    );
  }

  app.get('/eid-app/:reference', { schema: { hide: true } }, async (request, reply) => {
    const reference = referenceOf(request.params);
    const row = await findRequest(reference);
    return show(reply, languageOf(request.query, row), reference, row);
  });

  app.post('/eid-app/:reference', { schema: { hide: true } }, async (request, reply) => {
    const reference = referenceOf(request.params);
    const row = await findRequest(reference);
    const language = languageOf(request.query, row);
    const t = translator(language, 'eidApp');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const typed = typeof body.phone === 'string' ? body.phone.slice(0, 40) : '';
    if (!row || row.status !== 'pending' || isExpired(new Date(row.created_at), new Date()))
      return show(reply, language, reference, row);
    if ((await answers.hit(request)).exceeded)
      return show(reply, language, reference, row, { phone: typed, formError: t('tooMany') }, 429);

    let kennitala: string | null = null;
    if (body.answer === 'approve') {
      const phone = normalizeLocalPhone(typed.trim().replace(/^\+354\s?/, ''));
      const phoneError = !typed.trim()
        ? t('phoneRequired')
        : !phone
          ? t('phoneInvalid')
          : undefined;
      const owner = phone
        ? await db
            .selectFrom('party')
            .select('kennitala')
            .where('mobile_phone', '=', phone)
            .where('kind', '=', 'person')
            .executeTakeFirst()
        : undefined;
      if (phoneError || !owner)
        return show(
          reply,
          language,
          reference,
          row,
          { phone: typed, phoneError: phoneError ?? t('phoneUnknown') },
          400,
        );
      kennitala = owner.kennitala;
    } else if (body.answer !== 'decline') {
      return show(
        reply,
        language,
        reference,
        row,
        { phone: typed, formError: t('chooseAnswer') },
        400,
      );
    }

    // Answered once: a second answer (another tab, another instance) finds nothing pending.
    const answered = await db
      .updateTable('eid_app_request')
      .set({
        status: kennitala ? 'approved' : 'rejected',
        kennitala,
        answered_at: new Date(),
      })
      .where('reference', '=', row.reference)
      .where('status', '=', 'pending')
      .where('created_at', '>', new Date(Date.now() - EID_REQUEST_MINUTES * 60_000))
      .executeTakeFirst();
    if (answered.numUpdatedRows === 0n)
      return show(reply, language, reference, await findRequest(reference));
    const returnUrl = safeReturn(row);
    if (!returnUrl)
      return show(reply, language, reference, {
        ...row,
        status: kennitala ? 'approved' : 'rejected',
      });
    return reply.redirect(returnUrl, 303);
  });
};
