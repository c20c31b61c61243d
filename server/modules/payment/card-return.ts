import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * Where the card provider may send the browser back to: the host the caller works on (staff acting
 * for a customer pay from the staff host), so a link made for one host never lands on the other.
 */
export function cardReturnOrigins(config: Config): (request: FastifyRequest) => string[] {
  const customer = new URL(config.siteUrl).origin;
  const staff = new URL(config.staffUrl).origin;
  return (request) => [request.auth?.kind === 'staff' ? staff : customer];
}
