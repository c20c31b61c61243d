import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { toServerLanguage } from '../../i18n/locales';
import { sendServerPage } from '../../security/content-security-policy';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  confirmEmailPage,
  emailConfirmedPage,
  invalidLinkPage,
  undoDonePage,
  undoPage,
} from './contact-change.pages';
import { UNDO_PATH, lookUpUndo, undoContactChange } from './contact-change.service';
import {
  EMAIL_CONFIRM_PATHS,
  confirmEmailChange,
  lookUpEmailConfirm,
} from './email-verification.service';

/**
 * A browser sends Origin (or at least Sec-Fetch-Site) with a form post; when either is there it
 * must say the form was on our own site. The undo token in the body is a secret besides.
 */
function postedFromOurSite(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin;
  // These pages send no referrer, so a browser posting their own form names its origin 'null';
  // then the browser's word on where the request came from (Sec-Fetch-Site) decides.
  if (typeof origin === 'string' && origin !== 'null') return origin === new URL(siteUrl).origin;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  return origin === undefined;
}

type UndoForm = { token?: string; language?: string };

/**
 * The page the notice's link opens: it shows what the undo would restore and a form that posts
 * it. Opening the link changes nothing (mail scanners open links); only the POST undoes.
 */
export const contactChangeUndoRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  // The page's address carries the undo token: it must not travel on in a Referer. This scope's
  // hook runs after the app's, which sets a laxer policy for every answer.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  app.get<{ Querystring: { token?: string; lang?: string } }>(
    UNDO_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 128 },
            lang: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const language = toServerLanguage(request.query.lang);
      const token = request.query.token ?? '';
      const found = await lookUpUndo(db, token);
      if (!found.ok)
        return sendServerPage(
          reply,
          (nonce) => invalidLinkPage(language, 'invalidText', nonce),
          410,
        );
      return sendServerPage(reply, (nonce) =>
        undoPage(language, nonce, { view: found.view, token, action: UNDO_PATH }),
      );
    },
  );

  app.post<{ Body: UndoForm }>(
    UNDO_PATH,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 128 },
            language: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const language = toServerLanguage(body.language);
      if (!postedFromOurSite(request, app.deps.config.siteUrl)) {
        await recordAuditEvent(db, {
          action: 'contactChange.undoRefused',
          actor: null,
          detail: { reason: 'crossSite', origin: request.headers.origin ?? null },
        });
        return sendServerPage(
          reply,
          (nonce) => invalidLinkPage(language, 'forbiddenText', nonce),
          403,
        );
      }
      const result = await undoContactChange(db, body.token ?? '');
      if (!result.ok)
        return sendServerPage(
          reply,
          (nonce) => invalidLinkPage(language, 'invalidText', nonce),
          410,
        );
      return sendServerPage(reply, (nonce) => undoDonePage(language, nonce, result.view));
    },
  );
};

/**
 * The page the confirmation link opens, in Icelandic and English: it names the address and has a
 * button that posts the token. As with the undo link, opening it changes nothing; only a POST
 * from our own site makes the address the person's.
 */
export const emailConfirmRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const { mailer } = app.deps.identity;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });
  const tokenSchema = { type: 'string', maxLength: 128 } as const;

  for (const language of ['is', 'en'] as const) {
    const path = EMAIL_CONFIRM_PATHS[language];
    const invalid = (key: 'confirmInvalidText' | 'forbiddenText') => (nonce: string) =>
      invalidLinkPage(language, key, nonce);

    app.get<{ Querystring: { token?: string } }>(
      path,
      {
        schema: {
          querystring: { type: 'object', properties: { token: tokenSchema } },
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? '';
        const found = await lookUpEmailConfirm(db, token);
        if (!found.ok) return sendServerPage(reply, invalid('confirmInvalidText'), 410);
        return sendServerPage(reply, (nonce) =>
          confirmEmailPage(language, nonce, { email: found.email, token, action: path }),
        );
      },
    );

    app.post<{ Body: { token?: string } }>(
      path,
      { schema: { body: { type: 'object', properties: { token: tokenSchema } } } },
      async (request, reply) => {
        if (!postedFromOurSite(request, app.deps.config.siteUrl)) {
          await recordAuditEvent(db, {
            action: 'contactChange.emailConfirmRefused',
            actor: null,
            detail: { reason: 'crossSite', origin: request.headers.origin ?? null },
          });
          return sendServerPage(reply, invalid('forbiddenText'), 403);
        }
        const result = await confirmEmailChange(db, mailer, request.body?.token ?? '', {
          siteUrl: app.deps.config.siteUrl,
          contentDir: app.deps.config.contentDir,
        });
        if (!result.ok) return sendServerPage(reply, invalid('confirmInvalidText'), 410);
        return sendServerPage(reply, (nonce) => emailConfirmedPage(language, nonce, result.email));
      },
    );
  }
};
