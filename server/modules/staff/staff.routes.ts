import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import {
  CustomerSearchQuery,
  CustomerSearchResult,
  RecentCustomers,
  StaffHomeSummary,
} from '../../../src/domain/api/staff';
import { AppError } from '../../errors';
import { keyedLimit } from '../../security/rate-limit';
import { recentCustomers, searchCustomers, staffHomeSummary, staffOnly } from './staff.service';

/**
 * Searches one employee may make in the window: far more than anyone types while serving people,
 * too few to read the customer register out by brute force.
 */
export const CUSTOMER_SEARCHES_PER_STAFF = 60;
export const CUSTOMER_SEARCH_WINDOW_MINUTES = 5;

/** /api/staff/v1/: the staff host's own tools. Every route is for staff only (403 StaffOnly). */
export const staffToolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['staff'];
  const searches = keyedLimit(app, {
    name: 'staff-customer-search',
    max: CUSTOMER_SEARCHES_PER_STAFF,
    timeWindowMs: CUSTOMER_SEARCH_WINDOW_MINUTES * 60_000,
    key: ({ auth }) => (auth?.kind === 'staff' ? auth.staffId : undefined),
  });

  app.get(
    '/customers/search/',
    {
      schema: {
        summary:
          'Finds customers by name, kennitala, phone, e-mail, policy or claim number or registration',
        description:
          'Names match in part, without regard to case or accents. Every search is audited.',
        tags,
        querystring: CustomerSearchQuery,
        response: { 200: CustomerSearchResult, ...errors(429) },
      },
    },
    async (request, reply) => {
      const staff = staffOnly(request.auth);
      const limited = await searches.hit(request);
      if (limited.exceeded) {
        void reply.header('retry-after', String(limited.retryAfterSeconds));
        throw new AppError('TooManyRequests', 429, 'Too many searches; try again in a while');
      }
      return searchCustomers(db, staff, request.query.q);
    },
  );

  app.get(
    '/customers/recent/',
    {
      schema: {
        summary: 'The customers this employee acted for lately, newest first',
        tags,
        response: { 200: RecentCustomers },
      },
    },
    async (request) => ({ customers: await recentCustomers(db, staffOnly(request.auth)) }),
  );

  app.get(
    '/home/',
    {
      schema: {
        summary: "The staff home: the work queues' counts and the customer last worked for",
        tags,
        response: { 200: StaffHomeSummary },
      },
    },
    async (request) => staffHomeSummary(db, staffOnly(request.auth)),
  );
};
