import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { clientAddressKey, keyedLimit } from '../../security/rate-limit';

/** Public form sends one address may make: enough for a household, too few for a flood. */
export const INQUIRY_LIMIT_PER_ADDRESS = { max: 5, timeWindowMs: 10 * 60_000 };
/** Mails one mailbox may be sent, so the forms cannot be used to bomb someone's inbox. */
export const INQUIRY_LIMIT_PER_EMAIL = { max: 3, timeWindowMs: 60 * 60_000 };

/**
 * One budget per client address and one per e-mail address in the body, shared by every public form
 * that makes a case or sends mail (the counters are named alike wherever this is made, and live in
 * the shared rate-limit store, so every instance counts together). Throws 429 with Retry-After.
 */
export function formLimits(app: FastifyInstance) {
  const perAddress = keyedLimit(app, {
    name: 'inquiry-address',
    ...INQUIRY_LIMIT_PER_ADDRESS,
    key: clientAddressKey,
  });
  const perEmail = keyedLimit(app, {
    name: 'inquiry-email',
    ...INQUIRY_LIMIT_PER_EMAIL,
    key: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
    },
  });
  return async function withinFormLimits(request: FastifyRequest, reply: FastifyReply) {
    for (const limit of [perAddress, perEmail]) {
      const { exceeded, retryAfterSeconds } = await limit.hit(request);
      if (exceeded) {
        reply.header('retry-after', String(retryAfterSeconds));
        throw new AppError('TooManyRequests', 429, 'Too many requests; try again later');
      }
    }
  };
}
