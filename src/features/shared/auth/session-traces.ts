/**
 * What the sign-in SDK leaves in a browser where someone has signed in: its "is authenticated"
 * cookie (under any name its versions have used) and its token cache in local storage. With
 * neither, and no answer from the provider in the address, nobody can be signed in here, and the
 * portal can say so without loading the SDK.
 */
export const SDK_SESSION_COOKIE = /(^|;\s*)(_legacy_)?auth0\.[^=;]*is\.authenticated=true/;
export const SDK_CACHE_PREFIX = '@@auth0spajs@@::';

/** The provider's answer to a sign-in (a code or an error, with the state it was sent). */
export function isSignInCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

/** Whether this browser may hold a session the SDK would find; false means certainly signed out. */
export function mayHaveSession(): boolean {
  if (isSignInCallback(window.location.search) || SDK_SESSION_COOKIE.test(document.cookie)) {
    return true;
  }
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      if (window.localStorage.key(index)?.startsWith(SDK_CACHE_PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage refused: only the SDK can tell.
    return true;
  }
}
