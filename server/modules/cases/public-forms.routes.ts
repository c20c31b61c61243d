import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TObject } from 'typebox';
import {
  CaseCreated,
  ChildInsuranceRequest,
  OkuvisirRequest,
  OtherMattersRequest,
  SalesPromotionRequest,
} from '../../../src/domain/api/case';
import { errors } from '../../../src/domain/api/common';
import {
  createChildInsuranceSchema,
  createOkuvisirSchema,
  createSalesPromotionSchema,
  otherMattersSchema,
} from '../../../src/domain/forms';
import type { FormRules } from '../../form-rules';
import type { ServerLanguage } from '../../i18n/locales';
import { requestLanguage } from '../../portal/shared';
import { caseDeps } from './cases.service';
import { formLimits } from './form-limits';
import { decoyCaseNumber, type CaseDeps } from './cases.service';
import {
  submitChildInsurance,
  submitOkuvisir,
  submitOtherMatters,
  submitSalesPromotion,
} from './public-forms.service';

type Submit = (
  deps: CaseDeps,
  body: unknown,
  language: ServerLanguage,
) => Promise<{ caseNumber: string }>;

/**
 * The public JSON forms that open a case, under /api/form: child insurance, Ökuvísir and other
 * matters. Each counts into the inquiry's limits and drops a filled-in honeypot.
 */
export const publicFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = caseDeps(app);
  const { withinFormLimits } = formLimits(app);

  function caseForm(
    url: string,
    body: TObject,
    formRules: FormRules,
    summary: string,
    submit: Submit,
  ) {
    app.post(
      url,
      {
        config: { formRules },
        schema: { summary, tags: ['forms'], body, response: { 201: CaseCreated, ...errors(429) } },
      },
      async (request, reply) => {
        await withinFormLimits(request, reply);
        const form = request.body as { website?: string; lang?: ServerLanguage };
        // A filled-in honeypot is a bot: it gets the answer a person would, and nothing is kept.
        if (form.website?.trim()) {
          request.log.info({ honeypot: true, url }, 'form: honeypot filled in; dropped');
          return reply.code(201).send({ caseNumber: decoyCaseNumber() });
        }
        const language = form.lang ?? requestLanguage(request);
        return reply.code(201).send(await submit(deps, request.body, language));
      },
    );
  }

  caseForm(
    '/v1/childinsurance/',
    ChildInsuranceRequest,
    () => createChildInsuranceSchema(),
    'A parent applies for child insurance for a child under 18: it becomes a case and the parent is mailed its number',
    (deps, body, language) => submitChildInsurance(deps, body, language),
  );
  caseForm(
    '/v1/okuvisir/',
    OkuvisirRequest,
    () => createOkuvisirSchema(),
    'A driver signs up for Ökuvísir (driving-behaviour discount) with their car: it becomes a case and the driver is mailed its number',
    (deps, body, language) => submitOkuvisir(deps, body, language),
  );
  caseForm(
    '/v1/other/',
    OtherMattersRequest,
    otherMattersSchema,
    'Other matters: a message that fits no other form becomes a case and the sender is mailed its number',
    submitOtherMatters,
  );
  caseForm(
    '/v1/salespromotion/',
    SalesPromotionRequest,
    () => createSalesPromotionSchema(),
    "Get an offer from a running campaign (its code and the products of interest): it becomes a case in the sales team's queue and the sender is mailed its number",
    (deps, body, language) => submitSalesPromotion(deps, body, language),
  );
};
