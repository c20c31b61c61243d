import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuyQuoteRequest,
  QuoteKeyQuery,
  QuoteParams,
  QuotePrice,
  QuotePriceRequest,
  SavedQuote,
  SaveQuoteRequest,
  Vehicle,
  VehicleParams,
} from '../../../src/domain/api/quote';
import { errors } from '../../../src/domain/api/common';
import { quoteRequestSchema } from '../../../src/domain/forms/quote';
import { isValidRegistration, normalizeRegistration } from '../../../src/domain/quote';
import { badRequest, notFound } from '../../errors';
import { requestLanguage } from '../../portal/shared';
import { clientAddressKey, keyedLimit, withinLimits } from '../../security/rate-limit';
import { quoteDeps } from './quote-deps';
import {
  decoyQuote,
  keepQuoteToBuy,
  lookUpVehicle,
  openQuote,
  priceItems,
  saveQuote,
} from './quote.service';

/** Prices one address may ask for: a visitor trying every choice twice over, not a scraper. */
export const PRICE_LIMIT_PER_ADDRESS = { max: 240, timeWindowMs: 10 * 60_000 };
/** Registration look-ups one address may make: the register is personal-ish data and costs money. */
export const VEHICLE_LIMIT_PER_ADDRESS = { max: 30, timeWindowMs: 10 * 60_000 };
/** Quotes one address may save and mail. */
export const SAVE_LIMIT_PER_ADDRESS = { max: 10, timeWindowMs: 60 * 60_000 };
/** Quote e-mails one mailbox may be sent, so the form cannot bomb someone's inbox. */
export const SAVE_LIMIT_PER_EMAIL = { max: 3, timeWindowMs: 60 * 60_000 };
/** Wrong keys one address may try when opening quotes. */
export const OPEN_LIMIT_PER_ADDRESS = { max: 60, timeWindowMs: 10 * 60_000 };

/** /api/quote/v1/: prices as the visitor chooses, the register's vehicles, saved quotes. Open to all. */
export const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = quoteDeps(app);
  const tags = ['quotes'];
  const perAddress = (name: string, limit: { max: number; timeWindowMs: number }) =>
    keyedLimit(app, { name, ...limit, key: clientAddressKey });
  const priceLimit = perAddress('quote-price', PRICE_LIMIT_PER_ADDRESS);
  const vehicleLimit = perAddress('quote-vehicle', VEHICLE_LIMIT_PER_ADDRESS);
  const saveLimit = perAddress('quote-save', SAVE_LIMIT_PER_ADDRESS);
  const openLimit = perAddress('quote-open', OPEN_LIMIT_PER_ADDRESS);
  const saveLimitPerEmail = keyedLimit(app, {
    name: 'quote-save-email',
    ...SAVE_LIMIT_PER_EMAIL,
    key: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
    },
  });

  app.get(
    '/vehicle/:registration/',
    {
      schema: {
        summary: "The vehicle register's make, class and value of a registration number",
        tags,
        params: VehicleParams,
        response: { 200: Vehicle, ...errors(404, 429, 502) },
      },
    },
    async (request, reply) => {
      await withinLimits([vehicleLimit], request, reply);
      const registration = normalizeRegistration(request.params.registration);
      if (!isValidRegistration(registration))
        throw badRequest('ValidationFailed', 'That is not a registration number', {
          registration: ['quote|invalidRegistration'],
        });
      const vehicle = await lookUpVehicle(deps.vehicleRegister, registration);
      if (!vehicle) throw notFound('VehicleNotFound', 'No vehicle has that registration number');
      return vehicle;
    },
  );

  app.post(
    '/price/',
    {
      config: { formRules: quoteRequestSchema },
      schema: {
        summary: 'The price of the chosen products by the tariff in force, line by line',
        tags,
        body: QuotePriceRequest,
        response: { 200: QuotePrice, ...errors(429, 502) },
      },
    },
    async (request, reply) => {
      await withinLimits([priceLimit], request, reply);
      return (await priceItems(deps, request.body)).price;
    },
  );

  app.post(
    '/',
    {
      config: { formRules: quoteRequestSchema },
      schema: {
        summary: 'Keep a price as a quote for 30 days and e-mail it with the link that reopens it',
        tags,
        body: SaveQuoteRequest,
        response: { 201: SavedQuote, ...errors(429, 502) },
      },
    },
    async (request, reply) => {
      await withinLimits([saveLimit, saveLimitPerEmail], request, reply);
      const language = request.body.lang ?? requestLanguage(request);
      // A filled-in honeypot is a bot: it is priced (so the answer looks real) but nothing is kept or sent.
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'quote: honeypot filled in; dropped');
        return reply.code(201).send(await decoyQuote(deps, request.body));
      }
      return reply.code(201).send(await saveQuote(deps, request.body, language));
    },
  );

  app.post(
    '/buy/',
    {
      config: { formRules: quoteRequestSchema },
      schema: {
        summary:
          'Keep a price as a quote to buy at once (the purchase screen opens it); nothing is mailed',
        tags,
        body: BuyQuoteRequest,
        response: { 201: SavedQuote, ...errors(429, 502) },
      },
    },
    async (request, reply) => {
      // The same budget as saving: both keep quotes. No mail goes out, so no mailbox is counted.
      await withinLimits([saveLimit], request, reply);
      const language = request.body.lang ?? requestLanguage(request);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'quote: honeypot filled in; dropped');
        return reply.code(201).send(await decoyQuote(deps, request.body));
      }
      return reply.code(201).send(await keepQuoteToBuy(deps, request.body, language));
    },
  );

  app.get(
    '/:quoteNumber/',
    {
      schema: {
        summary: 'A saved quote, opened with the key from its e-mail',
        tags,
        params: QuoteParams,
        querystring: QuoteKeyQuery,
        response: { 200: SavedQuote, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      await withinLimits([openLimit], request, reply);
      return openQuote(deps, request.params.quoteNumber, request.query.key);
    },
  );
};
