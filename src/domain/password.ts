// The password rules a person can be told about while typing: length, and not their own name or
// kennitala. The browser forms apply them as the server does; the server alone also refuses the
// most common passwords (server/security/common-passwords.ts), a list too large to ship.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Parts of a name shorter than this ("Jón" counts, "Ás" does not) are not refused. */
export const NAME_PART_MIN_LETTERS = 3;

export type PasswordProblem =
  'passwordTooShort' | 'passwordTooLong' | 'passwordContainsKennitala' | 'passwordContainsName';

/** The person a password belongs to, as far as the rules need them. */
export type PasswordOwner = { kennitala?: string | null; name?: string | null };

// Letters that do not decompose into a base letter and an accent.
const FOLDS: Record<string, string> = { ð: 'd', þ: 'th', æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss' };

/** Lower case without accents: 'Björn Sigurðsson' → 'bjorn sigurdsson'. */
export function foldForComparison(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ðþæøœß]/g, (letter) => FOLDS[letter] ?? letter);
}

/** The parts of a name a password must not contain, folded. */
export function nameParts(name: string): string[] {
  return foldForComparison(name)
    .split(/[^\p{L}]+/u)
    .filter((part) => part.length >= NAME_PART_MIN_LETTERS);
}

/** The first rule a password breaks, or null when it keeps them all. */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  const kennitala = owner.kennitala?.replace(/\D/g, '');
  if (kennitala && kennitala.length === 10) {
    const forms = [kennitala, `${kennitala.slice(0, 6)}-${kennitala.slice(6)}`];
    const compact = password.replace(/[\s-]/g, '');
    if (forms.some((form) => password.includes(form)) || compact.includes(kennitala))
      return 'passwordContainsKennitala';
  }
  if (owner.name) {
    const folded = foldForComparison(password);
    if (nameParts(owner.name).some((part) => folded.includes(part))) return 'passwordContainsName';
  }
  return null;
}
