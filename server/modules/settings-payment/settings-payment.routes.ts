import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { partyChange } from '../../identity/authenticate';
import { cardReturnOrigins } from '../payment/card-return';
import { bankInfoSchema } from '../../../src/domain/forms/bank-info';
import { errors } from '../../../src/domain/api/common';
import {
  BankInfoRequest,
  BankInfoResponse,
  CardInfo,
  CardInitRequest,
  CardInitResponse,
  CardRegisterRequest,
  CardRegisterResponse,
  CardVerifyRequest,
  CardVerifyResponse,
  PaymentMethodResponse,
} from '../../../src/domain/api/payment-details';
import { cardProviderFor } from '../../cardprovider/card-provider';
import {
  bankInfo,
  cardInfo,
  initCard,
  paymentMethod,
  registerCard,
  setBankInfo,
  verifyCard,
} from './settings-payment.service';

/**
 * Payment details: the bank account under /api/user/v1/settings/bankinfo/, card
 * registration through the card provider (ccard/init, ccard/verify, v2 ccard/register) and the
 * payment method. All of it belongs to the acting party.
 */
export const settingsPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const provider = cardProviderFor(config);
  if (provider && !config.cardProviderSecret)
    app.log.warn(
      'card registration: CARD_PROVIDER_SECRET is not set; demo mode uses the demo secret',
    );
  const tags = ['settings'];
  const returnOrigins = cardReturnOrigins(config);

  app.get(
    '/v1/settings/bankinfo/',
    {
      schema: {
        summary: 'The bank account claims are paid into (empty strings when none)',
        tags,
        response: { 200: BankInfoResponse },
      },
    },
    async (request) => bankInfo(db, (await request.actingParty()).kennitala),
  );

  app.post(
    '/v1/settings/bankinfo/',
    {
      config: { formRules: bankInfoSchema, formErrorCode: 'InvalidBankInfo' },
      schema: {
        summary: 'Registers the bank account: bank 4 digits, ledger 2, account 6',
        tags,
        body: BankInfoRequest,
        response: { 200: BankInfoResponse },
      },
    },
    async (request) => setBankInfo(db, await partyChange(request), request.body),
  );

  app.get(
    '/v1/settings/ccard/info/',
    {
      schema: {
        summary: 'The registered payment card, masked, or null',
        tags,
        response: { 200: CardInfo },
      },
    },
    async (request) => cardInfo(db, (await request.actingParty()).kennitala),
  );

  app.post(
    '/v1/settings/ccard/init/',
    {
      schema: {
        summary: "Starts a card registration (8 minutes) and answers the provider's payment link",
        tags,
        body: CardInitRequest,
        response: { 200: CardInitResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return initCard(db, provider, acting, request.body, returnOrigins(request));
    },
  );

  app.post(
    '/v1/settings/ccard/verify/',
    {
      schema: {
        summary: 'Where a card registration session stands: pending, expired or used',
        tags,
        body: CardVerifyRequest,
        response: { 200: CardVerifyResponse, ...errors(404) },
      },
    },
    async (request) => verifyCard(db, await request.actingParty(), request.body.verificationId),
  );

  app.post(
    '/v2/settings/ccard/register/',
    {
      schema: {
        summary: 'Registers the card the provider verified; each verification works once',
        tags,
        body: CardRegisterRequest,
        response: { 200: CardRegisterResponse, ...errors(404, 409) },
      },
    },
    async (request) => registerCard(db, provider, await partyChange(request), request.body),
  );

  app.get(
    '/v2/settings/paymentmethod/',
    {
      schema: {
        summary: 'The payment method: the masked card (or null) and the bank account',
        tags,
        response: { 200: PaymentMethodResponse },
      },
    },
    async (request) => paymentMethod(db, (await request.actingParty()).kennitala),
  );
};
