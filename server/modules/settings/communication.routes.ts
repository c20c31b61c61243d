import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommunicationChoices, CommunicationSettings } from '../../../src/domain/api/communication';
import { actorOf } from '../../identity/authenticate';
import {
  communicationSettings,
  mayChangeChoices,
  saveCommunicationChoices,
} from './communication.service';

const tags = ['settings'];

/**
 * /api/form/v1/settings/communication/: the acting party's marketing choices (e-mail newsletter,
 * text-message offers, post). Signed in; read-only staff and proxies for a person only read.
 */
export const communicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/v1/settings/communication/',
    {
      schema: {
        summary: "The acting party's marketing choices and whether the caller may change them",
        tags,
        response: { 200: CommunicationSettings },
      },
    },
    async (request) => {
      const acting = await request.actingParty();
      return communicationSettings(db, acting, mayChangeChoices(request.auth!, acting));
    },
  );

  app.post(
    '/v1/settings/communication/',
    {
      schema: {
        summary:
          'Saves which marketing the acting party receives (errors: CommunicationSelfOnly, NoEmailRegistered, NoMobileRegistered)',
        tags,
        body: CommunicationChoices,
        response: { 200: CommunicationSettings },
      },
    },
    async (request) => {
      // Read-only employees are refused here already (403 ReadOnlyRole on anything but GET).
      const acting = await request.actingParty();
      return saveCommunicationChoices(db, {
        acting,
        actor: actorOf(request.auth!),
        canChange: mayChangeChoices(request.auth!, acting),
        choices: request.body,
      });
    },
  );
};
