import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientAddressKey, keyedLimit, withinLimits } from '../../security/rate-limit';

/** Public form sends one address may make: enough for a household, too few for a flood. */
export const INQUIRY_LIMIT_PER_ADDRESS = { max: 5, timeWindowMs: 10 * 60_000 };
/** Mails one mailbox may be sent, so the forms cannot be used to bomb someone's inbox. */
export const INQUIRY_LIMIT_PER_EMAIL = { max: 3, timeWindowMs: 60 * 60_000 };

/** The mailbox a multipart form named, once its parts are read (a JSON form's is in its body). */
const uploadMailbox = new WeakMap<FastifyRequest, string>();

function mailboxOf(request: FastifyRequest): string | undefined {
  const email =
    uploadMailbox.get(request) ?? (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

export type FormLimits = {
  /** Both budgets for a JSON form, whose e-mail address is known before the handler runs. */
  withinFormLimits(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The address's budget alone: a multipart form checks it before reading any bytes. */
  withinAddressLimit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The mailbox's budget, once a multipart form's parts have named it. */
  withinMailboxLimit(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
};

/**
 * One budget per address and per mailbox, shared by every public form that makes a case: the
 * counters are kept by name in the rate-limit store, so each plugin that calls this counts into
 * the same ones.
 */
export function formLimits(app: FastifyInstance): FormLimits {
  const perAddress = keyedLimit(app, {
    name: 'inquiry-address',
    ...INQUIRY_LIMIT_PER_ADDRESS,
    key: clientAddressKey,
  });
  const perEmail = keyedLimit(app, {
    name: 'inquiry-email',
    ...INQUIRY_LIMIT_PER_EMAIL,
    key: mailboxOf,
  });
  return {
    withinFormLimits: (request, reply) => withinLimits([perAddress, perEmail], request, reply),
    withinAddressLimit: (request, reply) => withinLimits([perAddress], request, reply),
    withinMailboxLimit: (request, reply, email) => {
      uploadMailbox.set(request, email);
      return withinLimits([perEmail], request, reply);
    },
  };
}
