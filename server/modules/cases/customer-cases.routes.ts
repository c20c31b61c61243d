import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import { CustomerCase, CustomerCaseList } from '../../../src/domain/api/case';
import { actorOf } from '../../identity/authenticate';
import { keyedLimit } from '../../security/rate-limit';
import { prepareAttachments } from '../../uploads/attachments';
import { readUpload } from '../../uploads/multipart';
import {
  ATTACHMENT_FIELD,
  ATTACHMENT_LIMITS,
  REPLY_BODY_FIELD,
} from '../../../src/domain/attachments';
import { CUSTOMER_REPLIES_PER_HOUR, replyAsCustomer } from './customer-reply.service';
import { CUSTOMER_REPLY_MAX_LENGTH } from '../../../src/domain/api/case-paths';
import { AppError } from '../../errors';
import { casesOfParty } from './cases.repository';
import { CaseParams } from './case-params';

/** GET /api/user/v1/requests/: the acting party's own cases ("My requests"). */
export const customerCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/requests/',
    {
      schema: {
        summary: "The acting party's cases with the replies staff sent",
        tags: ['requests'],
        response: { 200: CustomerCaseList },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return { cases: await casesOfParty(db, acting.kennitala) };
    },
  );

  // Each answer lands in a colleague's inbox: a person's answers in an hour are limited so a
  // stuck button or a script cannot fill it.
  const answers = keyedLimit(app, {
    name: 'case-customer-reply',
    max: CUSTOMER_REPLIES_PER_HOUR,
    timeWindowMs: 60 * 60_000,
    key: ({ auth }) => (auth ? actorOf(auth) : undefined),
  });
  app.post(
    '/requests/:id/reply/',
    {
      config: { acceptsMultipart: true },
      schema: {
        summary: `The customer answers their case (multipart: \`${REPLY_BODY_FIELD}\` and up to ${ATTACHMENT_LIMITS.maxFiles} files in \`${ATTACHMENT_FIELD}\`, checked by their bytes); a case waiting for them is worked on again`,
        tags: ['requests'],
        consumes: ['multipart/form-data'],
        params: CaseParams,
        response: { 200: CustomerCase, ...errors(400, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      if ((await answers.hit(request)).exceeded)
        throw new AppError('TooManyUpdateRequests', 429, 'Too many answers this hour');
      const upload = await readUpload(request, {
        fileFields: [ATTACHMENT_FIELD],
        maxFiles: ATTACHMENT_LIMITS.maxFiles,
        maxFileBytes: ATTACHMENT_LIMITS.maxFileBytes,
        textFields: [REPLY_BODY_FIELD],
        maxFieldLength: CUSTOMER_REPLY_MAX_LENGTH,
        filesOptional: true,
      });
      const text = upload.fields[REPLY_BODY_FIELD];
      return replyAsCustomer(
        db,
        acting,
        request.params.id,
        {
          body: typeof text === 'string' ? text : '',
          files: await prepareAttachments(upload.files),
        },
        actorOf(request.auth!),
      );
    },
  );
};
