/** Orders the server's growing message ids ('9' < '10') as numbers of any length. */
export function compareMessageIds(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}

/** A client id for a new message: unique enough within one conversation. */
export function newClientId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `c-${random}`;
}
