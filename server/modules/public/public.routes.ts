import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import {
  CertificateCodeParams,
  PublicTravelCertificateResponse,
} from '../../../src/domain/api/travel';
import { TermsQuery, TermsResponse } from '../../../src/domain/api/quote';
import { requestLanguage } from '../../portal/shared';
import { productTerms } from '../quote/terms';
import { OkuvisirCalculatorData } from '../../../src/domain/api/okuvisir';
import { OKUVISIR_DISCOUNT_STEPS, OKUVISIR_MAX_DISCOUNT } from '../../../src/domain/okuvisir';
import { verifyCertificate } from '../travel/travel.service';

/**
 * /api/public/v1/: calls the public site makes without signing in. The travel certificate check
 * shows only the traveller's first name and initial: the code on the paper is the secret. The
 * terms name the documents a buyer accepts.
 */
export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/travelcertificate/:code/',
    {
      schema: {
        summary: "Verifies a travel certificate's code (public; 404 for an unknown code)",
        tags: ['public'],
        params: CertificateCodeParams,
        response: { 200: PublicTravelCertificateResponse, ...errors(404) },
      },
    },
    async (request) => verifyCertificate(db, request.params.code),
  );

  app.get(
    '/terms/',
    {
      schema: {
        summary: 'The terms and product information document of each product asked for',
        tags: ['public'],
        querystring: TermsQuery,
        response: { 200: TermsResponse, ...errors(400) },
      },
    },
    async (request) => productTerms(request.query.products, requestLanguage(request)),
  );

  app.get(
    '/okuvisirCalculatorData/',
    {
      schema: {
        summary: "Ökuvísir's discount steps: the average driving score each discount needs",
        tags: ['public'],
        response: { 200: OkuvisirCalculatorData },
      },
    },
    async () => ({
      steps: [...OKUVISIR_DISCOUNT_STEPS],
      maxDiscountPercent: OKUVISIR_MAX_DISCOUNT,
    }),
  );
};
