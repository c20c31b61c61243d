import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeKennitala, validateWith } from '../../../src/domain';
import { errors } from '../../../src/domain/api/common';
import { staffContactChangeSchema } from '../../../src/domain/api/staff-contact-rules';
import {
  StaffContactChangeRequest,
  StaffContactChangeResponse,
  StaffContactParams,
} from '../../../src/domain/api/staff-contact';
import { AppError, badRequest, notFound } from '../../errors';
import { toServerLanguage } from '../../i18n/locales';
import { recordAuditEvent } from '../audit/audit.repository';
import { staffOnly } from '../staff/staff.service';
import { findContact } from './contact-change.repository';
import { changeContact } from './contact-change.service';

/**
 * /api/staff/v1/: what staff do in a customer's name that the customer's own screens do not
 * allow them. Changing a customer's e-mail or mobile number needs Full or Admin and a reason,
 * and the customer's earlier address is told.
 */
export const staffContactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  const { mailer } = app.deps.identity;

  app.post(
    '/customers/:kennitala/contact/',
    {
      config: { formRules: staffContactChangeSchema },
      schema: {
        summary:
          "Staff change a customer's e-mail or mobile number, with a reason (Full or Admin; the earlier address is told)",
        tags: ['staff'],
        params: StaffContactParams,
        body: StaffContactChangeRequest,
        response: {
          ...errors(404),
          200: StaffContactChangeResponse,
        },
      },
    },
    async (request) => {
      const auth = staffOnly(request.auth);
      const kennitala = normalizeKennitala(request.params.kennitala);
      if (auth.role === 'Readonly') {
        await recordAuditEvent(db, {
          action: 'staff.contactChangeRefused',
          actor: `staff:${auth.username}`,
          subject: kennitala ?? request.params.kennitala,
          detail: { reason: 'readOnlyRole' },
        });
        throw new AppError(
          'ReadOnlyRole',
          403,
          "A read-only employee may not change a customer's contact details",
        );
      }
      const result = await validateWith(staffContactChangeSchema, request.body ?? {});
      if (!result.ok)
        throw badRequest('ValidationFailed', 'The change is not valid', result.errors);
      const { email, mobilePhone, reasonCode, reasonText } = result.value;
      if (email === undefined && mobilePhone === undefined)
        throw badRequest('ValidationFailed', 'Give an e-mail address or a mobile number', {
          email: ['requiredField'],
          mobilePhone: ['requiredField'],
        });
      if (!kennitala || !(await findContact(db, kennitala)))
        throw notFound('CustomerNotFound', 'No customer with that kennitala');
      const { after } = await changeContact(db, mailer, {
        kennitala,
        next: {
          ...(email !== undefined ? { email } : {}),
          ...(mobilePhone !== undefined ? { mobile_phone: mobilePhone } : {}),
        },
        actor: `staff:${auth.username}`,
        via: 'staff',
        language: toServerLanguage(
          typeof request.body.language === 'string' ? request.body.language : undefined,
        ),
        siteUrl: app.deps.config.siteUrl,
        contentDir: app.deps.config.contentDir,
        audit: {
          action: 'staff.contactDetailsChanged',
          detail: { staffId: auth.staffId, role: auth.role, reasonCode, reasonText },
        },
      });
      return { email: after.email ?? '', mobilePhone: after.mobile_phone ?? '' };
    },
  );
};
