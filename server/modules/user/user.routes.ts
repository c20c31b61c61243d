import { noContent } from '../../portal/shared';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PortalUser, SsnRequest, SwitchedUser } from '../../../src/domain/api/user';
import { AppError } from '../../errors';
import { actorOf, mayWrite } from '../../identity/authenticate';
import { endSessionOfGrant } from '../../identity/sessions';
import { recordAuditEvent } from '../audit/audit.repository';
import { findPartyName } from './user.repository';
import { actingOptions, revokeSessions, userInfo, validKennitala } from './user.service';

/** /api/user/v1/: who is signed in, whom they act for, and signing out. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/info/',
    {
      schema: {
        summary: 'The signed-in person, whom they act for now and whom else they may act for',
        response: { 200: PortalUser },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const acting = await request.actingParty();
      const info = await userInfo(db, auth, acting);
      // Besides the user fields: whom this customer may switch to, for the header's switcher.
      return {
        ...info,
        actingOptions: auth.kind === 'customer' ? await actingOptions(db, auth.ssn) : [],
        // Readonly staff and read-only representatives see every screen and change nothing.
        mayWrite: mayWrite(auth) && acting.grantScope !== 'read',
        impersonation: acting.impersonation ?? null,
      };
    },
  );

  app.post(
    '/logout/',
    {
      schema: { summary: 'Ends this session and its tokens', response: noContent },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const tenant = auth.kind === 'staff' ? 'staff' : 'customer';
      // This session ends (its tokens, refresh tokens and browser session); the person's others stay.
      if (auth.grantId) {
        await endSessionOfGrant(
          { db, redis: app.deps.redis },
          { tenant, accountId: auth.subject, grantId: auth.grantId, reason: 'signOut' },
        );
      } else {
        await revokeSessions(db, tenant, auth.subject);
      }
      await recordAuditEvent(db, {
        action: auth.kind === 'staff' ? 'staffSignOut' : 'signOut',
        actor: actorOf(auth),
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/switchoverviewuser/',
    {
      schema: {
        summary: 'A customer chooses to act for themself or for a party that granted them access',
        body: SsnRequest,
        response: { 200: SwitchedUser },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.kind !== 'customer')
        throw new AppError('CustomersOnly', 403, 'Only customers switch whom they act for');
      const target = validKennitala(request.body.ssn);
      const options = await actingOptions(db, auth.ssn);
      const option = options.find((candidate) => candidate.ssn === target);
      if (target !== auth.ssn && !option) {
        throw new AppError(
          'NoAccessGrant',
          403,
          'You have not been granted access to act for this person or company',
        );
      }
      await recordAuditEvent(db, {
        action: 'proxy.switch',
        actor: auth.ssn,
        subject: target,
        ip: request.ip,
      });
      const self = await findPartyName(db, auth.ssn);
      if (!self) throw new AppError('SsnNotFound', 404, 'No customer with that kennitala');
      return {
        currentProxyUser: {
          value: target,
          isCompany: option ? option.isCompany : self.kind === 'company',
        },
        fullName: option ? option.name : self.full_name,
      };
    },
  );
};
