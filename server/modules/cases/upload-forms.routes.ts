import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyRequest } from 'fastify';
import { Type, type Static, type TObject } from 'typebox';
import {
  BusinessInquiryFields,
  CaseCreated,
  OpportunityRequest,
  SafetyProductFields,
  WebToCaseFields,
} from '../../../src/domain/api/case';
import { errors } from '../../../src/domain/api/common';
import {
  businessInquirySchema,
  opportunitySchema,
  safetyProductSchema,
  webToCaseSchema,
} from '../../../src/domain/forms';
import type { FormRules } from '../../form-rules';
import { ATTACHMENT_FIELD, ATTACHMENT_LIMITS } from '../../../src/domain/attachments';
import type { ServerLanguage } from '../../i18n/locales';
import { requestLanguage } from '../../portal/shared';
import { withTextRule } from '../../security/text-input';
import { prepareAttachments, type CaseFile } from '../../uploads/attachments';
import { readUpload, type UploadedFile } from '../../uploads/multipart';
import { caseDeps } from './cases.service';
import { formLimits } from './form-limits';
import { decoyCaseNumber, type CaseDeps } from './cases.service';
import {
  submitBusinessInquiry,
  submitOpportunity,
  submitSafetyProductSuggestion,
  submitWebToCase,
} from './upload-forms.service';

/** The longest text part any of these forms takes (a description of 999 characters, with room). */
const MAX_FIELD_LENGTH = 8000;

type FormFields = { email: string; website?: string; lang?: 'is' | 'en' };

/**
 * Reads a multipart form: the text parts the TypeBox shape declares (a list is one part per
 * item), validated with that same shape — the app's own Ajv with the text rule — and the files in
 * `attachments`, within the shared limits.
 */
async function readForm<S extends TObject>(
  request: FastifyRequest,
  shape: S,
  checked: unknown,
): Promise<{ fields: Static<S>; files: UploadedFile[] }> {
  const properties = shape.properties as Record<string, { type?: unknown; maxItems?: number }>;
  const listFields = Object.fromEntries(
    Object.entries(properties)
      .filter(([, schema]) => schema.type === 'array')
      .map(([name, schema]) => [name, schema.maxItems ?? 10]),
  );
  const textFields = Object.keys(properties).filter((name) => !(name in listFields));
  const upload = await readUpload(request, {
    fileFields: [ATTACHMENT_FIELD],
    maxFiles: ATTACHMENT_LIMITS.maxFiles,
    maxFileBytes: ATTACHMENT_LIMITS.maxFileBytes,
    textFields,
    listFields,
    maxFieldLength: MAX_FIELD_LENGTH,
    filesOptional: true,
  });
  const fields: Record<string, unknown> = { ...upload.fields };
  for (const name of Object.keys(listFields)) fields[name] ??= [];
  // What was read is the request's body from here on: a refusal names the fields of these parts.
  request.body = fields;
  const validate = request.compileValidationSchema(checked as S, 'body');
  if (!validate(fields)) {
    // The app's error handler turns this into the 400 ValidationFailed every JSON route gives.
    const error = new Error('The request is not valid') as FastifyError;
    error.statusCode = 400;
    error.validation = validate.errors ?? [];
    error.validationContext = 'body';
    throw error;
  }
  return { fields: fields as Static<S>, files: upload.files };
}

/** A form's text fields and its files, as the document shows the multipart body. */
function withFiles(shape: TObject): TObject {
  return Type.Object({
    ...shape.properties,
    [ATTACHMENT_FIELD]: Type.Optional(
      Type.Array(Type.String({ format: 'binary' }), { maxItems: ATTACHMENT_LIMITS.maxFiles }),
    ),
  });
}

type Submit = (
  deps: CaseDeps,
  body: unknown,
  files: readonly CaseFile[],
  language: ServerLanguage,
) => Promise<{ caseNumber: string }>;

const uploadNote = `multipart/form-data: the text fields below, one part per item of a list, and at most ${ATTACHMENT_LIMITS.maxFiles} files in \`${ATTACHMENT_FIELD}\` (PDF, JPEG, PNG, WebP or HEIC by their bytes; ${ATTACHMENT_LIMITS.maxFileBytes / 1024 / 1024} MB each, ${ATTACHMENT_LIMITS.maxTotalBytes / 1024 / 1024} MB in all; pictures are stored redrawn without metadata)`;

/**
 * The public forms that take files, under /api/form: the business inquiry, a safety product
 * suggestion, web-to-case, and the opportunity (sales lead) as JSON and with files.
 */
export const uploadFormRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = caseDeps(app);
  const limits = formLimits(app);

  function multipartForm<S extends TObject>(
    url: string,
    shape: S,
    formRules: FormRules,
    summary: string,
    submit: Submit,
  ) {
    const checked = withTextRule(shape);
    app.post(
      url,
      {
        config: {
          acceptsMultipart: true,
          formRules,
          documentedBody: { content: 'multipart/form-data', schema: withFiles(shape) },
        },
        schema: {
          summary,
          description: `${uploadNote}. Fields: ${Object.keys(shape.properties).join(', ')}.`,
          tags: ['forms'],
          consumes: ['multipart/form-data'],
          response: { 201: CaseCreated, ...errors(429) },
        },
      },
      async (request, reply) => {
        await limits.withinAddressLimit(request, reply);
        const { fields, files } = await readForm(request, shape, checked);
        const form = fields as unknown as FormFields;
        await limits.withinMailboxLimit(request, reply, form.email);
        // A filled-in honeypot is a bot: it gets the answer a person would, and nothing is kept.
        if (form.website?.trim()) {
          request.log.info({ honeypot: true, url }, 'form: honeypot filled in; dropped');
          return reply.code(201).send({ caseNumber: decoyCaseNumber() });
        }
        const prepared = await prepareAttachments(files);
        const language = form.lang ?? requestLanguage(request);
        return reply.code(201).send(await submit(deps, fields, prepared, language));
      },
    );
  }

  multipartForm(
    '/v2/business/',
    BusinessInquiryFields,
    businessInquirySchema,
    'A company asks about insurance, with documents: it becomes a case in the company queue and the sender is mailed its number',
    submitBusinessInquiry,
  );
  multipartForm(
    '/v1/safetyproductsuggestion/',
    SafetyProductFields,
    safetyProductSchema,
    'A customer suggests a safety product, with a picture if they have one: it becomes a case and the sender is mailed its number',
    submitSafetyProductSuggestion,
  );
  multipartForm(
    '/v1/webtocase/',
    WebToCaseFields,
    webToCaseSchema,
    'Another part of the site posts a case with files (claims pages and others); the category picks the queue',
    submitWebToCase,
  );
  multipartForm(
    '/v2/opportunity/',
    OpportunityRequest,
    opportunitySchema,
    'A sales lead with files: the same as /v1/opportunity/ plus attachments',
    submitOpportunity,
  );

  app.post(
    '/v1/opportunity/',
    {
      config: { formRules: opportunitySchema },
      schema: {
        summary:
          'A sales lead ("contact me about insurance"): it becomes a case and the sender is mailed its number',
        tags: ['forms'],
        body: OpportunityRequest,
        response: { 201: CaseCreated, ...errors(429) },
      },
    },
    async (request, reply) => {
      await limits.withinFormLimits(request, reply);
      if (request.body.website?.trim()) {
        request.log.info({ honeypot: true }, 'opportunity: honeypot filled in; dropped');
        return reply.code(201).send({ caseNumber: decoyCaseNumber() });
      }
      const language = request.body.lang ?? requestLanguage(request);
      return reply.code(201).send(await submitOpportunity(deps, request.body, [], language));
    },
  );
};
