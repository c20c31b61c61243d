const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The elements inside `container` that Tab can reach, in document order. Layout is not consulted
 * (jsdom has none); hidden subtrees are recognised by the `hidden` and `inert` attributes instead.
 */
export function getTabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]') &&
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        !isTabbableRadio(element)
      ),
  );
}

// Only one radio per group takes part in the tab order: the checked one, or the first.
function isTabbableRadio(radio: HTMLInputElement): boolean {
  if (!radio.name) return true;
  const scope = radio.form ?? radio.ownerDocument;
  const group = Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
    (candidate) => candidate.name === radio.name,
  );
  const checked = group.find((candidate) => candidate.checked);
  return checked ? checked === radio : group[0] === radio;
}
