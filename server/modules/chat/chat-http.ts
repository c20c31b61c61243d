import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { Uuid } from '../../../src/domain/api/common';
import { CHAT_UPLOAD_FIELDS } from '../../../src/domain/api/chat';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../src/domain/chat';
import { AppError, badRequest } from '../../errors';
import { contentDisposition } from '../../download-name';
import { ATTACHMENT_FIELD, ATTACHMENT_LIMITS } from '../../../src/domain/attachments';
import { sendBytes } from '../../portal/shared';
import { prepareAttachments } from '../../uploads/attachments';
import { readUpload } from '../../uploads/multipart';
import { type ConversationRow } from './chat.repository';
import { postMessage, type ChatDeps } from './chat.service';

/** Shapes and helpers the chat's HTTP routes share (visitors' and staff console's). */

export const ConversationParams = Type.Object({ id: Uuid });
export const MessageId = Type.String({ pattern: '^[0-9]{1,18}$' });

export const fileDownload = {
  200: {
    description: 'The file as stored (a picture redrawn as JPEG, or a PDF)',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

export /**
 * A file sent into a conversation: one file (judged by its bytes, a picture redrawn, as the
 * public forms' files are) with the client's id and optional words, stored as a message.
 */
async function sendFile(
  deps: ChatDeps,
  request: FastifyRequest,
  conversation: ConversationRow,
  from: { author: 'customer' } | { author: 'agent'; username: string },
) {
  const upload = await readUpload(request, {
    fileFields: [ATTACHMENT_FIELD],
    maxFiles: 1,
    maxFileBytes: ATTACHMENT_LIMITS.maxFileBytes,
    textFields: CHAT_UPLOAD_FIELDS,
    maxFieldLength: CHAT_MESSAGE_MAX_LENGTH,
  });
  const clientId = upload.fields.clientId;
  if (typeof clientId !== 'string' || clientId === '' || clientId.length > 100)
    throw badRequest('ValidationFailed', 'A client id is needed', { clientId: ['requiredField'] });
  const body = typeof upload.fields.body === 'string' ? upload.fields.body : '';
  const [file] = await prepareAttachments(upload.files);
  if (!file) throw badRequest('FileMissing', 'Send one file', { [ATTACHMENT_FIELD]: ['required'] });
  const result = await postMessage(deps, conversation, from, clientId, body, file);
  if (result.ok) return result.message;
  if (result.code === 'ConversationEnded')
    throw new AppError('ConversationEnded', 409, 'The conversation has ended');
  throw badRequest(result.code, 'The words with the file are not accepted', {
    body: [result.code === 'MessageTooLong' ? 'tooLong' : 'requiredField'],
  });
}

export function sendStoredFile(
  reply: Parameters<typeof sendBytes>[0],
  file:
    { attachment_name: string | null; attachment_type: string | null; content: Buffer } | undefined,
) {
  if (!file) throw new AppError('AttachmentNotFound', 404, 'No such file in this conversation');
  // Served as a download, never rendered on our origin; the widget shows pictures from a blob.
  return sendBytes(reply, file.content, {
    'content-type': file.attachment_type ?? 'application/octet-stream',
    'content-disposition': contentDisposition('attachment', file.attachment_name ?? 'skjal'),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}
