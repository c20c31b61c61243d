/**
 * Paths of the public forms that do not open a case (case forms are in case-paths.ts). A plain
 * module, so the public site's bundle can use them without the TypeBox declarations.
 */
export const FORM_API = {
  conferenceSignup: '/api/form/v1/conferencesignup/',
  lotteryGame: '/api/form/v1/lotterygame/',
} as const;
