import { noContent } from '../../portal/shared';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CustomerName,
  ExtendedImpersonation,
  SsnRequest,
  StaffAccessLog,
  SwitchCustomerRequest,
  SwitchedCustomer,
} from '../../../src/domain/api/user';
import { errors } from '../../../src/domain/api/common';
import { IMPERSONATION_NOTE_MIN } from '../../../src/domain/api/impersonation-rules';
import { AppError, badRequest } from '../../errors';
import {
  endActing,
  extendActing,
  staffAccessLog,
  startImpersonation,
} from './impersonation.service';
import { validKennitala } from '../user/user.service';
import { findPartyName } from '../user/user.repository';

/**
 * /api/user/v1/: staff start, extend and end acting for a customer (with a reason), and the
 * customer reads the log of staff who acted for them.
 */
export const impersonationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;

  app.post(
    '/login/ssnlookup/',
    {
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
      schema: {
        summary: 'The customer’s own log of staff who acted for them, when and why',
        response: { 200: StaffAccessLog },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.kind !== 'customer')
        throw new AppError('CustomersOnly', 403, 'Only the customer reads this log');
      const acting = await request.actingParty();
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
