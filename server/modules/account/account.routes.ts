import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountQuery,
  AccountResponse,
  SendTransactionOverviewRequest,
} from '../../../src/domain/api/account';
import { translator } from '../../i18n/locales';
import { requestLanguage } from '../../portal/shared';
import { mailActingParty, pdfAttachment } from '../portal-mail/portal-mail.service';
import { errors, LanguageQuery, MailSent } from '../../../src/domain/api/common';
import { formatDate } from '../../../src/domain/format';
import { accountOverview, transactionsPdf } from './account.service';
import { requestServiceContact } from '../help/general-config';

/** /api/account/v1/: transactions in a period, and the same by e-mail. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['account'];

  app.get(
    '/',
    {
      // Only '<prefix>/': API paths keep their trailing slash, and one path keeps the docs and audit exact.
      prefixTrailingSlash: 'slash',
      schema: {
        summary: 'Transactions in the period (default: the last 12 months), with totals',
        tags,
        querystring: AccountQuery,
        response: { 200: AccountResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return accountOverview(db, acting.kennitala, request.query);
    },
  );

  app.post(
    '/sendtransactionoverview/',
    {
      schema: {
        summary: 'E-mails the transactions of the period as a PDF to the registered address',
        tags,
        querystring: LanguageQuery,
        body: SendTransactionOverviewRequest,
        response: { 200: MailSent, ...errors(409, 429) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const account = await accountOverview(db, acting.kennitala, request.body ?? {});
      const pdf = await transactionsPdf(
        account,
        acting,
        lang,
        await requestServiceContact(request, lang),
      );
      return mailActingParty(request, acting, {
        subject: t('mail.transactions.subject'),
        text: t('mail.transactions.text', {
          name: acting.fullName,
          from: formatDate(account.from, lang),
          to: formatDate(account.to, lang),
        }),
        attachments: [pdfAttachment(`${t('file.transactions')}.pdf`, pdf)],
      });
    },
  );
};
