import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../errors';

/**
 * Uploads arrive as multipart/form-data (what a browser's FormData sends): the bytes travel as they
 * are, not as base64 a third larger. `multipartUploads` registers the parser once for the app;
 * each route states what it takes and calls `readUpload`, which buffers the parts within those
 * limits and turns every way a request can get them wrong into a problem+json with a stable
 * errorCode. What a file *is* is decided later, from its bytes (server/uploads/picture.ts), never
 * from the name or type the browser sent.
 */
export const multipartUploads = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      // Defaults for a route that forgets to say; readUpload always passes its own.
      limits: { files: 1, fileSize: 1024 * 1024, fields: 10, fieldSize: 10_000, parts: 20 },
      throwFileSizeLimit: true,
    });
    // The parser is app-wide, but only routes that read uploads take multipart bodies; the rest
    // answer as they did before it existed, instead of running with no body at all.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.isMultipart() && request.routeOptions.config.acceptsMultipart !== true)
        done(
          new AppError('UnsupportedMediaType', 415, 'This address takes no multipart/form-data'),
        );
      else done();
    });
  },
  { name: 'skjol-multipart-uploads' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads an upload with readUpload; other routes refuse multipart bodies. */
    acceptsMultipart?: boolean;
  }
}

export type UploadRules = {
  /** Form field names that may carry a file, and how many files in all (at least one). */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  /** Text fields the form may send besides the files; anything else is refused. */
  textFields?: readonly string[];
  /** At most this many characters per text field. */
  maxFieldLength?: number;
  /**
   * Text fields that are lists (a group of checkboxes): one part per item, gathered in order into
   * an array, at most the given number of items.
   */
  listFields?: Readonly<Record<string, number>>;
  /** Whether an upload without any file is fine (the forms where files are optional). */
  filesOptional?: boolean;
};

export type UploadedFile = {
  field: string;
  /** As the browser sent it; for display only, never trusted. */
  fileName: string;
  bytes: Buffer;
};

export type Upload = { files: UploadedFile[]; fields: Record<string, string | string[]> };

/** What @fastify/multipart and busboy throw, by code, as our errors. */
function uploadError(error: unknown, rules: UploadRules): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('MultipartRequired', 415, 'Send the upload as multipart/form-data');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FileTooLarge', 413, `A file is larger than ${rules.maxFileBytes} bytes`);
    case 'FST_FILES_LIMIT':
      return new AppError('TooManyFiles', 413, `At most ${rules.maxFiles} file(s) per upload`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('TooManyParts', 413, 'The upload has more parts than this form takes');
    case 'FST_PROTO_VIOLATION':
      return badRequest('UnexpectedPart', 'The upload has a field this form does not take');
    default:
      // Busboy's own complaints (a cut-off body, a missing boundary) are the client's fault.
      return badRequest('MalformedMultipart', 'The upload is not well-formed multipart/form-data');
  }
}

/**
 * Reads a multipart upload into memory within `rules`. Throws AppError: 415 MultipartRequired,
 * 413 FileTooLarge / TooManyFiles / TooManyParts, 400 UnexpectedPart (a field the form does not
 * take, or a file where text belongs), FileMissing (no file at all), FieldTooLong or
 * MalformedMultipart.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const textFields = new Set(rules.textFields ?? []);
  const fileFields = new Set(rules.fileFields);
  const maxFieldLength = rules.maxFieldLength ?? 1000;
  const listFields = new Map(Object.entries(rules.listFields ?? {}));
  const listItems = [...listFields.values()].reduce((sum, max) => sum + max, 0);
  const upload: Upload = { files: [], fields: {} };
  try {
    const parts = request.parts({
      limits: {
        files: rules.maxFiles,
        fileSize: rules.maxFileBytes,
        // One more than the form takes, so a stray field is refused by name (UnexpectedPart).
        fields: textFields.size + listItems + 1,
        fieldSize: maxFieldLength * 4,
        parts: rules.maxFiles + textFields.size + listItems + 1,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname)) {
          // Drain it so the parser can move on, then refuse the request.
          part.file.resume();
          throw badRequest('UnexpectedPart', `The form takes no file in "${part.fieldname}"`);
        }
        upload.files.push({
          field: part.fieldname,
          fileName: part.filename,
          bytes: await part.toBuffer(),
        });
      } else {
        const listMax = listFields.get(part.fieldname);
        if (!textFields.has(part.fieldname) && listMax === undefined)
          throw badRequest('UnexpectedPart', `The form has no field "${part.fieldname}"`);
        const value = String(part.value);
        if (value.length > maxFieldLength)
          throw badRequest('FieldTooLong', `"${part.fieldname}" is too long`, {
            [part.fieldname]: ['tooLong'],
          });
        if (listMax === undefined) {
          upload.fields[part.fieldname] = value;
          continue;
        }
        const list = upload.fields[part.fieldname];
        const items = Array.isArray(list) ? list : [];
        if (items.length >= listMax)
          throw new AppError('TooManyParts', 413, `"${part.fieldname}" has too many items`);
        upload.fields[part.fieldname] = [...items, value];
      }
    }
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (upload.files.length === 0 && rules.filesOptional !== true)
    throw badRequest('FileMissing', 'The upload has no file', {
      [rules.fileFields[0] ?? 'file']: ['required'],
    });
  return upload;
}
