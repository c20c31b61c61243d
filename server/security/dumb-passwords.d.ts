declare module 'dumb-passwords' {
  /** True when the password (lowercased) is one of the 10,000 most common. */
  export function check(password: string): boolean;
  const dumbPasswords: { check: typeof check };
  export default dumbPasswords;
}
