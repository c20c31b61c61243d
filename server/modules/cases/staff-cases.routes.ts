import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOnly } from '../staff/staff.service';
import {
  CaseDetail,
  CaseList,
  CaseListQuery,
  CaseReplyRequest,
  CaseStatusRequest,
} from '../../../src/domain/api/case';
import { AppError } from '../../errors';
import { contentDisposition } from '../../download-name';
import { sendBytes } from '../../portal/shared';
import { findAttachment, listCases } from './cases.repository';
import {
  assignToCaller,
  changeStatus,
  replyToCase,
  staffCaseDetail,
  caseDeps,
} from './cases.service';
import { CaseAttachmentParams, CaseParams } from './case-params';

/** /api/staff/v1/cases/: the inbox. Staff only; writes need Full or Admin. */
export const staffCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = caseDeps(app);
  const { db } = deps;
  const tags = ['inbox'];

  app.get(
    '/cases/',
    {
      schema: {
        summary: 'The inbox: cases newest first, filtered by status, queue, kind and assignee',
        tags,
        querystring: CaseListQuery,
        response: { 200: CaseList },
      },
    },
    async (request) => {
      const staff = staffOnly(request.auth);
      const { assignee, ...filters } = request.query;
      return {
        cases: await listCases(db, {
          ...filters,
          ...(assignee ? { assignee: assignee === 'me' ? staff.username : assignee } : {}),
        }),
      };
    },
  );

  app.get(
    '/cases/:id/',
    {
      schema: {
        summary: 'One case with its thread and attachments',
        tags,
        params: CaseParams,
        response: { 200: CaseDetail },
      },
    },
    async (request) => {
      return staffCaseDetail(db, request.params.id);
    },
  );

  app.post(
    '/cases/:id/assign/',
    {
      schema: {
        summary: 'The caller takes the case',
        tags,
        params: CaseParams,
        response: { 200: CaseDetail },
      },
    },
    async (request) => assignToCaller(db, request.auth, request.params.id),
  );

  app.post(
    '/cases/:id/reply/',
    {
      schema: {
        summary: 'E-mails a reply to the sender and keeps it on the case',
        tags,
        params: CaseParams,
        body: CaseReplyRequest,
        response: { 200: CaseDetail },
      },
    },
    async (request) => replyToCase(deps, request.auth, request.params.id, request.body),
  );

  app.post(
    '/cases/:id/status/',
    {
      schema: {
        summary: "Changes the case's status",
        tags,
        params: CaseParams,
        body: CaseStatusRequest,
        response: { 200: CaseDetail },
      },
    },
    async (request) => changeStatus(db, request.auth, request.params.id, request.body.status),
  );

  app.get(
    '/cases/:id/attachments/:attachmentId/',
    {
      schema: {
        summary: 'A file that came with the case',
        tags,
        params: CaseAttachmentParams,
        response: {
          200: {
            description: 'The file as it was sent',
            content: {
              'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const file = await findAttachment(db, request.params.id, request.params.attachmentId);
      if (!file) throw new AppError('AttachmentNotFound', 404, 'No such attachment');
      // A download, never rendered on our origin, whatever the sender said it was.
      return sendBytes(reply, file.content, {
        'content-type': file.content_type,
        'content-disposition': contentDisposition('attachment', file.filename),
        'x-content-type-options': 'nosniff',
      });
    },
  );
};
