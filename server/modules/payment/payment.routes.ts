import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InstallmentsOverviewResponse,
  PaymentPeriodsResponse,
} from '../../../src/domain/api/payment';
import { resolveActingParty } from '../../identity/authenticate';
import { installmentsOverview, paymentPeriods } from './payment.service';

/** /api/payment/v1/: payment status — what is due and overdue, and the payment plan. */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['payment'];

  app.get(
    '/installmentsOverview/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Overdue and due installments, the next due date and totals',
        tags,
        response: { 200: InstallmentsOverviewResponse },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return installmentsOverview(db, acting.kennitala);
    },
  );

  app.get(
    '/periods/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Payment periods with their installments, and monthly sums for the last 12 months',
        tags,
        response: { 200: PaymentPeriodsResponse },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return paymentPeriods(db, acting.kennitala);
    },
  );
};
