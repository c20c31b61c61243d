import { addMonthsIso } from '../../../src/domain/calendar';
import type { QuotePrice } from '../../../src/domain/api/quote';
import type { PurchaseFrequency } from '../../../src/domain/quote';

/**
 * The installments a purchase makes, per policy, so that together they are exactly what the quote
 * promised: a single trip paid once at the start; otherwise the year at once, or twelve monthly
 * payments of the quote's monthly figure (fee included) shared among the policies by premium.
 * Each installment names its policy, so withdrawing one policy takes only its own away.
 */

export type PlannedPolicy = {
  policyId: string;
  /** The policy's yearly premium after the bundle discount. */
  annualPremium: number;
  /** A single trip: paid once, never split. */
  paidOnce: boolean;
};

export type PlannedInstallment = {
  policyId: string;
  dueDate: string;
  amount: number;
  description: { is: string; en: string };
};

export const MONTHS_IN_PLAN = 12;

/** 'Greiðsla 3 af 12' / 'Installment 3 of 12' for the month counted from 0. */
export function monthlyDescription(month: number): { is: string; en: string } {
  return {
    is: `Greiðsla ${month + 1} af ${MONTHS_IN_PLAN}`,
    en: `Installment ${month + 1} of ${MONTHS_IN_PLAN}`,
  };
}

/** `total` shared by `weights`, in whole krónur that add up to it (largest remainders get the rest). */
export function shareByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export function purchaseInstallments(
  policies: readonly PlannedPolicy[],
  price: Pick<QuotePrice, 'monthly'>,
  frequency: PurchaseFrequency,
  startDate: string,
): PlannedInstallment[] {
  const once = policies
    .filter((policy) => policy.paidOnce || frequency === 'annual')
    .map((policy) => ({
      policyId: policy.policyId,
      dueDate: startDate,
      amount: policy.annualPremium,
      description: policy.paidOnce
        ? { is: 'Greitt í einu', en: 'Paid at once' }
        : { is: 'Ársgreiðsla', en: 'Yearly payment' },
    }));
  if (frequency === 'annual') return once;
  const spread = policies.filter((policy) => !policy.paidOnce);
  if (spread.length === 0 || price.monthly <= 0) return once;
  const shares = shareByWeight(
    price.monthly,
    spread.map((policy) => policy.annualPremium),
  );
  const monthly: PlannedInstallment[] = [];
  for (let month = 0; month < MONTHS_IN_PLAN; month += 1) {
    spread.forEach((policy, index) =>
      monthly.push({
        policyId: policy.policyId,
        dueDate: addMonthsIso(startDate, month),
        amount: shares[index]!,
        description: monthlyDescription(month),
      }),
    );
  }
  return [...once, ...monthly];
}
