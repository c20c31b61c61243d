import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CLAIM_DRAFT_KEY_HEADER,
  CLAIM_REPORT_LOGOUT,
} from '../../../src/domain/api/claim-report-paths';
import {
  ClaimDraft,
  ClaimDraftCreated,
  ClaimDraftFile,
  ClaimDraftFileParams,
  ClaimDraftParams,
  ClaimReported,
  CreateClaimDraftBody,
  ResumeLinkBody,
  ResumeLinkSent,
  SaveClaimDraftBody,
  SubmitClaimBody,
} from '../../../src/domain/api/claim-report';
import { ATTACHMENT_FIELD } from '../../../src/domain/attachments';
import { isValidEmail } from '../../../src/domain/email';
import { CLAIM_FILE_LIMITS } from '../../../src/domain/forms/claim-report';
import { badRequest } from '../../errors';
import { toServerLanguage } from '../../i18n/locales';
import { requestLanguage } from '../../portal/shared';
import { clientAddressKey, keyedLimit, withinLimits } from '../../security/rate-limit';
import { prepareAttachments } from '../../uploads/attachments';
import { readUpload } from '../../uploads/multipart';
import { formLimits } from '../cases/form-limits';
import {
  addDraftFile,
  createDraft,
  mailResumeLink,
  readDraft,
  removeDraftFile,
  revokeOwnedDraftKey,
  saveDraft,
  submitDraft,
  type Reporter,
} from './claim-report.service';

/** Unfinished reports one address may start in an hour: a household's worth, not a flood. */
export const CLAIM_DRAFTS_PER_ADDRESS = { max: 20, timeWindowMs: 60 * 60_000 };
/** Files one address may send in an hour (a retry counts too). */
export const CLAIM_FILES_PER_ADDRESS = { max: 120, timeWindowMs: 60 * 60_000 };
/**
 * Sign-outs one address may send in an hour: generous, since an office behind one address signs
 * out many times a day and a refused sign-out leaves a key working; a key is too long to guess.
 */
export const CLAIM_LOGOUTS_PER_ADDRESS = { max: 120, timeWindowMs: 60 * 60_000 };

const keyHeader = {
  type: 'object',
  properties: { [CLAIM_DRAFT_KEY_HEADER]: { type: 'string', maxLength: 100 } },
} as const;

const draftKey = (request: FastifyRequest): string | undefined => {
  const value = request.headers[CLAIM_DRAFT_KEY_HEADER];
  return typeof value === 'string' && value ? value : undefined;
};

/**
 * /api/claimreport/v1/: reporting a claim, open to visitors and signed-in customers alike. A
 * signed-in customer's token, when sent, makes the report theirs (their details and policies, the
 * claim in their overview); without one the draft's key is what opens it.
 */
export const claimReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const deps = {
    db,
    mailer: app.deps.identity.mailer,
    mailFrom: app.deps.config.mailFrom,
    siteUrl: app.deps.config.siteUrl,
    contentDir: app.deps.config.contentDir,
  };
  const tags = ['claim report'];
  const limits = formLimits(app);
  const draftsPerAddress = keyedLimit(app, {
    name: 'claim-draft-address',
    ...CLAIM_DRAFTS_PER_ADDRESS,
    key: clientAddressKey,
  });
  const filesPerAddress = keyedLimit(app, {
    name: 'claim-file-address',
    ...CLAIM_FILES_PER_ADDRESS,
    key: clientAddressKey,
  });

  /** A token is optional here, but one that is sent must be valid. */
  async function signedInIfToken(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers.authorization) await app.requireAuth.call(app, request, reply);
  }

  async function reporterOf(request: FastifyRequest): Promise<Reporter> {
    if (!request.auth) return null;
    const acting = await request.actingParty();
    return { kennitala: acting.kennitala, fullName: acting.fullName };
  }

  // A token sent here is checked as on any signed-in route: 401 when it is not valid, 403 when its
  // holder may not act for whom they ask.
  const draftRoute = { preHandler: signedInIfToken };

  app.post(
    '/drafts/',
    {
      ...draftRoute,
      schema: {
        summary: 'Starts a report: answers the draft and the key that opens it again',
        tags,
        body: CreateClaimDraftBody,
        // 404: staff acting for a kennitala that is no customer (request.actingParty).
        response: { 201: ClaimDraftCreated, ...errors(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await withinLimits([draftsPerAddress], request, reply);
      const reporter = await reporterOf(request);
      const language = request.body.lang ?? requestLanguage(request);
      return reply.code(201).send(await createDraft(db, reporter, request.body.type, language));
    },
  );

  app.get(
    '/drafts/:id/',
    {
      ...draftRoute,
      schema: {
        summary: 'An unfinished report, with its key or by the signed-in customer who owns it',
        tags,
        params: ClaimDraftParams,
        headers: keyHeader,
        response: { 200: ClaimDraft, ...errors(401, 403, 404) },
      },
    },
    async (request) =>
      readDraft(db, request.params.id, draftKey(request), await reporterOf(request)),
  );

  app.put(
    '/drafts/:id/',
    {
      ...draftRoute,
      schema: {
        summary:
          'Saves what has been typed so far and the step reached (checked in full on submit)',
        tags,
        params: ClaimDraftParams,
        headers: keyHeader,
        body: SaveClaimDraftBody,
        response: { 200: ClaimDraft, ...errors(401, 403, 404, 413) },
      },
    },
    async (request) =>
      saveDraft(
        db,
        request.params.id,
        draftKey(request),
        await reporterOf(request),
        request.body,
        request.body.lang ?? requestLanguage(request),
      ),
  );

  app.post(
    '/drafts/:id/files/',
    {
      ...draftRoute,
      config: { acceptsMultipart: true },
      schema: {
        summary: `Adds one photo or document (multipart, in \`${ATTACHMENT_FIELD}\`): PDF, JPEG, PNG, WebP or HEIC by its bytes, pictures redrawn as JPEG without metadata`,
        tags,
        consumes: ['multipart/form-data'],
        params: ClaimDraftParams,
        headers: keyHeader,
        response: { 201: ClaimDraftFile, ...errors(401, 403, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await withinLimits([filesPerAddress], request, reply);
      const reporter = await reporterOf(request);
      const upload = await readUpload(request, {
        fileFields: [ATTACHMENT_FIELD],
        maxFiles: 1,
        maxFileBytes: CLAIM_FILE_LIMITS.maxFileBytes,
      });
      const [file] = await prepareAttachments(upload.files);
      if (!file)
        throw badRequest('NoFile', 'Send one file', { [ATTACHMENT_FIELD]: ['requiredField'] });
      const added = await addDraftFile(db, request.params.id, draftKey(request), reporter, file);
      return reply.code(201).send(added);
    },
  );

  app.delete(
    '/drafts/:id/files/:fileId/',
    {
      ...draftRoute,
      schema: {
        summary: 'Removes a file from an unfinished report',
        tags,
        params: ClaimDraftFileParams,
        headers: keyHeader,
        response: {
          204: { type: 'null', description: 'Removed' } as const,
          ...errors(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await removeDraftFile(
        db,
        request.params.id,
        draftKey(request),
        await reporterOf(request),
        request.params.fileId,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/drafts/:id/resumelink/',
    {
      schema: {
        summary: 'E-mails a link that opens the unfinished report on any device until it expires',
        tags,
        params: ClaimDraftParams,
        headers: keyHeader,
        body: ResumeLinkBody,
        response: { 200: ResumeLinkSent, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      if (!isValidEmail(email))
        throw badRequest('ValidationFailed', 'The e-mail address is not valid', {
          email: ['invalidEmail'],
        });
      const key = draftKey(request);
      if (!key) throw badRequest('KeyRequired', 'The link is made from the key the browser holds');
      await limits.withinFormLimits(request, reply);
      const language = toServerLanguage(request.body.lang ?? requestLanguage(request));
      await mailResumeLink(deps, request.params.id, key, email, language);
      return { sent: true as const };
    },
  );

  app.post(
    '/drafts/:id/submit/',
    {
      ...draftRoute,
      schema: {
        summary:
          'Sends the report: checked in full, it becomes a claim with a number, mailed with a PDF copy',
        tags,
        params: ClaimDraftParams,
        headers: keyHeader,
        body: SubmitClaimBody,
        response: { 201: ClaimReported, ...errors(401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await limits.withinAddressLimit(request, reply);
      const reported = await submitDraft(
        deps,
        request.params.id,
        draftKey(request),
        await reporterOf(request),
        request.body.lang ?? requestLanguage(request),
      );
      return reply.code(201).send(reported);
    },
  );
};

/**
 * The claims app's logout (outside /api, at the address the old claims application had). The
 * portal's sign-out posts here with the key of the draft this browser held; a draft that belongs
 * to a signed-in party stops opening with it (revokeOwnedDraftKey). The answer is 204 whatever the
 * key was, so it tells nobody whether a key exists or whose it is.
 */
export const claimReportLogoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const logoutsPerAddress = keyedLimit(app, {
    name: 'claim-logout-address',
    ...CLAIM_LOGOUTS_PER_ADDRESS,
    key: clientAddressKey,
  });

  app.post(
    CLAIM_REPORT_LOGOUT,
    {
      schema: {
        summary:
          "Ends the claim reporting's session: the draft key sent stops opening an owned draft",
        tags: ['claim report'],
        headers: keyHeader,
        response: {
          204: { type: 'null', description: 'Done, whatever the key was' } as const,
          ...errors(429),
        },
      },
    },
    async (request, reply) => {
      await withinLimits([logoutsPerAddress], request, reply);
      await revokeOwnedDraftKey(db, draftKey(request));
      return reply.code(204).send(null);
    },
  );
};
