import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { passwordProblem, type PasswordProblem } from '../../src/domain/password';
import {
  PASSWORD_MIN_SCORE,
  judgePassword,
  strengthOptions,
  type PasswordStrength,
  type StrengthOwner,
} from '../../src/domain/password-strength';

/**
 * The server's judge of new passwords: zxcvbn-ts with its common-password and English dictionaries
 * and our Icelandic words (src/domain/password-strength.ts), built once per process since building
 * it ranks several hundred thousand words.
 */
let checker: ZxcvbnFactory | undefined;

export function passwordStrength(password: string, owner: StrengthOwner): PasswordStrength {
  checker ??= new ZxcvbnFactory(strengthOptions({ common, en }));
  return judgePassword(checker, password, owner);
}

export type NewPasswordProblem = PasswordProblem | 'passwordTooWeak';

/**
 * Every rule for a new password: the shared ones the forms also apply (length, not the person's
 * name or kennitala), then strength: zxcvbn's score must be at least PASSWORD_MIN_SCORE, with the
 * person's name, kennitala and e-mail counted as guesses an attacker tries first.
 */
export function newPasswordProblem(
  password: string,
  owner: StrengthOwner,
): NewPasswordProblem | null {
  const shared = passwordProblem(password, owner);
  if (shared) return shared;
  return passwordStrength(password, owner).score < PASSWORD_MIN_SCORE ? 'passwordTooWeak' : null;
}
