import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { normalizeLocalPhone } from '../../src/domain/phone';
import type { Db } from '../db/database';
import { toServerLanguage, translator, type ServerLanguage } from '../i18n/locales';
import { sendServerPage } from '../security/content-security-policy';
import { appPage, type AppPageContent, type FormState } from './simulated-app-page';
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
    let content: AppPageContent;
    if (!row) {
      content = { kind: 'closed', title: t('notFoundTitle'), text: t('notFoundText') };
      statusCode = 404;
    } else if (row.status !== 'pending') {
      const returnUrl = safeReturn(row);
      content = { kind: 'closed', title: t('answeredTitle'), text: t('answeredText'), returnUrl };
    } else if (isExpired(new Date(row.created_at), new Date())) {
      const returnUrl = safeReturn(row);
      content = { kind: 'closed', title: t('expiredTitle'), text: t('expiredText'), returnUrl };
    } else {
      const request = { verificationCode: row.verification_code, text: row.text };
      const action = `${EID_APP_PATH}${row.reference}?lang=${language}`;
      content = { kind: 'request', request, form, action };
    }
    return sendServerPage(
      reply,
      (nonce) => appPage(nonce, language, switchHref, content),
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
