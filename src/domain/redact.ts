// Analytics must never receive e-mail addresses. This matches more loosely than the form's
// e-mail check (non-ASCII letters, URL-encoded '@' in query strings) because here a miss leaks personal data
// while an extra match only hides a harmless string.

export const REDACTED_EMAIL = '[redacted email]';

// Local part: the characters RFC 5322 allows unquoted, except the URL delimiters / ? = & # — so that in a page
// address like '/leit?netfang=anna%40skjol.is' only the address goes, not the path. It may be empty, so an exotic
// address like 'a/@skjol.is' still loses its '@' and domain.
// The lookbehind starts a match only at the beginning of a run of local-part characters; without it a long run
// with no address in it is rescanned from every position, which is quadratic.
const LOCAL_CHAR = "[\\p{L}\\p{N}!$%'*+^_`{|}~.-]";
const EMAIL_LIKE = new RegExp(
  `(?<!${LOCAL_CHAR})${LOCAL_CHAR}*(?:@|%40)[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+`,
  'gu',
);

export function redactEmails(value: string): string {
  return value.replace(EMAIL_LIKE, REDACTED_EMAIL);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy of `value` with every string inside plain objects and arrays redacted; the input is not changed.
 * Other objects (dates, class instances) are passed through as they are.
 */
export function redactDeep<T>(value: T): T {
  // The shape is preserved and only string contents change, so the copy is still a T.
  return redactValue(value, new WeakMap()) as T;
}

function redactValue(value: unknown, seen: WeakMap<object, unknown>): unknown {
  if (typeof value === 'string') return redactEmails(value);
  if (Array.isArray(value)) {
    const known = seen.get(value);
    if (known !== undefined) return known;
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactValue(item, seen));
    return copy;
  }
  if (isPlainObject(value)) {
    const known = seen.get(value);
    if (known !== undefined) return known;
    const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(value)) as Record<
      string,
      unknown
    >;
    seen.set(value, copy);
    for (const [key, item] of Object.entries(value)) {
      // defineProperty, not assignment, so a '__proto__' key from parsed JSON stays an ordinary key.
      Object.defineProperty(copy, key, {
        value: redactValue(item, seen),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  }
  return value;
}

/**
 * 'anna@example.is' -> 'a***@example.is': enough for its owner to recognise, not enough to copy.
 * Shown where the portal says where it sent a message, or which address a change touched.
 */
export function maskEmail(email: string): string;
export function maskEmail(email: string | null | undefined): string | null;
export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
