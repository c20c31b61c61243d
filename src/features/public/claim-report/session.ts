import { registerApiSession } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { loadAuthClient } from '../../shared/auth';
import { hasSignedInCookie } from '../navigation';

/**
 * Reporting is a public page, so it carries no sign-in library of its own. When the sign-in cookie
 * says a customer is signed in, the library is loaded after the page and its token is given to
 * the API calls: the report is then theirs, with their details and policies filled in. Any failure
 * leaves the visitor reporting as a visitor.
 */
export async function joinSignedInSession(language: Language): Promise<boolean> {
  if (!hasSignedInCookie(document.cookie)) return false;
  try {
    const client = await loadAuthClient(language);
    await client.checkSession();
    if (!(await client.isAuthenticated())) return false;
    const user = await client.getUser();
    registerApiSession({
      getAccessToken: () => client.getTokenSilently().catch(() => undefined),
      currentSsn: () => (user?.ssn as string | undefined) ?? undefined,
      // Someone else signed in meanwhile: the report stays as it is; the next page load sorts it out.
      onUserMismatch: () => undefined,
    });
    return true;
  } catch {
    return false;
  }
}
