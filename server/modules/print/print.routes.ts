import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PrintQuery } from '../../../src/domain/api/print';
import { translator } from '../../i18n/locales';
import { accountOverview, transactionsPdf } from '../account/account.service';
import { claimsOverview, claimsOverviewPdf } from '../claim/claim.service';
import { getPolicy, policyOverview, policyOverviewPdf, policyPdf } from '../policy/policy.service';
import { errors, PdfFile } from '../../../src/domain/api/common';
import { badRequest } from '../../errors';
import { requestLanguage, sendPdf } from '../../portal/shared';
import { requestServiceContact } from '../help/general-config';

/** /api/print/v1/: an overview as a PDF the browser opens in its viewer for printing. */
export const printRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/',
    {
      // Only '<prefix>/': API paths keep their trailing slash, and one path keeps the docs and audit exact.
      prefixTrailingSlash: 'slash',
      schema: {
        summary:
          'The policy overview, one policy, the claims overview or transactions as a PDF (inline)',
        tags: ['print'],
        querystring: PrintQuery,
        response: { 200: PdfFile, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const contact = await requestServiceContact(request, lang);
      const query = request.query;
      let pdf: Buffer;
      let name: string;
      switch (query.type) {
        case 'policyOverview':
          pdf = await policyOverviewPdf(
            await policyOverview(db, acting.kennitala),
            acting,
            lang,
            contact,
          );
          name = t('file.policyOverview');
          break;
        case 'policy': {
          if (!query.id) throw badRequest('PolicyIdRequired', 'Name the policy (id)');
          const policy = await getPolicy(db, acting.kennitala, query.id);
          pdf = await policyPdf(policy, lang, contact);
          name = `${t('file.policy')} ${policy.number}`;
          break;
        }
        case 'claimsOverview':
          pdf = await claimsOverviewPdf(
            await claimsOverview(db, acting.kennitala),
            acting,
            lang,
            contact,
          );
          name = t('file.claimsOverview');
          break;
        case 'transactions': {
          const account = await accountOverview(db, acting.kennitala, {
            from: query.from,
            to: query.to,
            type: query.transactionType,
          });
          pdf = await transactionsPdf(account, acting, lang, contact);
          name = t('file.transactions');
          break;
        }
      }
      return sendPdf(reply, pdf, `${name}.pdf`, 'inline');
    },
  );
};
