import { useEffect, useState } from 'react';

// The sign-in library leaves a cookie named auth0.<client id>.is.authenticated while a session
// exists: public pages read it instead of loading the library.
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:_legacy_)?auth0\.[^=;]+\.is\.authenticated=true(?:;|$)/;

export function hasSignedInCookie(cookie: string): boolean {
  return SIGNED_IN_COOKIE.test(cookie);
}

/** Whether the visitor seems signed in; false on the server and until mounted. */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    setSignedIn(hasSignedInCookie(document.cookie));
  }, []);
  return signedIn;
}
