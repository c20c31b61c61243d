import type { FastifyPluginAsync } from 'fastify';
import { INSTALLMENT_STATUSES, PAYMENT_METHODS } from '../../../src/domain/api/portal';
import { resolveActingParty } from '../../identity/authenticate';
import {
  iskSchema,
  isoDateSchema,
  localizedSchema,
  nullableIsoDateSchema,
  uuidSchema,
} from '../print/portal';
import { installmentsOverview, paymentPeriods } from './payment.service';

const installmentSchema = {
  type: 'object',
  required: [
    'id',
    'periodId',
    'policyId',
    'policyNumber',
    'description',
    'dueDate',
    'amount',
    'paidAmount',
    'paidDate',
    'status',
  ],
  properties: {
    id: uuidSchema,
    periodId: uuidSchema,
    policyId: { type: ['string', 'null'], format: 'uuid' },
    policyNumber: { type: ['string', 'null'] },
    description: localizedSchema,
    dueDate: isoDateSchema,
    amount: iskSchema,
    paidAmount: iskSchema,
    paidDate: nullableIsoDateSchema,
    status: { type: 'string', enum: INSTALLMENT_STATUSES },
  },
} as const;

const overviewSchema = {
  type: 'object',
  required: ['overdue', 'due', 'nextDueDate', 'nextDueAmount', 'totals'],
  properties: {
    overdue: { type: 'array', items: installmentSchema },
    due: { type: 'array', items: installmentSchema },
    nextDueDate: nullableIsoDateSchema,
    nextDueAmount: iskSchema,
    totals: {
      type: 'object',
      required: ['overdue', 'due', 'outstanding', 'paidThisYear'],
      properties: {
        overdue: iskSchema,
        due: iskSchema,
        outstanding: iskSchema,
        paidThisYear: iskSchema,
      },
    },
  },
} as const;

const periodsSchema = {
  type: 'object',
  required: ['periods', 'months'],
  properties: {
    periods: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'start', 'end', 'paymentMethod', 'installments', 'totals'],
        properties: {
          id: uuidSchema,
          name: localizedSchema,
          start: isoDateSchema,
          end: isoDateSchema,
          paymentMethod: { type: 'string', enum: PAYMENT_METHODS },
          installments: { type: 'array', items: installmentSchema },
          totals: {
            type: 'object',
            required: ['amount', 'paid', 'outstanding'],
            properties: { amount: iskSchema, paid: iskSchema, outstanding: iskSchema },
          },
        },
      },
    },
    months: {
      type: 'array',
      items: {
        type: 'object',
        required: ['month', 'amount', 'paid', 'overdue'],
        properties: {
          month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
          amount: iskSchema,
          paid: iskSchema,
          overdue: iskSchema,
        },
      },
    },
  },
} as const;

/** /api/payment/v1/: payment status — what is due and overdue, and the payment plan. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['payment'];

  app.get(
    '/installmentsOverview/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Overdue and due installments, the next due date and totals',
        tags,
        response: { 200: overviewSchema },
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
        response: { 200: periodsSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return paymentPeriods(db, acting.kennitala);
    },
  );
};
