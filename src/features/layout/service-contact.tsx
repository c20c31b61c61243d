import { createContext, useContext } from 'react';
import type { FooterData } from '../footer';

/** How to reach us, as the content's footer document says: the one phone number and e-mail. */
export type ServiceContact = { phone: string; email: string };

const ServiceContactContext = createContext<ServiceContact | null>(null);

export const ServiceContactProvider = ServiceContactContext.Provider;

export function serviceContactOf(footer: FooterData | null): ServiceContact | null {
  return footer?.phone ? { phone: footer.phone, email: footer.email } : null;
}

/**
 * The phone number and e-mail from the content, for anything drawn inside the site's layout. Null
 * while a page built without its footer fetches it, or when the content has none: callers then
 * leave the line out rather than print a number the content does not vouch for.
 */
export function useServiceContact(): ServiceContact | null {
  return useContext(ServiceContactContext);
}
