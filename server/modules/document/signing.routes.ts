import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CreateMemoRequest,
  CreateMemoResponse,
  SignableDocumentDetail,
  SignableDocumentsResponse,
  SignAppFinishRequest,
  SignAppPendingResponse,
  SignAppSignedResponse,
  SignAppStartRequest,
  SignAppStartResponse,
  SignedDocumentsResponse,
  SignMobileRequest,
  SignMobileResponse,
  SignStatusRequest,
  SignStatusResponse,
} from '../../../src/domain/api/signing';
import { mobileIdUnavailable } from '../../eid/choose';
import { keyedLimit } from '../../security/rate-limit';
import { AppError } from '../../errors';
import { requestLanguage, sendPdf } from '../../portal/shared';
import { mobileSigningSchema, signingMemoSchema } from '../../../src/domain/forms/signing';
import { errors, IdQuery, PdfFile } from '../../../src/domain/api/common';
import {
  createMemo,
  finishAppSigning,
  startAppSigning,
  mobileSigningStatus,
  signableDocument,
  signableDocuments,
  signedDocuments,
  signedPdf,
  startMobileSigning,
  type SigningContext,
} from './signing.service';
import { requestServiceContact } from '../help/general-config';

const SIGNING_RULES =
  'Only the acting party’s own documents: another party’s id answers 404 DocumentNotFound, a ' +
  'malformed one 400 ValidationFailed. A customer signs their own documents. Acting for a ' +
  'company through an access grant (overviewUser) allows signing on the company’s behalf only ' +
  'when the grant’s scope is full; a person’s documents are signed by that person alone, so ' +
  'acting for a person answers 403 GrantDoesNotAllowSigning. Staff (impersonatedUser) may read ' +
  'every signing call but never sign: 403 StaffCannotSign.';

const MOBILE_ID_ERRORS =
  'Mobile ID switched off (EID_PROVIDER=off) answers 503 MobileIdUnavailable; a provider that ' +
  'fails or does not answer in time, 502 MobileIdProviderFailed.';

/**
 * Documents to be signed (under /api/document/): the lists, the text, signing with mobile
 * electronic ID through server/eid/, the signed PDF and the customer's notes. By phone number,
 * v3 sign/gopro/mobile starts a signature and v2 sign/ completes it; in the e-ID app, v3
 * sign/appStart starts it and v3 sign/appFinish completes it.
 */
/**
 * Signing requests one signed-in person may start in the window: enough to retry a mistyped
 * number or a lapsed request many times, too few to flood a phone with approval requests.
 */
export const SIGNING_STARTS_PER_SIGNER = 20;
export const SIGNING_STARTS_WINDOW_MINUTES = 15;

export const signingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const tags = ['document', 'signing'];
  // Counted per signed-in person (staff never start signing), shared by every instance.
  const signingStarts = keyedLimit(app, {
    name: 'signing-start',
    max: SIGNING_STARTS_PER_SIGNER,
    timeWindowMs: SIGNING_STARTS_WINDOW_MINUTES * 60_000,
    key: ({ auth }) => (auth?.kind === 'customer' ? auth.ssn : undefined),
  });

  async function contextOf(request: FastifyRequest): Promise<SigningContext> {
    const acting = await request.actingParty();
    // The signed-in area checked the token first, so auth is set.
    return { acting, auth: request.auth!, ip: request.ip };
  }

  /** Mobile electronic ID, or 503 MobileIdUnavailable when it is off (EID_PROVIDER=off). */
  function electronicId() {
    const eid = app.deps.identity.eid;
    if (!eid) throw mobileIdUnavailable();
    return eid;
  }

  app.get(
    '/v2/signable/',
    {
      schema: {
        summary:
          'Documents the acting party has yet to sign, pending (soonest sign-by first) then expired',
        description: 'A pending document may be signed until the end of its sign-by day.',
        tags,
        response: { 200: SignableDocumentsResponse },
      },
    },
    async (request) => {
      const { acting } = await contextOf(request);
      return signableDocuments(db, acting.kennitala);
    },
  );

  app.get(
    '/v2/',
    {
      schema: {
        summary: 'One unsigned document to sign, with its text and the customer’s notes',
        description: `A signed document answers 404 here: read it as its signed PDF. ${SIGNING_RULES}`,
        tags,
        querystring: IdQuery,
        response: { ...errors(404), 200: SignableDocumentDetail },
      },
    },
    async (request) => {
      const { acting } = await contextOf(request);
      return signableDocument(db, acting.kennitala, request.query.id);
    },
  );

  app.get(
    '/v2/signeddocuments/',
    {
      schema: {
        summary: 'Signed documents of the acting party with signer, method and time, newest first',
        tags,
        response: { 200: SignedDocumentsResponse },
      },
    },
    async (request) => {
      const { acting } = await contextOf(request);
      return signedDocuments(db, acting.kennitala);
    },
  );

  app.get(
    '/v2/signeddocuments/download/',
    {
      schema: {
        summary: 'The signed document as a PDF (attachment): its text and who signed, how and when',
        description: SIGNING_RULES,
        tags,
        querystring: IdQuery,
        response: { ...errors(404), 200: PdfFile },
      },
    },
    async (request, reply) => {
      const { acting } = await contextOf(request);
      const lang = requestLanguage(request);
      const { pdf, fileName } = await signedPdf(
        db,
        acting,
        request.query.id,
        lang,
        await requestServiceContact(request, lang),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );

  app.post(
    '/v3/sign/gopro/mobile/',
    {
      config: { formRules: mobileSigningSchema },
      schema: {
        summary: 'Starts signing a document with mobile electronic ID',
        description:
          'The phone (7 digits, the local phone rule; else 400 with phone: invalidLocalPhoneNumber) gets a ' +
          'request showing the verification code answered here; poll POST /api/document/v2/sign/ ' +
          'with the requestId. An expired document answers 409 DocumentExpired, a signed one 409 ' +
          `DocumentAlreadySigned. ${MOBILE_ID_ERRORS} ${SIGNING_RULES}`,
        tags,
        body: SignMobileRequest,
        response: { ...errors(404, 409, 429), 200: SignMobileResponse },
      },
    },
    async (request) => {
      const eid = electronicId();
      const context = await contextOf(request);
      if ((await signingStarts.hit(request)).exceeded)
        throw new AppError('MobileIdThrottled', 429, 'Too many signing requests; try again later');
      return startMobileSigning(db, eid, context, request.body);
    },
  );

  app.post(
    '/v2/sign/',
    {
      schema: {
        summary: 'How a mobile signing request went; on approval stores the signature',
        description:
          'pending: ask again shortly. signed: the signature is stored and the document is signed ' +
          '(asking again answers the same, nothing is signed twice). rejected: declined on the ' +
          'phone, or approved by another person than the signed-in customer. expired: not ' +
          'approved in time. failed: approved after the document stopped being signable. A ' +
          'request belongs to the customer who started it, for the party they acted for: any ' +
          `other caller gets 404 SigningRequestNotFound. ${MOBILE_ID_ERRORS} ${SIGNING_RULES}`,
        tags,
        body: SignStatusRequest,
        response: { ...errors(404, 502), 200: SignStatusResponse },
      },
    },
    async (request) => {
      const eid = electronicId();
      const context = await contextOf(request);
      return mobileSigningStatus(db, eid, context, request.body.requestId);
    },
  );

  app.post(
    '/v3/sign/appStart/',
    {
      schema: {
        summary:
          'Starts signing a document in the e-ID app (app-to-app, or a QR code on a desktop)',
        description:
          'Answers appLink, which opens the provider’s app showing the document and the ' +
          'verification code; afterwards the app returns the browser to the signing screen with ' +
          '?appSign=<reference>, an address on this site only. Finish with POST ' +
          '/api/document/v3/sign/appFinish/. A provider without an app answers 503 ' +
          'AppSigningUnavailable. An expired document answers 409 DocumentExpired, a signed one ' +
          `409 DocumentAlreadySigned; too many starts 429 MobileIdThrottled. ${MOBILE_ID_ERRORS} ` +
          SIGNING_RULES,
        tags,
        body: SignAppStartRequest,
        response: { ...errors(404, 409, 429, 502, 503), 200: SignAppStartResponse },
      },
    },
    async (request) => {
      const eid = electronicId();
      const context = await contextOf(request);
      if ((await signingStarts.hit(request)).exceeded)
        throw new AppError('MobileIdThrottled', 429, 'Too many signing requests; try again later');
      return startAppSigning(db, eid, context, {
        id: request.body.id,
        language: requestLanguage(request),
        siteUrl: app.deps.config.siteUrl,
      });
    },
  );

  app.post(
    '/v3/sign/appFinish/',
    {
      schema: {
        summary: 'Finishes signing in the e-ID app; on approval stores the signature',
        description:
          '202 pending: the app has not answered, ask again shortly. 200 signed: stored exactly as ' +
          'a phone signature, with method app (asking again answers the same). Approved in ' +
          'another person’s app: 403 SignerMismatch. Declined: 409 SigningDeclined; not approved ' +
          'in time: 409 SigningExpired; the document stopped being signable: 409 SigningFailed. ' +
          'A reference belongs to the customer who started it, for the party they acted for: any ' +
          `other caller gets 404 SigningRequestNotFound. ${MOBILE_ID_ERRORS} ${SIGNING_RULES}`,
        tags,
        body: SignAppFinishRequest,
        response: {
          ...errors(403, 404, 409, 502),
          200: SignAppSignedResponse,
          202: SignAppPendingResponse,
        },
      },
    },
    async (request, reply) => {
      const eid = electronicId();
      const context = await contextOf(request);
      const answer = await finishAppSigning(db, eid, context, request.body.reference);
      return answer.status === 'pending' ? reply.code(202).send(answer) : answer;
    },
  );

  app.post(
    '/v2/memo/create/',
    {
      config: { formRules: signingMemoSchema },
      schema: {
        summary: 'Attaches the customer’s note (e.g. a question) to a document to sign',
        description:
          'Text 1–1000 characters (400 requiredField / tooLong). Staff cannot write a note for a ' +
          'customer: 403 CustomersOnly. A grant holder writes under their own name.',
        tags,
        body: CreateMemoRequest,
        response: { ...errors(404), 201: CreateMemoResponse },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      return reply.code(201).send(await createMemo(db, context, request.body));
    },
  );
};
