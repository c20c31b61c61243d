import type { OptionsType, ZxcvbnResult } from '@zxcvbn-ts/core';

/**
 * How hard a new password is to guess, judged by zxcvbn-ts (the server before it keeps a password,
 * the strength meter beside every new-password field as the person types). zxcvbn scores 0–4 by the
 * guesses an attacker would need: dictionary words, names, keyboard walks, dates, repeats and l33t
 * spellings all count as few guesses. Below PASSWORD_MIN_SCORE a password is refused.
 *
 * The dictionaries are zxcvbn's common-password and English ones plus a short Icelandic list below
 * (no Icelandic language package exists), and the person's own name, kennitala and e-mail as
 * "user inputs". The dictionaries are large, so this module only describes how to use them: the
 * server imports them once, the browser loads them when a password field is first used.
 */

export const PASSWORD_MIN_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The judgement: the score, and zxcvbn's reason (a key of the `passwordStrength` texts) when weak. */
export type PasswordStrength = {
  score: PasswordScore;
  /** zxcvbn's warning key ('common', 'keyPattern', 'userInputs', …) or null. */
  warning: string | null;
};

/**
 * Words Icelanders build passwords from that English and common-password lists miss: places,
 * months and days, family words, sports clubs, names and patronymics (written without accents,
 * as people type them; zxcvbn matches case-insensitively and finds l33t spellings itself).
 */
// prettier-ignore
export const ICELANDIC_PASSWORD_WORDS = [
  'lykilord', 'lykilorð', 'adgangsord', 'iceland', 'island', 'ísland', 'islendingur', 'reykjavik',
  'reykjavík', 'akureyri', 'kopavogur', 'hafnarfjordur', 'gardabaer', 'mosfellsbaer', 'keflavik',
  'reykjanesbaer', 'selfoss', 'akranes', 'isafjordur', 'egilsstadir', 'vestmannaeyjar', 'husavik',
  'borgarnes', 'hveragerdi', 'grindavik', 'thingvellir', 'gullfoss', 'geysir', 'hekla', 'katla',
  'esja', 'eldfjall', 'jokull', 'vatnajokull', 'snaefellsjokull', 'sumar', 'vetur', 'haust', 'vor',
  'januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'agust', 'september', 'oktober',
  'november', 'desember', 'manudagur', 'thridjudagur', 'midvikudagur', 'fimmtudagur', 'fostudagur',
  'laugardagur', 'sunnudagur', 'jol', 'jolin', 'paskar', 'mamma', 'pabbi', 'amma', 'afi', 'elska',
  'astin', 'ástin', 'hjarta', 'hestur', 'hestar', 'hundur', 'kisa', 'kottur', 'kisi', 'fotbolti',
  'handbolti', 'valur', 'breidablik', 'stjarnan', 'fylkir', 'vikingur', 'thor', 'throttur', 'fram',
  'keflavik', 'grotta', 'skjol', 'skjól', 'trygging', 'tryggingar', 'velkomin', 'velkominn', 'hallo',
  'takk', 'lopapeysa', 'skyr', 'harpa', 'bjork', 'einn', 'tveir', 'thrir', 'fjorir', 'fimm', 'sex',
  'sjo', 'atta', 'niu', 'tiu', 'jon', 'gudrun', 'sigridur', 'kristin', 'margret', 'helga',
  'sigrun', 'ingibjorg', 'johanna', 'gunnar', 'olafur', 'einar', 'sigurdur', 'magnus', 'stefan',
  'kristjan', 'johann', 'bjorn', 'arni', 'pall', 'gudmundur', 'thorsteinn', 'jonsdottir',
  'sigurdardottir', 'gudmundsdottir', 'kristjansdottir', 'magnusdottir', 'olafsdottir',
  'jonsson', 'sigurdsson', 'gudmundsson', 'kristjansson', 'magnusson', 'olafsson', 'einarsson',
  'stefansson', 'johannsson', 'palsson', 'palsdottir',
];

/** The parts of the language packages the judgement uses (`@zxcvbn-ts/language-common`, `-en`). */
export type StrengthPackages = {
  common: { dictionary: Record<string, string[]>; adjacencyGraphs: OptionsType['graphs'] };
  en: { dictionary: Record<string, string[]> };
};

/**
 * zxcvbn's options: every dictionary and the keyboard layouts. Near misses of whole words
 * (Levenshtein distance) stay off: they made one check take a second or more of a busy core,
 * on the server and in a phone's browser alike, and l33t and case variants are found without them.
 */
export function strengthOptions({ common, en }: StrengthPackages): OptionsType {
  return {
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary, icelandic: ICELANDIC_PASSWORD_WORDS },
  };
}

/** Whose password it is, as the judgement needs them. */
export type StrengthOwner = {
  kennitala?: string | null;
  name?: string | null;
  email?: string | null;
};

/**
 * What an attacker who knows the person would try first: their name and each part of it, their
 * kennitala with and without the dash and its date of birth, their e-mail and the words of its
 * local part and domain.
 */
export function passwordUserInputs(owner: StrengthOwner): string[] {
  const inputs = new Set<string>();
  const add = (value: string | null | undefined) => {
    const trimmed = value?.trim().toLowerCase();
    if (trimmed && trimmed.length >= 2) inputs.add(trimmed);
  };
  add(owner.name);
  for (const part of owner.name?.split(/[^\p{L}]+/u) ?? []) add(part);
  const kennitala = owner.kennitala?.replace(/\D/g, '');
  if (kennitala) {
    add(kennitala);
    add(`${kennitala.slice(0, 6)}-${kennitala.slice(6)}`);
    add(kennitala.slice(0, 6));
  }
  add(owner.email);
  for (const part of owner.email?.split(/[^\p{L}\p{N}]+/u) ?? []) add(part);
  return [...inputs];
}

/** Something that judges a password as zxcvbn-ts's ZxcvbnFactory does. */
export type StrengthChecker = {
  check(password: string, userInputs?: (string | number)[]): ZxcvbnResult;
};

export function judgePassword(
  checker: StrengthChecker,
  password: string,
  owner: StrengthOwner,
): PasswordStrength {
  const result = checker.check(password, passwordUserInputs(owner));
  return { score: result.score as PasswordScore, warning: result.feedback.warning || null };
}
