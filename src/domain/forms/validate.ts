import { ValidationError, type ISchema } from 'yup';

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

/** Errors that belong to the value as a whole (e.g. not an object) are listed under this key. */
export const FORM_ERROR_KEY = '_form';

/**
 * Validates and casts `value`, collecting every error per field (`{ email: ['invalidEmail'] }`).
 * Unknown fields are stripped so nothing unvalidated reaches the caller.
 */
export async function validateWith<T>(
  schema: ISchema<T>,
  value: unknown,
): Promise<ValidationResult<T>> {
  try {
    const result = await schema.validate(withoutPrototypeNames(value), {
      abortEarly: false,
      stripUnknown: true,
    });
    return { ok: true, value: result };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, errors: collectErrors(error) };
  }
}

/**
 * Yup finds an object's fields by name in a plain object, so a key such as "valueOf" or
 * "constructor" finds Object.prototype's member instead and throws. No form has fields by those
 * names: they are dropped, like any other unknown field.
 */
function withoutPrototypeNames(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const names = Object.keys(value);
  if (!names.some((name) => name in Object.prototype)) return value;
  return Object.fromEntries(
    names
      .filter((name) => !(name in Object.prototype))
      .map((name) => [name, (value as Record<string, unknown>)[name]]),
  );
}

function collectErrors(error: ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const leaves = error.inner.length > 0 ? error.inner : [error];
  for (const leaf of leaves) {
    const key = leaf.path || FORM_ERROR_KEY;
    const messages = (errors[key] ??= []);
    for (const message of leaf.errors) {
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return errors;
}
