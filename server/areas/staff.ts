import type { FastifyPluginAsync } from 'fastify';
import { staffCaseRoutes } from '../modules/cases/staff-cases.routes';
import { chatCannedAnswerRoutes } from '../modules/chat/chat-canned-answers.routes';
import { chatConsoleRoutes } from '../modules/chat/chat-console.routes';
import { staffClaimRoutes } from '../modules/claim/claim-handling.routes';
import { staffContactRoutes } from '../modules/contact-change/staff-contact.routes';
import { staffCustomerRoutes } from '../modules/quote/staff-commerce.routes';
import { staffAdminRoutes } from '../modules/staff/staff-admin.routes';
import { staffToolRoutes } from '../modules/staff/staff.routes';
import { requireStaff } from './sign-in';

/**
 * /api/staff/v1/: the staff host's own tools (inbox, claims desk, chat console, search, admin).
 * Every route needs an employee's token; a customer's is refused with 403 StaffOnly.
 */
export const staffArea: FastifyPluginAsync = async (area) => {
  requireStaff(area);
  for (const tools of [staffContactRoutes, staffCaseRoutes, staffClaimRoutes, staffToolRoutes])
    await area.register(tools, { prefix: '/api/staff/v1' });
  await area.register(staffCustomerRoutes, { prefix: '/api/staff/v1/customer' });
  await area.register(staffAdminRoutes, { prefix: '/api/staff/v1/admin' });
  // The console's paths are written out whole (CHAT_PATHS), as the browser bundle shares them.
  await area.register(chatConsoleRoutes);
  await area.register(chatCannedAnswerRoutes);
};
