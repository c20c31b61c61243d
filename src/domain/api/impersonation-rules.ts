/**
 * Staff acting for a customer: why they may, and for how long. Run-time constants both the staff
 * portal and the server apply; the TypeBox shapes are in user.ts.
 */

/** The reasons an employee picks from before acting for a customer; a note always goes with one. */
export const IMPERSONATION_REASONS = [
  'customerCall',
  'customerMessage',
  'claimHandling',
  'paymentsAndCollection',
  'policyChange',
  'other',
] as const;
export type ImpersonationReason = (typeof IMPERSONATION_REASONS)[number];

/** Acting ends this long after it starts or was last extended, unless the employee extends it. */
export const IMPERSONATION_MINUTES = 30;

/** The note the employee writes (the customer reads it in their log): short, never empty. */
export const IMPERSONATION_NOTE_MIN = 3;
export const IMPERSONATION_NOTE_MAX = 300;

export function isImpersonationReason(value: string): value is ImpersonationReason {
  return (IMPERSONATION_REASONS as readonly string[]).includes(value);
}
