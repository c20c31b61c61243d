/**
 * A form sent before the page's code has taken it over would be sent by the browser itself: the
 * page reloads, everything filled in is gone, and it all stands in the address (and so in logs and
 * page views). So until then a send is held instead (see `holdSendsScript` in the build): the
 * browser's send is stopped and the form is marked. A form that knows the mark sends itself once
 * it is alive, with what was filled in; any other form is sent again by the visitor.
 */

/** Set on a form whose send was held while its code was on its way. */
export const SEND_HELD_ATTRIBUTE = 'data-send-held';

/** Set on a form once its code has taken it over: its sends are its own from then on. */
export const FORM_ALIVE_ATTRIBUTE = 'data-form-alive';

/**
 * Marks the form as alive and says whether a send was held for it, forgetting the hold: called
 * once, when the form first renders in the browser.
 */
export function takeOverForm(form: HTMLFormElement): { sendHeld: boolean } {
  form.setAttribute(FORM_ALIVE_ATTRIBUTE, '');
  const sendHeld = form.hasAttribute(SEND_HELD_ATTRIBUTE);
  form.removeAttribute(SEND_HELD_ATTRIBUTE);
  return { sendHeld };
}
