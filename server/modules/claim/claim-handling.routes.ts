import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AssignClaimRequest,
  ClaimHandlerList,
  ClaimStatusRequest,
  StaffClaimDetail,
  StaffClaimList,
  StaffClaimListQuery,
  StaffClaimMessageRequest,
} from '../../../src/domain/api/claim-handling';
import { errors, Uuid } from '../../../src/domain/api/common';
import { contentDisposition } from '../../download-name';
import { AppError, notFound } from '../../errors';
import { keyedLimit } from '../../security/rate-limit';
import { sendBytes } from '../../portal/shared';
import {
  assignClaim,
  claimHandlers,
  claimQueue,
  moveClaim,
  staffMessage,
  staffClaim,
  staffClaimFile,
  type ClaimHandlingDeps,
} from './claim-handling.service';

const ClaimParams = Type.Object({ id: Uuid });
const FileParams = Type.Object({ id: Uuid, attachmentId: Uuid });

/** A claim's file as a download, whatever it is: never rendered on our origin. */
export const FILE_RESPONSE = {
  200: {
    description: 'The file as it was checked and stored',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
  ...errors(404),
} as const;

export function fileHeaders(file: { file_name: string; content_type: string }) {
  return {
    'content-type': file.content_type,
    'content-disposition': contentDisposition('attachment', file.file_name),
    'x-content-type-options': 'nosniff',
  };
}

/** Messages and moves (each mails the customer) one employee may make in an hour. */
export const CLAIM_DESK_MAILS_PER_HOUR = 120;

/** /api/staff/v1/claims/: the claims desk. Staff only; changes need Full or Admin. */
export const staffClaimRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: ClaimHandlingDeps = {
    db: app.deps.database.db,
    mailer: app.deps.identity.mailer,
    mailFrom: app.deps.config.mailFrom,
    siteUrl: app.deps.config.siteUrl,
    contentDir: app.deps.config.contentDir,
  };
  const { db } = deps;
  const tags = ['claims desk'];
  // Every message and move mails the customer: one employee's mistake (a stuck key, a script)
  // should not flood anyone's inbox.
  const customerMails = keyedLimit(app, {
    name: 'claim-desk-mail',
    max: CLAIM_DESK_MAILS_PER_HOUR,
    timeWindowMs: 60 * 60_000,
    key: ({ auth }) => (auth?.kind === 'staff' ? auth.username : undefined),
  });
  const mailing = async (request: FastifyRequest) => {
    if ((await customerMails.hit(request)).exceeded)
      throw new AppError('TooManyMails', 429, 'Too many e-mails to customers this hour');
  };

  app.get(
    '/claims/',
    {
      schema: {
        summary:
          'The queue: claims newest first, by default the new ones, with unread customer messages',
        tags,
        querystring: StaffClaimListQuery,
        response: { 200: StaffClaimList, ...errors(403) },
      },
    },
    async (request) => claimQueue(db, request.auth, request.query),
  );

  app.get(
    '/claims/handlers/',
    {
      schema: {
        summary: 'Employees a claim can be given to',
        tags,
        response: { 200: ClaimHandlerList, ...errors(403) },
      },
    },
    async (request) => claimHandlers(db, request.auth),
  );

  app.get(
    '/claims/:id/',
    {
      schema: {
        summary: 'One claim with the report, files, messages and timeline',
        tags,
        params: ClaimParams,
        response: { 200: StaffClaimDetail, ...errors(403, 404) },
      },
    },
    async (request) => staffClaim(db, request.auth, request.params.id),
  );

  app.post(
    '/claims/:id/assign/',
    {
      schema: {
        summary: 'Gives the claim to a handler (the caller when none is named)',
        tags,
        params: ClaimParams,
        body: AssignClaimRequest,
        response: { 200: StaffClaimDetail, ...errors(403, 404) },
      },
    },
    async (request) => assignClaim(deps, request.auth, request.params.id, request.body),
  );

  app.post(
    '/claims/:id/status/',
    {
      schema: {
        summary:
          'Moves the claim one step (409 when that step is not allowed from where it is) and mails the customer',
        tags,
        params: ClaimParams,
        body: ClaimStatusRequest,
        response: { 200: StaffClaimDetail, ...errors(403, 404, 409, 429) },
      },
    },
    async (request) => {
      await mailing(request);
      return moveClaim(deps, request.auth, request.params.id, request.body);
    },
  );

  app.post(
    '/claims/:id/messages/',
    {
      schema: {
        summary:
          "Writes to the customer in the claim's thread and mails them; a question (question: true) also moves the claim to waiting for the customer",
        tags,
        params: ClaimParams,
        body: StaffClaimMessageRequest,
        response: { 200: StaffClaimDetail, ...errors(403, 404, 409, 429) },
      },
    },
    async (request) => {
      await mailing(request);
      return staffMessage(deps, request.auth, request.params.id, request.body);
    },
  );

  app.get(
    '/claims/:id/attachments/:attachmentId/',
    {
      schema: {
        summary: 'A file of the claim, as a download',
        tags,
        params: FileParams,
        response: FILE_RESPONSE,
      },
    },
    async (request, reply) => {
      const file = await staffClaimFile(
        db,
        request.auth,
        request.params.id,
        request.params.attachmentId,
      );
      if (!file) throw notFound('AttachmentNotFound', 'No such file');
      return sendBytes(reply, file.content, fileHeaders(file));
    },
  );
};
