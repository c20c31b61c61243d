import { actorOf } from '../../identity/authenticate';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CompanyOverviewResponse,
  LiabilityPolicyResponse,
  LiabilityUpdateRequest,
  PersonalPolicyResponse,
  PersonalUpdateRequest,
  TravelPolicyResponse,
  TravelUpdateRequest,
  UpdateRequested,
} from '../../../src/domain/api/company';
import { companyUpdateSchema } from '../../../src/domain/forms/company-policy-update';
import { todayInIceland } from '../../../src/domain/calendar';
import { errors } from '../../../src/domain/api/common';
import { AppError } from '../../errors';
import { requestLanguage } from '../../portal/shared';
import { keyedLimit } from '../../security/rate-limit';
import { caseDeps } from '../cases/cases.service';
import {
  COMPANY_UPDATES_PER_HOUR,
  companyOverview,
  liabilityPolicy,
  personalPolicy,
  requestUpdate,
  travelPolicy,
  type CompanyContext,
} from './company.service';

const RULES =
  'For the company the call acts for (overviewUser: a representative; impersonatedUser: staff). ' +
  'A person answers 403 NotACompany; a company without the policy in force 404 ' +
  'CompanyPolicyNotFound.';

const REQUEST_RULES =
  `${RULES} Only a representative with a full grant, or staff who may write, asks: a read-only ` +
  'grant answers 403 ReadOnlyGrant. The rules are src/domain/forms/company-policy-update.ts ' +
  '(400 ValidationFailed with field errors; on the employee accident policy an employee taken off ' +
  'must be on it, one added must not, and a request must change something); while an earlier request is open 409 ' +
  `UpdateAlreadyPending; ${COMPANY_UPDATES_PER_HOUR} requests an hour per signed-in person ` +
  '(429 TooManyUpdateRequests). The request becomes a case in the company queue, and the ' +
  'person who asked is mailed its number.';

/** /api/company/v1/: a company's liability, employee accident and travel policies (decision 029). */
export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const deps = caseDeps(app);
  const tags = ['company'];
  const updates = keyedLimit(app, {
    name: 'company-update',
    max: COMPANY_UPDATES_PER_HOUR,
    timeWindowMs: 60 * 60_000,
    key: ({ auth }) => (auth ? actorOf(auth) : undefined),
  });

  async function contextOf(request: FastifyRequest): Promise<CompanyContext> {
    const acting = await request.actingParty();
    // The signed-in area checked the token first, so auth is set.
    return { acting, auth: request.auth! };
  }

  const policies = [
    {
      kind: 'liability',
      what: 'liability policy: turnover, activity and covers',
      response: LiabilityPolicyResponse,
      read: liabilityPolicy,
    },
    {
      kind: 'personal',
      what: 'employee accident policy: employees covered, payroll and sums',
      response: PersonalPolicyResponse,
      read: personalPolicy,
    },
    {
      kind: 'travel',
      what: 'travel policy: travellers, trips and covers',
      response: TravelPolicyResponse,
      read: travelPolicy,
    },
  ] as const;
  for (const { kind, what, response, read } of policies) {
    app.get(
      `/v1/${kind}/`,
      {
        schema: {
          summary: `The company’s ${what}, and any pending change`,
          description: RULES,
          tags,
          response: { 200: response, ...errors(403, 404) },
        },
      },
      async (request) => read(db, await contextOf(request)),
    );
  }

  app.get(
    '/v1/overview/',
    {
      schema: {
        summary: 'The company’s fleet, employees covered and representatives with their grants',
        description: 'A person answers 403 NotACompany.',
        tags,
        response: { 200: CompanyOverviewResponse, ...errors(403) },
      },
    },
    async (request) => companyOverview(db, (await contextOf(request)).acting),
  );

  const requests = [
    { kind: 'liability', body: LiabilityUpdateRequest, what: 'turnover or activity' },
    {
      kind: 'personal',
      body: PersonalUpdateRequest,
      what: 'employees (by name), headcount or payroll',
    },
    { kind: 'travel', body: TravelUpdateRequest, what: 'travellers or trips' },
  ] as const;
  for (const { kind, body, what } of requests) {
    app.post(
      `/v1/${kind}/requestupdate/`,
      {
        config: { formRules: () => companyUpdateSchema(kind, todayInIceland()) },
        schema: {
          summary: `A representative asks for a change to the ${what} the company is insured for`,
          description: REQUEST_RULES,
          tags,
          body,
          response: { 201: UpdateRequested, ...errors(403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const created = await requestUpdate(
          deps,
          await contextOf(request),
          kind,
          request.body,
          request.body.lang ?? requestLanguage(request),
          async () => {
            const limited = await updates.hit(request);
            if (limited.exceeded)
              throw new AppError(
                'TooManyUpdateRequests',
                429,
                'Too many change requests this hour; try again later',
              );
          },
        );
        return reply.code(201).send(created);
      },
    );
  }
};
