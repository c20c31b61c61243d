// The password rules a person can be told about while typing: length, and not their own name or
// kennitala. The portal's form and the set-password page apply them as the server does; how hard
// the password is to guess is judged apart (password-strength.ts), by the meter as the person
// types and by the server before it keeps the password.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Parts of a name shorter than this ("Jón" counts, "Ás" does not) are not refused. */
export const NAME_PART_MIN_LETTERS = 3;

export const PASSWORD_RULES = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  namePartMinLetters: NAME_PART_MIN_LETTERS,
} as const;
export type PasswordRules = { minLength: number; maxLength: number; namePartMinLetters: number };

export type PasswordProblem =
  'passwordTooShort' | 'passwordTooLong' | 'passwordContainsKennitala' | 'passwordContainsName';

/** The person a password belongs to, as far as the rules need them. */
export type PasswordOwner = { kennitala?: string | null; name?: string | null };

/**
 * The first rule a password breaks, or null when it keeps them all. It refers to nothing outside
 * itself but its arguments, so the server-rendered set-password page can run this very function
 * in the browser (`passwordProblem.toString()`).
 */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
  rules: PasswordRules = PASSWORD_RULES,
): PasswordProblem | null {
  if (password.length < rules.minLength) return 'passwordTooShort';
  if (password.length > rules.maxLength) return 'passwordTooLong';
  const kennitala = owner.kennitala?.replace(/\D/g, '');
  if (kennitala && kennitala.length === 10) {
    const dashed = `${kennitala.slice(0, 6)}-${kennitala.slice(6)}`;
    const compact = password.replace(/[\s-]/g, '');
    if (password.includes(dashed) || compact.includes(kennitala))
      return 'passwordContainsKennitala';
  }
  if (owner.name) {
    // Lower case without accents: 'Björn Sigurðsson' → 'bjorn sigurdsson'; ð, þ, æ and the like
    // do not decompose into a letter and an accent, so they are spelt out.
    const fold = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/ð/g, 'd')
        .replace(/þ/g, 'th')
        .replace(/æ/g, 'ae')
        .replace(/ø/g, 'o')
        .replace(/œ/g, 'oe')
        .replace(/ß/g, 'ss');
    const folded = fold(password);
    const parts = fold(owner.name)
      .split(/[^\p{L}]+/u)
      .filter((part) => part.length >= rules.namePartMinLetters);
    if (parts.some((part) => folded.includes(part))) return 'passwordContainsName';
  }
  return null;
}
