import { actorOf } from '../../identity/authenticate';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PurchaseQuoteRequest, QuotePurchased, QuoteParams } from '../../../src/domain/api/quote';
import { errors } from '../../../src/domain/api/common';
import { purchaseQuote } from './purchase.service';
import { requestLanguage } from '../../portal/shared';
import { quoteDeps } from './quote-deps';

/** /api/quote/v1/:quoteNumber/purchase/: a signed-in customer (or staff acting) buys a saved quote. */
export const quotePurchaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = quoteDeps(app);
  const tags = ['quotes'];

  app.post(
    '/:quoteNumber/purchase/',
    {
      schema: {
        summary:
          'Buy a saved quote: its products become policies from the start date, paid as chosen; a repeat returns the same policies',
        tags,
        params: QuoteParams,
        body: PurchaseQuoteRequest,
        response: { 200: QuotePurchased, ...errors(409) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      const auth = request.auth!;
      const actor = actorOf(auth);
      const language = request.body.lang ?? requestLanguage(request);
      return purchaseQuote(deps, acting, actor, request.params.quoteNumber, request.body, language);
    },
  );
};
