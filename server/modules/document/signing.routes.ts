import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  SIGNABLE_STATUSES,
  SIGNATURE_METHODS,
  SIGNING_OUTCOMES,
} from '../../../src/domain/api/signing';
import { mobileIdUnavailable } from '../../eid/choose';
import { resolveActingParty } from '../../identity/authenticate';
import { keyedLimit } from '../../security/rate-limit';
import { MULTILINE_TEXT } from '../../security/text-input';
import { AppError } from '../../errors';
import { requestLanguage, sendPdf } from '../../portal/shared';
import { errors, IdQuery, LocalizedText, PdfFile, Uuid } from '../../../src/domain/api/common';
import {
  createMemo,
  mobileSigningStatus,
  signableDocument,
  signableDocuments,
  signedDocuments,
  signedPdf,
  startMobileSigning,
  type SigningContext,
} from './signing.service';

const dateTime = { type: 'string', format: 'date-time' } as const;

const signableProperties = {
  id: Uuid,
  title: LocalizedText,
  status: { type: 'string', enum: SIGNABLE_STATUSES },
  signBy: { type: ['string', 'null'], format: 'date' },
  createdAt: dateTime,
  policyId: { type: ['string', 'null'], format: 'uuid' },
  policyNumber: { type: ['string', 'null'] },
  memoCount: { type: 'integer' },
} as const;
const signableRequired = Object.keys(signableProperties);

const memoSchema = {
  type: 'object',
  required: ['id', 'text', 'authorName', 'createdAt'],
  properties: {
    id: Uuid,
    text: { type: 'string' },
    authorName: { type: 'string' },
    createdAt: dateTime,
  },
} as const;

const signableDetailSchema = {
  type: 'object',
  required: [...signableRequired, 'body', 'memos'],
  properties: {
    ...signableProperties,
    body: LocalizedText,
    memos: { type: 'array', items: memoSchema },
  },
} as const;

const signedDocumentSchema = {
  type: 'object',
  required: ['id', 'title', 'policyId', 'policyNumber', 'signature', 'fileName'],
  properties: {
    id: Uuid,
    title: LocalizedText,
    policyId: { type: ['string', 'null'], format: 'uuid' },
    policyNumber: { type: ['string', 'null'] },
    signature: {
      type: 'object',
      required: ['signerName', 'method', 'signedAt', 'reference'],
      properties: {
        signerName: { type: 'string' },
        method: { type: 'string', enum: SIGNATURE_METHODS },
        signedAt: dateTime,
        reference: { type: ['string', 'null'] },
      },
    },
    fileName: LocalizedText,
  },
} as const;

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
 * electronic ID through server/eid/, the signed PDF and the customer's notes. appStart and
 * appFinish (signing in the insurer's own app) are not offered: v3 sign/gopro/mobile starts a
 * signature and v2 sign/ completes it.
 */
/**
 * Signing requests one signed-in person may start in the window: enough to retry a mistyped
 * number or a lapsed request many times, too few to flood a phone with approval requests.
 */
export const SIGNING_STARTS_PER_SIGNER = 20;
export const SIGNING_STARTS_WINDOW_MINUTES = 15;

export const signingRoutes: FastifyPluginAsync = async (app) => {
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
    const acting = await resolveActingParty(request);
    // requireAuth ran first, so auth is set.
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
      preHandler: app.requireAuth,
      schema: {
        summary:
          'Documents the acting party has yet to sign, pending (soonest sign-by first) then expired',
        description: 'A pending document may be signed until the end of its sign-by day.',
        tags,
        response: {
          200: {
            type: 'object',
            required: ['documents'],
            properties: {
              documents: {
                type: 'array',
                items: {
                  type: 'object',
                  required: signableRequired,
                  properties: signableProperties,
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { acting } = await contextOf(request);
      return signableDocuments(db, acting.kennitala);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/v2/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'One unsigned document to sign, with its text and the customer’s notes',
        description: `A signed document answers 404 here: read it as its signed PDF. ${SIGNING_RULES}`,
        tags,
        querystring: IdQuery,
        response: { ...errors(404), 200: signableDetailSchema },
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
      preHandler: app.requireAuth,
      schema: {
        summary: 'Signed documents of the acting party with signer, method and time, newest first',
        tags,
        response: {
          200: {
            type: 'object',
            required: ['documents'],
            properties: { documents: { type: 'array', items: signedDocumentSchema } },
          },
        },
      },
    },
    async (request) => {
      const { acting } = await contextOf(request);
      return signedDocuments(db, acting.kennitala);
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/v2/signeddocuments/download/',
    {
      preHandler: app.requireAuth,
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
      const { pdf, fileName } = await signedPdf(
        db,
        acting,
        request.query.id,
        requestLanguage(request),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );

  app.post<{ Body: { id: string; phone: string } }>(
    '/v3/sign/gopro/mobile/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Starts signing a document with mobile electronic ID',
        description:
          'The phone (7 digits, the local phone rule; else 400 with phone: invalidLocalPhoneNumber) gets a ' +
          'request showing the verification code answered here; poll POST /api/document/v2/sign/ ' +
          'with the requestId. An expired document answers 409 DocumentExpired, a signed one 409 ' +
          `DocumentAlreadySigned. ${MOBILE_ID_ERRORS} ${SIGNING_RULES}`,
        tags,
        body: {
          type: 'object',
          required: ['id', 'phone'],
          additionalProperties: false,
          properties: {
            id: Uuid,
            phone: { type: 'string', maxLength: 32 },
            lang: { type: 'string', enum: ['is', 'en'] },
          },
        },
        response: {
          ...errors(404, 409, 429),
          200: {
            type: 'object',
            required: ['requestId', 'verificationCode', 'status', 'expiresAt'],
            properties: {
              requestId: Uuid,
              verificationCode: { type: 'string' },
              status: { type: 'string', const: 'pending' },
              expiresAt: dateTime,
            },
          },
        },
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

  app.post<{ Body: { requestId: string } }>(
    '/v2/sign/',
    {
      preHandler: app.requireAuth,
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
        body: {
          type: 'object',
          required: ['requestId'],
          additionalProperties: false,
          properties: { requestId: Uuid, lang: { type: 'string', enum: ['is', 'en'] } },
        },
        response: {
          ...errors(404, 502),
          200: {
            type: 'object',
            required: ['status'],
            properties: {
              status: { type: 'string', enum: SIGNING_OUTCOMES },
              document: signedDocumentSchema,
            },
          },
        },
      },
    },
    async (request) => {
      const eid = electronicId();
      const context = await contextOf(request);
      return mobileSigningStatus(db, eid, context, request.body.requestId);
    },
  );

  app.post<{ Body: { id: string; text: string } }>(
    '/v2/memo/create/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Attaches the customer’s note (e.g. a question) to a document to sign',
        description:
          'Text 1–1000 characters (400 requiredField / tooLong). Staff cannot write a note for a ' +
          'customer: 403 CustomersOnly. A grant holder writes under their own name.',
        tags,
        body: {
          type: 'object',
          required: ['id', 'text'],
          additionalProperties: false,
          properties: { id: Uuid, text: { type: 'string', ...MULTILINE_TEXT } },
        },
        response: {
          ...errors(404),
          201: {
            type: 'object',
            required: [...memoSchema.required, 'documentId'],
            properties: { ...memoSchema.properties, documentId: Uuid },
          },
        },
      },
    },
    async (request, reply) => {
      const context = await contextOf(request);
      return reply.code(201).send(await createMemo(db, context, request.body));
    },
  );
};
