import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '../../../src/domain/api/common';
import {
  AuditList,
  AuditQuery,
  ChangeStaffRoleRequest,
  CreateStaffUserRequest,
  StaffUser,
  StaffUserList,
  StaffUserParams,
  StaffUserWithPassword,
} from '../../../src/domain/api/staff-admin';
import { AUDIT_EXPORT_LIMIT, AUDIT_LIST_LIMIT } from '../../../src/domain/api/staff-admin-rules';
import { AppError, badRequest } from '../../errors';
import { FACTOR_ENROLMENT, startFactorEnrolment } from '../../identity/factor-enrolment';
import { toServerLanguage } from '../../i18n/locales';
import { keyedLimit } from '../../security/rate-limit';
import { sendBytes } from '../../portal/shared';
import type { FastifyRequest } from 'fastify';
import {
  adminOnly,
  auditCsv,
  changeStaffRole,
  createStaffUser,
  readAuditLog,
  resetStaffPassword,
  setStaffDisabled,
  resetStaffSecondFactor,
  staffUsers,
} from './staff-admin.service';
import { staffOnly } from './staff.service';

/** /api/staff/v1/admin/: staff users and the audit log. Admins only. */
export const staffAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const store = { db, redis: app.deps.redis, demoMode: app.deps.config.demoMode };
  const tags = ['staff-admin'];
  const admin = (request: FastifyRequest, action: string) =>
    adminOnly(db, staffOnly(request.auth), action);

  app.get(
    '/users/',
    {
      schema: { summary: 'Every staff user', tags, response: { 200: StaffUserList } },
    },
    async (request) => {
      await admin(request, 'listStaff');
      return { users: await staffUsers(store) };
    },
  );

  app.post(
    '/users/',
    {
      schema: {
        summary: 'Creates a staff user; the temporary password is answered this once',
        tags,
        body: CreateStaffUserRequest,
        response: { 201: StaffUserWithPassword, ...errors(409) },
      },
    },
    async (request, reply) => {
      const staff = await admin(request, 'createStaff');
      return reply.code(201).send(await createStaffUser(store, staff, request.body));
    },
  );

  app.post(
    '/users/:id/role/',
    {
      schema: {
        summary: "Changes a staff user's role and ends their sessions",
        tags,
        params: StaffUserParams,
        body: ChangeStaffRoleRequest,
        response: { 200: StaffUser, ...errors(404, 409) },
      },
    },
    async (request) =>
      changeStaffRole(
        store,
        await admin(request, 'changeRole'),
        request.params.id,
        request.body.role,
      ),
  );

  for (const [path, disabled] of [
    ['/users/:id/disable/', true],
    ['/users/:id/enable/', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          summary: disabled
            ? 'Disables a staff user: no more sign-in, and their sessions end'
            : 'Lets a disabled staff user sign in again',
          tags,
          params: StaffUserParams,
          response: { 200: StaffUser, ...errors(404, 409) },
        },
      },
      async (request) =>
        setStaffDisabled(
          store,
          await admin(request, disabled ? 'disableStaff' : 'enableStaff'),
          request.params.id,
          disabled,
        ),
    );
  }

  app.post(
    '/users/:id/password/',
    {
      schema: {
        summary: "Sets a new temporary password (answered this once) and ends the user's sessions",
        tags,
        params: StaffUserParams,
        response: { 200: StaffUserWithPassword, ...errors(404) },
      },
    },
    async (request) =>
      resetStaffPassword(store, await admin(request, 'resetPassword'), request.params.id),
  );

  app.post(
    '/users/:id/second-factor/reset/',
    {
      schema: {
        summary:
          "Forgets a staff user's second factor (a lost phone): they set it up again at their next sign-in; their sessions end",
        tags,
        params: StaffUserParams,
        response: { 200: StaffUser, ...errors(404) },
      },
    },
    async (request) =>
      resetStaffSecondFactor(store, await admin(request, 'resetSecondFactor'), request.params.id),
  );

  // Each link replaces the last, so a few an hour is plenty; more would only fill a mailbox.
  const enrolmentsPerEmployee = keyedLimit(app, {
    name: 'staff-factor-enrolment',
    max: FACTOR_ENROLMENT.perEmployeeHourly,
    timeWindowMs: 60 * 60_000,
    key: (request) => (request.params as { id?: string }).id,
  });

  app.post(
    '/users/:id/second-factor/enrol/',
    {
      schema: {
        summary:
          'Mails the employee a one-time link, good for a day, through which they set up their second factor after signing in with their password',
        tags,
        params: StaffUserParams,
        response: { 200: StaffUser, ...errors(404, 409, 429) },
      },
    },
    async (request) => {
      const staff = await admin(request, 'startSecondFactorEnrolment');
      if ((await enrolmentsPerEmployee.hit(request)).exceeded)
        throw new AppError('TooManyEnrolmentLinks', 429, 'Too many set-up links this hour');
      await startFactorEnrolment(db, app.deps.identity.mailer, {
        staffId: request.params.id,
        admin: `staff:${staff.username}`,
        staffUrl: app.deps.config.staffUrl,
        language: toServerLanguage(request.headers['accept-language']?.slice(0, 2)),
      });
      return (await staffUsers(store)).find((user) => user.id === request.params.id)!;
    },
  );

  function checkedFilter(query: AuditQuery): AuditQuery {
    if (query.from && query.to && query.from > query.to)
      throw badRequest('AuditRangeReversed', 'The first day comes after the last', {
        to: ['AuditRangeReversed'],
      });
    return query;
  }

  app.get(
    '/audit/',
    {
      schema: {
        summary: 'The audit log, newest first, filtered by actor, subject, event and days',
        tags,
        querystring: AuditQuery,
        response: { 200: AuditList },
      },
    },
    async (request) =>
      readAuditLog(
        db,
        await admin(request, 'readAudit'),
        checkedFilter(request.query),
        AUDIT_LIST_LIMIT,
        false,
      ),
  );

  app.get(
    '/audit/csv/',
    {
      schema: {
        summary: 'The audit log as CSV, with the same filters',
        tags,
        querystring: AuditQuery,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte-order mark so spreadsheets read the accents',
            content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const { entries } = await readAuditLog(
        db,
        await admin(request, 'exportAudit'),
        checkedFilter(request.query),
        AUDIT_EXPORT_LIMIT,
        true,
      );
      const day = new Date().toISOString().slice(0, 10);
      return sendBytes(reply, Buffer.from(`\uFEFF${auditCsv(entries)}`, 'utf8'), {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="audit-${day}.csv"`,
      });
    },
  );
};
