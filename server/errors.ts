import type { FastifyError, FastifyInstance } from 'fastify';
import type { Problem } from '../src/domain/api/common';
import { isDatabaseUnreachable } from './db/database';
import { formRuleErrors } from './form-rules';
import { MESSAGE_KEYS } from '../src/domain/forms/message-keys';
import { INVALID_CHARACTERS, TEXT_KEYWORD } from './security/text-input';

/**
 * Errors the API means to send. `code` is stable and translated on the client through the
 * `errorCode` translation group; `message` is for developers and logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: string, message = 'Not found') => new AppError(code, 404, message);
export const badRequest = (code: string, message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(code, 400, message, fieldErrors);

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(
  status: number,
  errorCode: string,
  message: string,
  errors?: Record<string, string[]>,
): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    errorCode,
    message,
    ...(errors ? { errors } : {}),
  };
}

/** Fastify's own error codes mapped to our stable codes. */
const FRAMEWORK_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PayloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'InvalidBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'InvalidBody',
};

/**
 * The keys the forms translate, for the limits a shape states: the same words the form's own
 * rules use for them, so a client shows one message whichever side refused first.
 */
const KEYWORD_REASONS: Record<string, string> = {
  maxLength: MESSAGE_KEYS.tooLong,
  maxItems: MESSAGE_KEYS.tooLong,
  // An unknown choice reads as no choice, as on the forms.
  enum: MESSAGE_KEYS.requiredField,
  const: MESSAGE_KEYS.requiredField,
  minLength: MESSAGE_KEYS.requiredField,
  minItems: MESSAGE_KEYS.requiredField,
  [TEXT_KEYWORD]: INVALID_CHARACTERS,
};

/** '/products/0' as the forms name it, 'products[0]', so both sides name a field alike. */
function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment, index) =>
      /^\d+$/.test(segment) ? `[${segment}]` : index > 0 ? `.${segment}` : segment,
    )
    .join('');
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  // A Map, because field names come from the request: 'toString' or '__proto__' are names too.
  const errors = new Map<string, string[]>();
  for (const item of error.validation ?? []) {
    const missing = (item.params as { missingProperty?: string } | undefined)?.missingProperty;
    const field = missing ?? (fieldPath(item.instancePath) || '_');
    const reason = missing
      ? MESSAGE_KEYS.requiredField
      : (KEYWORD_REASONS[item.keyword] ?? item.message ?? 'invalid');
    errors.set(field, [...(errors.get(field) ?? []), reason]);
  }
  return Object.fromEntries(errors);
}

/** One error handler for the whole app: every error leaves as application/problem+json. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    let body: Problem;
    if (error instanceof AppError) {
      body = problem(error.statusCode, error.code, error.message, error.fieldErrors);
    } else if (error.validation) {
      const shape = validationErrors(error);
      const rules = error.validationContext === 'body' ? await formRuleErrors(request) : {};
      // A form's own rules name every field they refuse, in the form's words; the shape adds
      // what only it checks. Characters the text rule refuses are named as such even where the
      // rules also object: the rules would only describe a symptom of them. (A Map, as above.)
      const merged = new Map(Object.entries(shape));
      for (const [field, reasons] of Object.entries(rules))
        if (!merged.get(field)?.includes(INVALID_CHARACTERS)) merged.set(field, reasons);
      const fields = Object.fromEntries(merged);
      const code = request.routeOptions.config?.formErrorCode ?? 'ValidationFailed';
      body = problem(400, code, 'The request is not valid', fields);
    } else if (error.statusCode && error.statusCode < 500) {
      const code = FRAMEWORK_CODES[error.code] ?? 'BadRequest';
      body = problem(error.statusCode, code, error.message);
    } else if (isDatabaseUnreachable(error)) {
      request.log.error({ err: error }, 'request failed: the database cannot be reached');
      // Passing, not our fault in the request: the client may try again, and a load balancer
      // sees the same in /api/health.
      reply.header('retry-after', '5');
      body = problem(503, 'DatabaseUnavailable', 'The service is briefly unavailable');
    } else {
      request.log.error({ err: error }, 'request failed');
      // 5xx answers never carry internals.
      body = problem(500, 'InternalError', 'Something went wrong on our side');
    }
    return reply.code(body.status).type('application/problem+json').send(body);
  });
}
