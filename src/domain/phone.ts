// The local phone check: 3 digits, at most one separator (hyphen, whitespace or dot), 4 digits.
export const LOCAL_PHONE_REGEX = /^(\d{3})[-.\s]?(\d{4})$/;

export function isValidLocalPhone(value: string): boolean {
  return LOCAL_PHONE_REGEX.test(value);
}

/** The 7 digits of a valid local phone number ('611 1234' -> '6111234'), or null. */
export function normalizeLocalPhone(value: string): string | null {
  const match = LOCAL_PHONE_REGEX.exec(value);
  if (!match) return null;
  return `${match[1]}${match[2]}`;
}

/**
 * 'tel:+3545605147' from '560 5147'; numbers with a country code are kept as they are. A module of
 * its own with the phone rules, not the formatting one: every page's header and footer call it.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') || digits.length !== 7 ? digits : `+354${digits}`}`;
}
