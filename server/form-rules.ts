import type { FastifyRequest } from 'fastify';
import type { ISchema } from 'yup';
import { validateWith } from '../src/domain/forms/validate';

/**
 * A form's yup rules, or how to pick them for a request (rules that depend on the day or on the
 * address). The route's TypeBox body states the shape and its limits; these give the translated
 * messages and the rules between fields.
 */
export type FormRules = ISchema<unknown> | ((request: FastifyRequest) => ISchema<unknown>);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The form's own rules. When the body breaks its shape, the 400 still names every field the
     * rules refuse, with the form's keys, rather than only the first limit the shape met.
     */
    formRules?: FormRules;
    /** The errorCode of that 400 when the form has one of its own (default ValidationFailed). */
    formErrorCode?: string;
  }
}

/** The field errors the route's form rules give the request's body; none when it has no rules. */
export async function formRuleErrors(request: FastifyRequest): Promise<Record<string, string[]>> {
  const rules = request.routeOptions.config?.formRules;
  if (!rules) return {};
  try {
    const schema = typeof rules === 'function' ? rules(request) : rules;
    const result = await validateWith(schema, request.body);
    return result.ok ? {} : result.errors;
  } catch (error) {
    // The shape's own errors still answer the request; a rule that cannot run is only logged.
    request.log.warn({ err: error }, 'form rules could not run on a refused body');
    return {};
  }
}
