// The e-mail check, one expression so the form and the server reject exactly the same addresses.
// The lookahead forbids two consecutive dots anywhere in the address.
export const EMAIL_REGEX = /^(?!.*\.\.)[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,9}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_REGEX.test(value);
}
