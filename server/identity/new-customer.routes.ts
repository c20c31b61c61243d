import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../errors';
import { translator } from '../i18n/locales';
import { recordAuditEvent } from '../modules/audit/audit.repository';
import { clientAddressKey, keyedLimit } from '../security/rate-limit';
import { sendServerPage as sendHtml } from '../security/content-security-policy';
import type { Identity } from './identity';
import {
  checkNewCustomer,
  createCustomer,
  identifiedStranger,
  type NewCustomerErrors,
} from './new-customer';
import { renderNewCustomerPage } from './sign-in-pages';
import { bodyOf, signInSteps, wantsJson } from './sign-in-steps';

export const newCustomerRoutes: FastifyPluginAsync<{ identity: Identity }> = async (
  app,
  { identity },
) => {
  const { db } = app.deps.database;
  const steps = signInSteps(app, identity);

  /**
   * Becoming a customer, the step after mobile ID identified someone who is not one: the page
   * names them as the provider did and asks for e-mail and mobile number; the post makes them a
   * customer, mails the link that confirms the address, and completes the sign-in.
   */
  const newCustomersPerAddress = keyedLimit(app, {
    name: 'new-customer-address',
    max: 10,
    timeWindowMs: 60 * 60_000,
    key: clientAddressKey,
  });
  async function newCustomerStep(request: FastifyRequest, reply: FastifyReply) {
    const interaction = await steps.interactionOf(request, reply);
    const uid = (request.params as { uid?: string }).uid;
    if (!interaction || interaction.tenant.name !== 'customer' || interaction.details.uid !== uid)
      return { done: steps.sessionExpired(request, reply) } as const;
    const language = steps.interactionLanguage(request, interaction.details.params);
    const person = await identifiedStranger(db, uid);
    if (!person)
      return {
        done: steps.signInFailed(request, reply, {
          language,
          tenant: 'customer',
          uid,
          method: 'mobile',
          reason: 'newCustomerExpired',
          status: 400,
          values: {},
        }),
      } as const;
    return { language, uid, person } as const;
  }

  app.get<{ Params: { uid: string } }>(
    '/interaction/:uid/nyr-vidskiptavinur/',
    async (request, reply) => {
      const step = await newCustomerStep(request, reply);
      if ('done' in step) return step.done;
      const { language, uid, person } = step;
      return sendHtml(reply, (nonce) =>
        renderNewCustomerPage({
          language,
          nonce,
          uid,
          name: person.name,
          kennitala: person.kennitala,
          values: { mobile: person.phone },
        }),
      );
    },
  );

  app.post<{ Params: { uid: string } }>(
    '/interaction/:uid/nyr-vidskiptavinur/',
    async (request, reply) => {
      const step = await newCustomerStep(request, reply);
      if ('done' in step) return step.done;
      const { language, uid, person } = step;
      const body = bodyOf(request);
      const t = translator(language, 'login');
      const page = (
        status: number,
        options: { errors?: NewCustomerErrors; problem?: string } = {},
      ) => {
        if (wantsJson(request)) {
          const fieldErrors = Object.fromEntries(
            Object.entries(options.errors ?? {}).map(([name, key]) => [name, [t(key)]]),
          );
          return reply
            .code(status)
            .type('application/problem+json')
            .send({
              ...problem(
                status,
                status === 429 ? 'TooManyRequests' : 'ValidationFailed',
                options.problem ?? t('requiredField'),
              ),
              errors: fieldErrors,
            });
        }
        return sendHtml(
          reply,
          (nonce) =>
            renderNewCustomerPage({
              language,
              nonce,
              uid,
              name: person.name,
              kennitala: person.kennitala,
              values: { email: body.email ?? '', mobile: body.mobile ?? '' },
              errors: Object.fromEntries(
                Object.entries(options.errors ?? {}).map(([name, key]) => [name, t(key)]),
              ),
              ...(options.problem ? { problem: options.problem } : {}),
            }),
          status,
        );
      };
      const checked = checkNewCustomer({ email: body.email, mobile: body.mobile });
      if (!checked.value) return page(400, { errors: checked.errors });
      if ((await newCustomersPerAddress.hit(request)).exceeded)
        return page(429, { problem: t('tooManyAttempts') });
      await createCustomer(db, identity.mailer, person, checked.value, {
        language,
        siteUrl: app.deps.config.siteUrl,
      });
      await recordAuditEvent(db, {
        action: 'signIn.succeeded',
        actor: person.kennitala,
        detail: { method: 'mobile', requestId: person.requestId, newCustomer: true },
      });
      return steps.finish(request, reply, person.kennitala, ['mob']);
    },
  );
};
