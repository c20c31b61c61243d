import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ErasureStatusResponse,
  OverviewDownloadQuery,
  OverviewStatusResponse,
} from '../../../src/domain/api/settings';
import { AppError } from '../../errors';
import { contentDisposition } from '../../download-name';
import { requestLanguage } from '../../portal/shared';
import { errors } from '../../../src/domain/api/common';
import {
  erasureStatus,
  overviewFile,
  overviewStatus,
  requestErasure,
  requestOverview,
} from './privacy.service';
import { requestServiceContact } from '../help/general-config';

const tags = ['settings'];

/**
 * Privacy requests concern the signed-in person themself: never someone who granted them
 * access, never a company (companies have no privacy page), and staff may only look.
 */
async function privacySubject(request: FastifyRequest, change: boolean): Promise<string> {
  const acting = await request.actingParty();
  if (acting.isCompany)
    throw new AppError('PrivacyNotForCompanies', 403, 'Privacy requests are for individuals');
  if (acting.via === 'grant' || (change && acting.via === 'staff'))
    throw new AppError(
      'PrivacySelfOnly',
      403,
      'Only the person themself can make privacy requests',
    );
  return acting.kennitala;
}

/** /api/user/v1/settings/privacy/: a copy of one's data, and the ökuvísir erasure. */
export const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { mailer } = app.deps.identity;

  app.get(
    '/settings/privacy/overviewStatus/',
    {
      schema: {
        summary: 'The latest copy of personal data asked for, and whether it can be downloaded',
        tags,
        response: { 200: OverviewStatusResponse },
      },
    },
    async (request) => overviewStatus(db, await privacySubject(request, false)),
  );

  app.post(
    '/settings/privacy/overviewRequest/',
    {
      schema: {
        summary: 'Makes a copy of all personal data held about the signed-in person',
        tags,
        response: { ...errors(409), 200: OverviewStatusResponse },
      },
    },
    async (request) => {
      const kennitala = await privacySubject(request, true);
      return requestOverview(db, mailer, {
        kennitala,
        lang: requestLanguage(request),
        siteUrl: app.deps.config.siteUrl,
        actor: kennitala,
        ip: request.ip,
      });
    },
  );

  app.get(
    '/settings/privacy/overviewDownload/',
    {
      schema: {
        summary: 'The finished copy of personal data as PDF or JSON',
        tags,
        querystring: OverviewDownloadQuery,
        response: {
          200: {
            description: 'The copy as a file (attachment)',
            content: {
              'application/pdf': { schema: { type: 'string', format: 'binary' } },
              'application/json': { schema: { type: 'object' } },
            },
          },
          ...errors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const kennitala = await privacySubject(request, true);
      const lang = requestLanguage(request);
      const file = await overviewFile(
        db,
        kennitala,
        request.query.id,
        request.query.format,
        lang,
        await requestServiceContact(request, lang),
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/settings/privacy/okuvisirErasureStatus/',
    {
      schema: {
        summary: 'How many ökuvísir trips are held and how the last erasure request went',
        tags,
        response: { 200: ErasureStatusResponse },
      },
    },
    async (request) => erasureStatus(db, await privacySubject(request, false)),
  );

  app.post(
    '/settings/privacy/okuvisirErasureRequest/',
    {
      schema: {
        summary: 'Erases every trip the ökuvísir app recorded about the signed-in person',
        tags,
        response: { 200: ErasureStatusResponse },
      },
    },
    async (request) => {
      const kennitala = await privacySubject(request, true);
      return requestErasure(db, { kennitala, actor: kennitala, ip: request.ip });
    },
  );
};
