/**
 * What a visitor typed, ticked or picked in a server-rendered form before its script arrived:
 * the fields whose state differs from what the HTML said (value against defaultValue, checked
 * against defaultChecked, selected against defaultSelected). React leaves a field's state alone
 * while it hydrates, so the browser still holds it, and the form takes it as its own values
 * rather than drawing over it with the empty ones it started with.
 *
 * Each name of `initialValues` is read as its value's kind: text (a text field, a select or a
 * radio group), a yes/no checkbox, or a list of ticked checkbox values.
 */
export function valuesTypedEarly(
  form: HTMLFormElement,
  initialValues: Record<string, unknown>,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [name, initial] of Object.entries(initialValues)) {
    const item = form.elements.namedItem(name);
    if (!item) continue;
    const fields = (item instanceof RadioNodeList ? [...item] : [item]).filter(
      (field): field is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement,
    );
    if (!fields.some(changedSinceServer)) continue;
    if (Array.isArray(initial)) {
      typed[name] = fields.filter(isTicked).map((field) => field.value);
    } else if (typeof initial === 'boolean') {
      typed[name] = fields.some(isTicked);
    } else if (typeof initial === 'string') {
      const choice = fields.find((field) => !isChoice(field) || isTicked(field));
      typed[name] = choice?.value ?? '';
    }
  }
  return typed;
}

function isChoice(field: Element): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function isTicked(field: Element): boolean {
  return isChoice(field) && field.checked;
}

function changedSinceServer(
  field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  // A file picker's value is not the visitor's to restore, and has no server default.
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}
