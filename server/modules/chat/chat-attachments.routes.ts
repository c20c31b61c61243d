import { tooManyRequests } from '../../security/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ChatMessage } from '../../../src/domain/api/chat';
import { CHAT_PATHS } from '../../../src/domain/api/chat-paths';
import { errors } from '../../../src/domain/api/common';
import { AppError } from '../../errors';
import { ATTACHMENT_FIELD } from '../../../src/domain/attachments';
import { findMessageAttachment } from './chat.repository';
import { conversationByToken } from './chat.service';

import { chatToken } from './chat-context';
import { MessageId, fileDownload, sendFile, sendStoredFile } from './chat-http';

const AttachmentParams = Type.Object({ messageId: MessageId });

/** /api/chat/v1/conversation/attachments/: the files a visitor sends and reads back. */
export const chatAttachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps, fileLimit } = app.chat;
  const tags = ['chat'];

  app.post(
    CHAT_PATHS.attachments,
    {
      config: { acceptsMultipart: true },
      schema: {
        summary: `The visitor sends a picture or PDF (multipart, in \`${ATTACHMENT_FIELD}\`, with \`clientId\` and optional \`body\`), judged by its bytes`,
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: ChatMessage, ...errors(401, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const conversation = await conversationByToken(deps, chatToken(request));
      const limited = await fileLimit.hit(request);
      if (limited.exceeded) throw tooManyRequests(limited.retryAfterSeconds, reply);
      const message = await sendFile(deps, request, conversation, { author: 'customer' });
      return reply.code(201).send(message);
    },
  );

  app.get(
    `${CHAT_PATHS.attachments}:messageId/`,
    {
      schema: {
        summary:
          'A file sent in the conversation the x-chat-token header opens, or in one the party the signed-in customer acts for started (themself, or a grantor)',
        tags,
        params: AttachmentParams,
        response: { ...fileDownload, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { messageId } = request.params;
      const token = chatToken(request);
      if (token === undefined && request.headers.authorization) {
        // The conversations of the party the caller acts for, whichever tab holds the token: their
        // own, or those of someone who granted them access (read or full; the call is audited).
        // Their transcripts are that party's cases, which the same people see in the portal.
        // Staff read files through the console's own route.
        await app.requireAuth.call(app, request, reply);
        if (request.auth?.kind !== 'customer')
          throw new AppError('Forbidden', 403, 'Only the customer who started it');
        const acting = await request.actingParty();
        return sendStoredFile(
          reply,
          await findMessageAttachment(deps.db, { partyKennitala: acting.kennitala }, messageId),
        );
      }
      const conversation = await conversationByToken(deps, token);
      return sendStoredFile(
        reply,
        await findMessageAttachment(deps.db, { conversationId: conversation.id }, messageId),
      );
    },
  );
};
