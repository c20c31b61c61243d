/**
 * Moves the focus to the first field the form marks invalid: the control itself, or the first
 * choice of an invalid group (a fieldset cannot take the focus).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return;
  const target =
    invalid.tagName === 'FIELDSET'
      ? (invalid.querySelector<HTMLElement>('input:checked') ??
        invalid.querySelector<HTMLElement>('input'))
      : invalid;
  target?.focus();
}
