import { noContent } from '../../portal/shared';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatCannedAnswer,
  ChatCannedAnswerOrder,
  ChatCannedAnswerRequest,
  ChatCannedAnswerUpdate,
  ChatCannedAnswers,
  ChatCannedAnswersQuery,
} from '../../../src/domain/api/chat';
import { CHAT_PATHS } from '../../../src/domain/api/chat-paths';
import { errors } from '../../../src/domain/api/common';
import { cannedAnswers } from './chat.repository';
import {
  changeCannedAnswer,
  createCannedAnswer,
  removeCannedAnswer,
  reorderCannedAnswers,
} from './chat.service';

import { chatWriter } from './chat-context';
import { ConversationParams } from './chat-http';

/** /api/staff/v1/chat/canned-answers/: the ready answers agents pick from. Writes need Full or Admin. */
export const chatCannedAnswerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { deps } = app.chat;
  const tags = ['chat'];

  app.get(
    CHAT_PATHS.staffCannedAnswers,
    {
      schema: {
        summary: 'Staff: the ready answers in a language (the conversation’s), in order',
        tags,
        querystring: ChatCannedAnswersQuery,
        response: { 200: ChatCannedAnswers },
      },
    },
    async (request) => {
      return { answers: await cannedAnswers(deps.db, request.query.lang ?? 'is') };
    },
  );

  app.post(
    CHAT_PATHS.staffCannedAnswers,
    {
      schema: {
        summary: 'Staff (Full, Admin): a new ready answer, last in its language',
        tags,
        body: ChatCannedAnswerRequest,
        response: { 201: ChatCannedAnswer, ...errors(403, 409) },
      },
    },
    async (request, reply) => {
      const staff = await chatWriter(deps, request);
      const { language, ...words } = request.body;
      return reply.code(201).send(await createCannedAnswer(deps.db, staff, language, words));
    },
  );

  app.put(
    CHAT_PATHS.staffCannedAnswerOrder,
    {
      schema: {
        summary: 'Staff (Full, Admin): the order of a language’s ready answers (every one, once)',
        tags,
        body: ChatCannedAnswerOrder,
        response: { 200: ChatCannedAnswers, ...errors(403, 409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      const { language, ids } = request.body;
      return { answers: await reorderCannedAnswers(deps.db, staff, language, ids) };
    },
  );

  app.put(
    `${CHAT_PATHS.staffCannedAnswers}:id/`,
    {
      schema: {
        summary: 'Staff (Full, Admin): new words for a ready answer',
        tags,
        params: ConversationParams,
        body: ChatCannedAnswerUpdate,
        response: { 200: ChatCannedAnswer, ...errors(403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await chatWriter(deps, request);
      return changeCannedAnswer(deps.db, staff, request.params.id, request.body);
    },
  );

  app.delete(
    `${CHAT_PATHS.staffCannedAnswers}:id/`,
    {
      schema: {
        summary: 'Staff (Full, Admin): remove a ready answer',
        tags,
        params: ConversationParams,
        response: { ...noContent, ...errors(403, 404) },
      },
    },
    async (request, reply) => {
      const staff = await chatWriter(deps, request);
      await removeCannedAnswer(deps.db, staff, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
