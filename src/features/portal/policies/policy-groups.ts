import {
  PRODUCT_KINDS,
  type PaymentFrequency,
  type Policy,
  type PolicyStatus,
} from '../../../domain/api/portal';

export type PolicyGroups = Record<PolicyStatus, Policy[]>;

const kindOrder = (policy: Policy) => PRODUCT_KINDS.indexOf(policy.product.kind);

/**
 * Policies by status, each group in the order a person looks for them: in force by kind of
 * insurance (car, home, property…), those starting later by start date, ended ones newest first.
 */
export function groupPolicies(policies: readonly Policy[]): PolicyGroups {
  const by = (status: PolicyStatus) => policies.filter((policy) => policy.status === status);
  return {
    active: by('active').sort(
      (a, b) => kindOrder(a) - kindOrder(b) || a.number.localeCompare(b.number),
    ),
    pending: by('pending').sort((a, b) => a.periodStart.localeCompare(b.periodStart)),
    ended: by('ended').sort((a, b) => b.periodEnd.localeCompare(a.periodEnd)),
  };
}

/** How many installments a year's premium is split into. */
export function installmentsPerYear(frequency: PaymentFrequency): number {
  switch (frequency) {
    case 'monthly':
      return 12;
    case 'quarterly':
      return 4;
    case 'annual':
    case 'single':
      return 1;
  }
}
