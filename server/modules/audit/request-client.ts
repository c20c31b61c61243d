import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import fp from 'fastify-plugin';

/** Who is on the other end of the request being served: its address and the program it says it is. */
export type RequestClient = { ip: string; userAgent: string | null };

/** An employee acting for a customer in the request being served, and why. */
export type ActingStaff = {
  username: string;
  customer: string;
  impersonationId: string;
  reason: string;
  note: string;
};

declare module '@fastify/request-context' {
  interface RequestContextData {
    client: RequestClient;
    actingStaff: ActingStaff;
  }
}

/** User agents are the client's words: kept, but never long enough to flood the audit log. */
const MAX_USER_AGENT_LENGTH = 512;

/**
 * Remembers each request's client for the length of the request, so that an audit event written
 * anywhere beneath a route names the address and user agent without every caller passing them.
 */
export const requestClientPlugin = fp(async (app) => {
  await app.register(fastifyRequestContext);
  app.addHook('onRequest', (request, _reply, done) => {
    const userAgent = request.headers['user-agent'];
    request.requestContext.set('client', {
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    });
    done();
  });
});

/** The client of the request being served, if there is one (none in jobs and seeds). */
export function currentRequestClient(): RequestClient | undefined {
  return requestContext.get('client');
}

/** Marks the request being served as made by an employee acting for a customer. */
export function setActingStaff(acting: ActingStaff): void {
  requestContext.set('actingStaff', acting);
}

/** The employee acting for a customer in the request being served, if any. */
export function currentActingStaff(): ActingStaff | undefined {
  return requestContext.get('actingStaff');
}
