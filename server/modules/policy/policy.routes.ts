import { actorOf } from '../../identity/authenticate';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { translator } from '../../i18n/locales';
import { requestLanguage } from '../../portal/shared';
import { partyEmail } from '../party/party.repository';
import { mailActingParty, pdfAttachment } from '../portal-mail/portal-mail.service';
import {
  IdBody,
  IdQuery,
  LanguageQuery,
  MailSent,
  errors,
  OptionalLanguageBody,
} from '../../../src/domain/api/common';
import {
  BenefitsResponse,
  Policy,
  PolicyOverviewResponse,
  PolicyWithdrawn,
} from '../../../src/domain/api/policy';
import { todayInIceland } from '../../../src/domain/calendar';
import { formatDate } from '../../../src/domain/format';
import {
  benefits,
  getPolicy,
  policyOverview,
  policyOverviewPdf,
  policyPdf,
  withdrawPolicy,
} from './policy.service';
import { requestServiceContact } from '../help/general-config';
import { sendPartyRead } from '../../portal/party-reads';

/** /api/policy/: the acting party's policies, benefits, and their PDFs by e-mail. */
export const policyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['policy'];

  app.get(
    '/v3/overview/',
    {
      schema: {
        summary: 'All policies of the acting party, with coverages and documents',
        tags,
        querystring: LanguageQuery,
        response: { 200: PolicyOverviewResponse },
      },
    },
    async (request, reply) => {
      const acting = await request.actingParty();
      // The day is part of the answer: a policy's status follows the calendar.
      return sendPartyRead(reply, acting.kennitala, `policy-overview ${todayInIceland()}`, () =>
        policyOverview(db, acting.kennitala),
      );
    },
  );

  app.get(
    '/v2/',
    {
      schema: {
        summary: 'One policy of the acting party (404 for any other id)',
        tags,
        querystring: IdQuery,
        response: { 200: Policy, ...errors(404) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return getPolicy(db, acting.kennitala, request.query.id);
    },
  );

  app.get(
    '/v2/benefits/',
    {
      schema: {
        summary: 'Benefits that come with the policy mix: discounts and included services',
        tags,
        response: { 200: BenefitsResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return benefits(db, acting.kennitala, app.deps.config.contentDir);
    },
  );

  app.post(
    '/v1/sendpolicyoverview/',
    {
      schema: {
        summary: 'E-mails the policy overview as a PDF to the registered address',
        tags,
        querystring: LanguageQuery,
        body: OptionalLanguageBody,
        response: { 200: MailSent, ...errors(409, 429) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const pdf = await policyOverviewPdf(
        await policyOverview(db, acting.kennitala),
        acting,
        lang,
        await requestServiceContact(request, lang),
      );
      return mailActingParty(request, acting, {
        subject: t('mail.policyOverview.subject'),
        text: t('mail.policyOverview.text', { name: acting.fullName }),
        attachments: [pdfAttachment(`${t('file.policyOverview')}.pdf`, pdf)],
      });
    },
  );

  app.post(
    '/v2/sendpolicy/',
    {
      schema: {
        summary: "E-mails one policy's PDF to the registered address",
        tags,
        querystring: LanguageQuery,
        body: IdBody,
        response: { 200: MailSent, ...errors(404, 409, 429) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const t = translator(lang, 'portal-documents');
      const policy = await getPolicy(db, acting.kennitala, request.body.id);
      const pdf = await policyPdf(policy, lang, await requestServiceContact(request, lang));
      return mailActingParty(request, acting, {
        subject: t('mail.policy.subject', { number: policy.number }),
        text: t('mail.policy.text', {
          name: acting.fullName,
          product: policy.product.name[lang],
          number: policy.number,
        }),
        attachments: [pdfAttachment(`${t('file.policy')} ${policy.number}.pdf`, pdf)],
      });
    },
  );

  app.post(
    '/v1/withdraw/',
    {
      schema: {
        summary:
          'The 14-day right of withdrawal: a policy bought online is cancelled from its start; the holder is mailed',
        tags,
        body: IdBody,
        response: { 200: PolicyWithdrawn, ...errors(404, 409) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const auth = request.auth!;
      const actor = actorOf(auth);
      const lang = requestLanguage(request);
      const withdrawn = await withdrawPolicy(db, acting, actor, request.body.id);
      const to = await partyEmail(db, acting.kennitala);
      if (to) {
        const t = translator(lang, 'quote');
        await app.deps.identity.mailer.send({
          to,
          subject: t('withdrawnMailSubject', { number: withdrawn.number }),
          text: [
            t('purchaseMailGreeting', { name: acting.fullName }),
            '',
            t('withdrawnMailText', {
              product: withdrawn.productName[lang],
              number: withdrawn.number,
              date: formatDate(withdrawn.withdrawnOn, lang),
            }),
            '',
            t('mailSignature'),
          ].join('\n'),
        });
      }
      return { number: withdrawn.number, withdrawnOn: withdrawn.withdrawnOn };
    },
  );
};
