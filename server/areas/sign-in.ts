import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../modules/staff/staff.service';

/** Marks an area (and every plugin registered inside it) as one whose routes need a token. */
const SIGN_IN_REQUIRED = 'signInRequired';

/**
 * Every route registered in `area` answers only a caller with a valid access token (401
 * otherwise). A preHandler, as the routes' own was: a request that fails validation still gets
 * its 400 first.
 */
export function requireSignIn(area: FastifyInstance): void {
  area.decorate(SIGN_IN_REQUIRED, true);
  area.addHook('preHandler', area.requireAuth);
}

/** As requireSignIn, and the token must be an employee's (403 StaffOnly for a customer's). */
export function requireStaff(area: FastifyInstance): void {
  requireSignIn(area);
  area.addHook('preHandler', async (request) => {
    staffOnly(request.auth);
  });
}

/** Whether routes added on `instance` (a plugin inside an area, or the area) need a token. */
export function signInRequiredIn(instance: FastifyInstance): boolean {
  return instance.hasDecorator(SIGN_IN_REQUIRED);
}
