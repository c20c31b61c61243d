import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerName,
  ExtendedImpersonation,
  PortalUser,
  SsnRequest,
  StaffAccessLog,
  SwitchCustomerRequest,
  SwitchedCustomer,
  SwitchedUser,
} from '../../../src/domain/api/user';
import { errors } from '../../../src/domain/api/common';
import { isValidKennitala, normalizeKennitala } from '../../../src/domain';
import { IMPERSONATION_NOTE_MIN } from '../../../src/domain/api/impersonation-rules';
import { AppError, badRequest } from '../../errors';
import { mayWrite, resolveActingParty } from '../../identity/authenticate';
import { endSessionOfGrant } from '../../identity/sessions';
import { recordAuditEvent } from '../audit/audit.repository';
import {
  endActing,
  extendActing,
  staffAccessLog,
  startImpersonation,
} from '../impersonation/impersonation.service';
import { findPartyName } from './user.repository';
import { actingOptions, revokeSessions, userInfo } from './user.service';

const noContent = { 204: { type: 'null', description: 'Done; nothing to answer' } } as const;

function validKennitala(value: string): string {
  const kennitala = normalizeKennitala(value);
  if (!kennitala || !isValidKennitala(kennitala))
    throw badRequest('invalidSsn', 'Not a valid kennitala', { ssn: ['invalidSsn'] });
  return kennitala;
}

/** /api/user/v1/: who is signed in, whom they act for, and signing out. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/info/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The signed-in person, whom they act for now and whom else they may act for',
        response: { 200: PortalUser },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const acting = await resolveActingParty(request);
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
      preHandler: app.requireAuth,
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
        actor: auth.kind === 'staff' ? `staff:${auth.username}` : auth.ssn,
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/switchoverviewuser/',
    {
      preHandler: app.requireAuth,
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

  app.post(
    '/login/ssnlookup/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff look up the name of a customer by kennitala',
        body: SsnRequest,
        response: { 200: CustomerName, ...errors(404) },
      },
    },
    async (request) => {
      if (request.auth!.kind !== 'staff')
        throw new AppError('StaffOnly', 403, 'Only staff look customers up');
      const kennitala = validKennitala(request.body.ssn);
      const party = await findPartyName(db, kennitala);
      if (!party) throw new AppError('SsnNotFound', 404, 'No customer with that kennitala');
      return { name: party.full_name };
    },
  );

  app.post(
    '/login/switchcustomer/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff start acting for a customer, saying why',
        body: SwitchCustomerRequest,
        response: { 200: SwitchedCustomer, ...errors(404) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.kind !== 'staff')
        throw new AppError('StaffOnly', 403, 'Only staff act for customers');
      const kennitala = validKennitala(request.body.ssn);
      const note = request.body.note.trim();
      if (note.length < IMPERSONATION_NOTE_MIN)
        throw badRequest('ImpersonationNoteRequired', 'Say why you act for the customer', {
          note: ['ImpersonationNoteRequired'],
        });
      const party = await findPartyName(db, kennitala);
      if (!party) throw new AppError('SsnNotFound', 404, 'No customer with that kennitala');
      const impersonation = await startImpersonation(
        db,
        { staffId: auth.staffId, username: auth.username },
        { customer: kennitala, reason: request.body.reason, note },
      );
      return {
        ssn: kennitala,
        fullName: party.full_name,
        isCompany: party.kind === 'company',
        impersonation,
      };
    },
  );

  // Staff who need longer: the acting goes on for its full time again, counted from now.
  app.post(
    '/login/extendcustomer/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff acting for a customer get its full time again, from now',
        body: SsnRequest,
        response: { 200: ExtendedImpersonation },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.kind !== 'staff')
        throw new AppError('StaffOnly', 403, 'Only staff act for customers');
      return extendActing(
        db,
        { staffId: auth.staffId, username: auth.username },
        validKennitala(request.body.ssn),
      );
    },
  );

  // The customer's own log of who from staff acted for them, when and why: theirs alone to read,
  // not a proxy's and not staff's.
  app.get(
    '/staffaccess/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'The customer’s own log of staff who acted for them, when and why',
        response: { 200: StaffAccessLog },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.kind !== 'customer')
        throw new AppError('CustomersOnly', 403, 'Only the customer reads this log');
      const acting = await resolveActingParty(request);
      if (acting.via !== 'self')
        throw new AppError(
          'StaffAccessLogSelfOnly',
          403,
          'Only the person themself reads the log of staff who acted for them',
        );
      return { entries: await staffAccessLog(db, auth.ssn) };
    },
  );

  // Staff stop acting for a customer: the portal forgets the choice; the audit log keeps the end.
  app.post(
    '/login/endcustomer/',
    {
      preHandler: app.requireAuth,
      schema: {
        summary: 'Staff stop acting for a customer',
        body: SsnRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      if (auth.kind !== 'staff')
        throw new AppError('StaffOnly', 403, 'Only staff act for customers');
      await endActing(
        db,
        { staffId: auth.staffId, username: auth.username },
        validKennitala(request.body.ssn),
      );
      return reply.code(204).send(null);
    },
  );
};
