import { useTranslation } from 'react-i18next';
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

/**
 * A translation key whose sentence may name the service number, made ready to translate: with the
 * number to fill in when the content has one, otherwise its `…NoPhone` twin (the same sentence
 * without a number) when there is one. Other keys come back as they are.
 */
export function useServicePhoneKey(): (key: string) => {
  key: string;
  values: { phone: string } | undefined;
} {
  const { i18n } = useTranslation();
  const contact = useServiceContact();
  return (key) => {
    if (contact?.phone) return { key, values: { phone: contact.phone } };
    const twin = `${key}NoPhone`;
    return { key: i18n.exists(twin) ? twin : key, values: undefined };
  };
}

/** Translates a key as `useServicePhoneKey` prepares it: the sentence names the number or reads well without. */
export function useServicePhoneText(): (key: string) => string {
  const { t } = useTranslation();
  const prepare = useServicePhoneKey();
  return (key) => {
    const { key: ready, values } = prepare(key);
    return values ? t(ready, values) : t(ready);
  };
}
