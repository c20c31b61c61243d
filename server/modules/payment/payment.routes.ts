import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { partyChange } from '../../identity/authenticate';
import { cardReturnOrigins } from './card-return';
import { Type } from 'typebox';
import {
  CardPayment,
  CardPaymentConfirmRequest,
  CardPaymentStartRequest,
  CardPaymentStartResponse,
} from '../../../src/domain/api/card-payment';
import { errors, PdfFile, PortalLanguage, Uuid } from '../../../src/domain/api/common';
import {
  InstallmentsOverviewResponse,
  PaymentPeriodsResponse,
} from '../../../src/domain/api/payment';
import { cardProviderFor } from '../../cardprovider/card-provider';
import { requestLanguage, sendPdf } from '../../portal/shared';
import {
  cardPayment,
  confirmCardPayment,
  receiptPdf,
  startCardPayment,
} from './card-payment.service';
import { installmentsOverview, paymentPeriods } from './payment.service';
import { requestServiceContact } from '../help/general-config';

const PaymentParams = Type.Object({ paymentId: Uuid });

/**
 * /api/payment/v1/: payment status — what is due and overdue, and the payment plan — and paying
 * installments by card through the card provider.
 */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { config } = app.deps;
  const provider = cardProviderFor(config);
  const tags = ['payment'];
  const returnOrigins = cardReturnOrigins(config);
  app.get(
    '/installmentsOverview/',
    {
      schema: {
        summary: 'Overdue and due installments, the next due date and totals',
        tags,
        response: { 200: InstallmentsOverviewResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return installmentsOverview(db, acting.kennitala);
    },
  );

  app.get(
    '/periods/',
    {
      schema: {
        summary: 'Payment periods with their installments, and monthly sums for the last 12 months',
        tags,
        response: { 200: PaymentPeriodsResponse },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return paymentPeriods(db, acting.kennitala);
    },
  );

  app.post(
    '/card/start/',
    {
      schema: {
        summary:
          "Starts paying installments by card (8 minutes); answers the provider's payment link and the amount",
        tags,
        body: CardPaymentStartRequest,
        response: { 200: CardPaymentStartResponse, ...errors(404, 409, 503) },
      },
    },
    async (request) => {
      return startCardPayment(
        db,
        provider,
        await partyChange(request),
        request.body,
        returnOrigins(request),
      );
    },
  );

  app.post(
    '/card/confirm/',
    {
      schema: {
        summary:
          "Settles the installments with the provider's signed answer; a second confirm answers the same receipt",
        tags,
        body: CardPaymentConfirmRequest,
        response: { 200: CardPayment, ...errors(404, 409, 503) },
      },
    },
    async (request) => confirmCardPayment(db, provider, await partyChange(request), request.body),
  );

  app.get(
    '/card/:paymentId/',
    {
      schema: {
        summary: 'A card payment: pending, paid (with its receipt number) or expired',
        tags,
        params: PaymentParams,
        response: { 200: CardPayment, ...errors(404) },
      },
    },
    async (request) =>
      cardPayment(db, (await request.actingParty()).kennitala, request.params.paymentId),
  );

  app.get(
    '/card/:paymentId/receipt/',
    {
      schema: {
        summary: "The paid card payment's receipt as a PDF (attachment)",
        tags,
        params: PaymentParams,
        querystring: Type.Object({ lang: Type.Optional(PortalLanguage) }),
        response: { 200: PdfFile, ...errors(404) },
      },
    },
    async (request, reply) => {
      const acting = await request.actingParty();
      const lang = requestLanguage(request);
      const payment = await cardPayment(db, acting.kennitala, request.params.paymentId);
      const pdf = await receiptPdf(
        payment,
        acting,
        lang,
        await requestServiceContact(request, lang),
      );
      const name = lang === 'is' ? 'Kvittun' : 'Receipt';
      return sendPdf(reply, pdf, `${name} ${payment.receiptNumber}.pdf`);
    },
  );
};
