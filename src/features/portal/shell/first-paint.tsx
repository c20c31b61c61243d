import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SDK_CACHE_PREFIX, SDK_SESSION_COOKIE } from '../../shared/auth';

/**
 * Until the sign-in SDK has said whether anyone is signed in, the portal's page (built without
 * knowing) holds both first screens: the sign-in card and the signing-in overlay. A line of script
 * in the head, run before the body paints, guesses from what the SDK leaves behind (or a sign-in
 * callback in the address) and marks <html>; the stylesheet shows the guessed one. So a
 * visitor sees the sign-in card at once, not after the SDK and the screens' code have arrived.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-portal-session';

/**
 * Run inline in the head; the server allows it by its hash like the site's other inline scripts.
 * It looks for the same traces as `mayHaveSession`, but only a callback with a code means yes.
 */
export const SESSION_HINT_SCRIPT = `(function(){var d=document,q=location.search,s=/${SDK_SESSION_COOKIE.source}/.test(d.cookie)||(/[?&]code=/.test(q)&&/[?&]state=/.test(q));try{for(var i=0;!s&&i<localStorage.length;i++)s=localStorage.key(i).indexOf('${SDK_CACHE_PREFIX}')===0}catch(e){}d.documentElement.setAttribute('${SESSION_HINT_ATTRIBUTE}',s?'yes':'no')})();`;

/** Whether the head's guess is that someone is signed in (false before the script, or on the server). */
export function sessionHinted(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.getAttribute(SESSION_HINT_ATTRIBUTE) === 'yes'
  );
}

export type FirstPaintGuess = 'signedIn' | 'signedOut';

// Without the mark (script blocked or not yet run) the sign-in card shows, the overlay does not.
const Guessed = styled.div<{ $for?: FirstPaintGuess }>`
  display: contents;
  html[${SESSION_HINT_ATTRIBUTE}='yes'] &[data-first-paint='signedOut'],
  html:not([${SESSION_HINT_ATTRIBUTE}='yes']) &[data-first-paint='signedIn'] {
    display: none;
  }
`;

/** Shown only if the head's guess is `guess`; with no guess (the session is known) always shown. */
export function FirstPaint({ guess, children }: { guess?: FirstPaintGuess; children: ReactNode }) {
  return <Guessed data-first-paint={guess ?? 'known'}>{children}</Guessed>;
}
