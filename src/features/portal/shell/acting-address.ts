import { isCompanyKennitala } from '../../../domain';
import { STORAGE_KEYS } from '../../../lib/api';

/**
 * The address parameter naming the company a representative acts for on a company's screens
 * ('?fyrir=5501692829'). Whom a tab acts for lives in its session storage, which a new tab does
 * not have; the company's screens carry it in their address too, so a policy update opened in a
 * new tab (or from a bookmark) is the company's again. Only a company's kennitala, which is
 * public, goes into an address; the server still checks the grant on every call.
 */
export const ACTING_PARAM = 'fyrir';

/** The company the address names, when it names a well-formed company kennitala. */
export function actingCompanyInAddress(search: string): string | undefined {
  const named = new URLSearchParams(search).get(ACTING_PARAM)?.replace(/\D/g, '');
  return named && named.length === 10 && isCompanyKennitala(named) ? named : undefined;
}

/**
 * Before the portal's first call: a company named in the address becomes whom this tab acts for
 * (as if chosen in the header). A grant that does not exist is refused by the server, and the
 * portal then acts for the person themself.
 */
export function adoptActingCompanyFromAddress(): void {
  if (typeof window === 'undefined') return;
  const company = actingCompanyInAddress(window.location.search);
  if (company) window.sessionStorage.setItem(STORAGE_KEYS.overviewUser, company);
}

/** A company screen's path with the company it is for. */
export function withActingCompany(path: string, company: string | undefined): string {
  return company ? `${path}?${ACTING_PARAM}=${company}` : path;
}
