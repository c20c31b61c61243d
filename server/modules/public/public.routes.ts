import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import {
  CertificateCodeParams,
  PublicTravelCertificateResponse,
} from '../../../src/domain/api/travel';
import { TermsQuery, TermsResponse } from '../../../src/domain/api/quote';
import { requestLanguage } from '../../portal/shared';
import { productTerms } from '../quote/terms';
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
};
