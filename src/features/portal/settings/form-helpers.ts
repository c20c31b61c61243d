import type { FormikErrors, FormikHelpers, FormikProps, FormikTouched } from 'formik';
import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api';

/** What the settings forms share: field wiring, refused submits and the server's field errors. */

type StringForm = Record<string, string>;

/** Value, handlers and feedback of one Formik field, as TextField takes them. */
export function fieldProps<V extends StringForm>(formik: FormikProps<V>, name: keyof V & string) {
  return {
    name,
    value: formik.values[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    // From the first submit on. An error appearing as a field loses focus to the submit button
    // would move the button from under the pointer and the click would be lost.
    touched: formik.submitCount > 0 && Boolean(formik.touched[name]),
    error: formik.errors[name] as string | undefined,
  };
}

function touchedAll<V>(fields: string[]): FormikTouched<V> {
  return Object.fromEntries(fields.map((field) => [field, true])) as FormikTouched<V>;
}

/** Focuses the field with the caret after what is typed, so typing on adds to it. */
function focusField(form: HTMLFormElement | null, name: string | undefined) {
  const input = name ? form?.querySelector<HTMLInputElement>(`[name="${name}"]`) : null;
  if (!input) return;
  input.focus();
  try {
    input.setSelectionRange(input.value.length, input.value.length);
  } catch {
    // e-mail inputs have no selection API; the caret stays where the browser puts it.
  }
}

/**
 * Submits; when the form is refused, every field shows its error and the keyboard goes to the
 * first field that needs attention. A second submit while one runs is ignored.
 */
export async function submitOrFocus<V extends StringForm>(
  event: FormEvent<HTMLFormElement>,
  formik: FormikProps<V>,
  fields: (keyof V & string)[],
): Promise<void> {
  event.preventDefault();
  const form = event.currentTarget;
  if (formik.isSubmitting) return;
  const errors = await formik.validateForm();
  // Formik counts the attempt and touches every field, and calls onSubmit only when valid.
  await formik.submitForm();
  focusField(
    form,
    fields.find((field) => errors[field]),
  );
}

/**
 * Puts the server's per-field message keys (problem+json `errors`) under their fields and focuses
 * the first; answers whether any field was concerned.
 */
export function showServerFieldErrors<V extends StringForm>(
  error: unknown,
  fields: (keyof V & string)[],
  helpers: FormikHelpers<V>,
  form: HTMLFormElement | null,
): boolean {
  const serverFields = error instanceof ApiError ? error.fieldErrors : {};
  const known = fields.filter((field) => serverFields[field]?.[0]);
  if (known.length === 0) return false;
  helpers.setErrors(
    Object.fromEntries(known.map((field) => [field, serverFields[field]![0]])) as FormikErrors<V>,
  );
  void helpers.setTouched(touchedAll<V>(known), false);
  focusField(form, known[0]);
  return true;
}
