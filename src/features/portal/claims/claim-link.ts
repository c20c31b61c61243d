/**
 * A link to one claim on the claims screen: the screen opens that claim's details on arrival.
 * The claim's number (not its id) goes in the address: it is what the customer sees and says.
 */
const CLAIM_PARAM = 'tjon';

export function claimLinkQuery(claimNumber: string): string {
  return `${CLAIM_PARAM}=${encodeURIComponent(claimNumber)}`;
}

export function claimNumberIn(search: string): string | null {
  return new URLSearchParams(search).get(CLAIM_PARAM);
}
