import {
  judgePassword,
  strengthOptions,
  type PasswordStrength,
  type StrengthOwner,
} from '../../domain/password-strength';

export type PasswordJudge = (password: string, owner: StrengthOwner) => PasswordStrength;

let loading: Promise<PasswordJudge> | undefined;

/**
 * zxcvbn-ts and its dictionaries (about 1.7 MB before compression), fetched the first time a
 * password field is used, never with the page: public pages and portal screens without a password
 * field do not pay for them. Loaded once per page; a failed load is tried again next time.
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/language-common'),
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) => {
      const checker = new core.ZxcvbnFactory(strengthOptions({ common, en }));
      return (password, owner) => judgePassword(checker, password, owner);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
