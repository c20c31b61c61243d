import { actorOf } from '../../identity/authenticate';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DismissPendingOfferRequest,
  OfferDecided,
  OfferDecisionRequest,
  PendingOffersResponse,
} from '../../../src/domain/api/offer';
import { errors } from '../../../src/domain/api/common';
import { decideOffer, dismiss, pendingOffers } from './offer.service';

/** /api/offer/v1/pending/: offers awaiting the customer, and dismissing their notification. */
export const offerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['offer'];

  app.get(
    '/pending/',
    {
      schema: {
        summary: 'Pending offers that are still valid, and the pendingOffers notification status',
        tags,
        response: { 200: PendingOffersResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return pendingOffers(db, acting.kennitala);
    },
  );

  app.post(
    '/pending/',
    {
      schema: {
        summary: "Dismisses one offer's notification, or all with id 'pendingOffers'",
        tags,
        body: DismissPendingOfferRequest,
        response: { 200: PendingOffersResponse, ...errors(404) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return dismiss(db, acting.kennitala, request.body.id);
    },
  );

  for (const [path, decision, summary] of [
    [
      '/accept/',
      'accepted',
      'Accepts an offer: it becomes a policy from today at the offered price',
    ],
    ['/decline/', 'declined', 'Declines an offer; it leaves the pending list'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          summary,
          tags,
          body: OfferDecisionRequest,
          response: { 200: OfferDecided, ...errors(404, 409) },
        },
      },
      async (request) => {
        const acting = await request.actingParty();
        const auth = request.auth!;
        const actor = actorOf(auth);
        return decideOffer(db, acting, actor, request.body.id, decision);
      },
    );
  }
};
