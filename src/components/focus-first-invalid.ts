/**
 * Moves the focus to the first field, in the order the form shows them, that is invalid: the
 * control itself, or the chosen (else the first) choice of an invalid group (a fieldset cannot
 * take the focus).
 *
 * Given the errors, the field is chosen from the errors themselves, by name, rather than from
 * `aria-invalid`, which the next render (not yet done when a submit handler runs) has still to
 * write. Without them, the form's `aria-invalid` marks are read, so a
 * caller that has let the form render first may leave the errors out.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors?: object): void {
  if (!form) return;
  if (errors) {
    const names = new Set(Object.keys(errors));
    const first = [...form.elements].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && names.has(element.getAttribute('name') ?? ''),
    );
    if (
      first instanceof HTMLInputElement &&
      (first.type === 'radio' || first.type === 'checkbox')
    ) {
      const group = [...form.elements].filter(
        (element): element is HTMLInputElement =>
          element instanceof HTMLInputElement && element.name === first.name,
      );
      (group.find((choice) => choice.checked) ?? first).focus();
      return;
    }
    first?.focus();
    return;
  }
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target =
    invalid.tagName === 'FIELDSET'
      ? (invalid.querySelector<HTMLElement>('input:checked') ??
        invalid.querySelector<HTMLElement>('input'))
      : invalid;
  target?.focus();
}
