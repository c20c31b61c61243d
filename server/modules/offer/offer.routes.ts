import type { FastifyPluginAsync } from 'fastify';
import {
  NOTIFICATION_STATUSES,
  PENDING_OFFERS_NOTIFICATION_ID,
} from '../../../src/domain/api/portal';
import { resolveActingParty } from '../../identity/authenticate';
import {
  iskSchema,
  isoDateSchema,
  productSchema,
  localizedSchema,
  uuidSchema,
} from '../print/portal';
import { dismiss, pendingOffers } from './offer.service';

const pendingOffersSchema = {
  type: 'object',
  required: ['offers', 'notification'],
  properties: {
    offers: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'number',
          'product',
          'description',
          'annualPremium',
          'createdAt',
          'validUntil',
          'notificationStatus',
        ],
        properties: {
          id: uuidSchema,
          number: { type: 'string' },
          product: productSchema,
          description: localizedSchema,
          annualPremium: iskSchema,
          createdAt: { type: 'string', format: 'date-time' },
          validUntil: isoDateSchema,
          notificationStatus: { type: 'string', enum: NOTIFICATION_STATUSES },
        },
      },
    },
    notification: {
      type: 'object',
      required: ['id', 'status'],
      properties: {
        id: { type: 'string', const: PENDING_OFFERS_NOTIFICATION_ID },
        status: { type: 'string', enum: NOTIFICATION_STATUSES },
      },
    },
  },
} as const;

const dismissBody = {
  type: 'object',
  required: ['id', 'status'],
  additionalProperties: false,
  properties: {
    id: { anyOf: [uuidSchema, { type: 'string', const: PENDING_OFFERS_NOTIFICATION_ID }] },
    status: { type: 'string', const: 'dismissed' },
  },
} as const;

/** /api/offer/v1/pending/: offers awaiting the customer, and dismissing their notification. */
export const offerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const tags = ['offer'];

  app.get(
    '/pending/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Pending offers that are still valid, and the pendingOffers notification status',
        tags,
        response: { 200: pendingOffersSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return pendingOffers(db, acting.kennitala);
    },
  );

  app.post<{ Body: { id: string; status: 'dismissed' } }>(
    '/pending/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Dismisses one offer's notification, or all with id 'pendingOffers'",
        tags,
        body: dismissBody,
        response: { 200: pendingOffersSchema },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      return dismiss(db, acting.kennitala, request.body.id);
    },
  );
};
