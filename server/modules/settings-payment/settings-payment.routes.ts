import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  CardInitRequest,
  CardRegisterRequest,
  CardVerifyRequest,
} from '../../../src/domain/api/payment-settings';
import { cardProviderFor } from '../../cardprovider/card-provider';
import { resolveActingParty } from '../../identity/authenticate';
import {
  bankInfo,
  cardInfo,
  initCard,
  paymentMethod,
  registerCard,
  setBankInfo,
  verifyCard,
  type Change,
} from './settings-payment.service';

const bankInfoSchema = {
  type: 'object',
  required: ['bank', 'ledger', 'account'],
  properties: {
    bank: { type: 'string' },
    ledger: { type: 'string' },
    account: { type: 'string' },
  },
} as const;

// Shapes only; the rules (required, digits, lengths) are src/domain's, applied in the service,
// so a missing field answers InvalidBankInfo with its field like any other bank account mistake.
const bankInfoBody = {
  type: 'object',
  properties: {
    bank: { type: 'string', maxLength: 20 },
    ledger: { type: 'string', maxLength: 20 },
    account: { type: 'string', maxLength: 20 },
  },
} as const;

const maskedCard = { type: 'string', pattern: '^\\d{6}\\*{6}\\d{4}$' } as const;

const verificationId = { type: 'string', minLength: 1, maxLength: 100 } as const;

const ccardInfoSchema = {
  type: 'object',
  required: ['cardNumberMasked'],
  properties: { cardNumberMasked: { type: ['string', 'null'] } },
} as const;

const initBody = {
  type: 'object',
  required: ['language', 'windowOrigin'],
  properties: {
    language: { type: 'string', maxLength: 10 },
    windowOrigin: { type: 'string', maxLength: 200 },
  },
} as const;

const initResponse = {
  type: 'object',
  required: ['verificationId', 'paymentLink', 'expiresAt'],
  properties: {
    verificationId: { type: 'string' },
    paymentLink: { type: 'string' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

const verifyBody = {
  type: 'object',
  required: ['verificationId'],
  properties: { verificationId },
} as const;

const verifyResponse = {
  type: 'object',
  required: ['verificationId', 'state', 'expiresAt'],
  properties: {
    verificationId: { type: 'string' },
    state: { type: 'string', enum: ['pending', 'expired', 'used'] },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

const registerBody = {
  type: 'object',
  required: ['verificationId', 'verificationData', 'verificationHash'],
  properties: {
    verificationId,
    verificationData: { type: 'string', minLength: 1, maxLength: 2000 },
    verificationHash: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

const paymentMethodResponse = {
  type: 'object',
  required: ['ccardInfo', 'bankInfo'],
  properties: {
    ccardInfo: {
      type: ['object', 'null'],
      required: ['cardNumberMasked'],
      properties: { cardNumberMasked: maskedCard },
    },
    bankInfo: bankInfoSchema,
  },
} as const;

/**
 * Payment details (SPEC §7): the bank account under /api/user/v1/settings/bankinfo/, card
 * registration through the card provider (ccard/init, ccard/verify, v2 ccard/register) and the
 * payment method. All of it belongs to the acting party.
 */
export const settingsPaymentRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const provider = cardProviderFor(config);
  if (provider && !config.cardProviderSecret)
    app.log.warn(
      'card registration: CARD_PROVIDER_SECRET is not set; demo mode uses the demo secret',
    );
  const tags = ['settings'];
  const origins = {
    customer: new URL(config.siteUrl).origin,
    staff: new URL(config.staffUrl).origin,
  };

  const change = async (request: FastifyRequest): Promise<Change> => ({
    auth: request.auth!,
    acting: await resolveActingParty(request),
    ip: request.ip,
  });

  app.get(
    '/v1/settings/bankinfo/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The bank account claims are paid into (empty strings when none)',
        tags,
        response: { 200: bankInfoSchema },
      },
    },
    async (request) => bankInfo(db, (await resolveActingParty(request)).kennitala),
  );

  app.post(
    '/v1/settings/bankinfo/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Registers the bank account: bank 4 digits, ledger 2, account 6',
        tags,
        body: bankInfoBody,
        response: { 200: bankInfoSchema },
      },
    },
    async (request) => setBankInfo(db, await change(request), request.body),
  );

  app.get(
    '/v1/settings/ccard/info/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The registered payment card, masked, or null',
        tags,
        response: { 200: ccardInfoSchema },
      },
    },
    async (request) => cardInfo(db, (await resolveActingParty(request)).kennitala),
  );

  app.post<{ Body: CardInitRequest }>(
    '/v1/settings/ccard/init/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: "Starts a card registration (8 minutes) and answers the provider's payment link",
        tags,
        body: initBody,
        response: { 200: initResponse },
      },
    },
    async (request) => {
      const acting = await resolveActingParty(request);
      const own = request.auth!.kind === 'staff' ? origins.staff : origins.customer;
      return initCard(db, provider, acting, request.body, [own]);
    },
  );

  app.post<{ Body: CardVerifyRequest }>(
    '/v1/settings/ccard/verify/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Where a card registration session stands: pending, expired or used',
        tags,
        body: verifyBody,
        response: { 200: verifyResponse },
      },
    },
    async (request) =>
      verifyCard(db, await resolveActingParty(request), request.body.verificationId),
  );

  app.post<{ Body: CardRegisterRequest }>(
    '/v2/settings/ccard/register/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Registers the card the provider verified; each verification works once',
        tags,
        body: registerBody,
        response: {
          200: {
            type: 'object',
            required: ['cardNumberMasked'],
            properties: { cardNumberMasked: maskedCard },
          },
        },
      },
    },
    async (request) => registerCard(db, provider, await change(request), request.body),
  );

  app.get(
    '/v2/settings/paymentmethod/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The payment method: the masked card (or null) and the bank account',
        tags,
        response: { 200: paymentMethodResponse },
      },
    },
    async (request) => paymentMethod(db, (await resolveActingParty(request)).kennitala),
  );
};
