import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  purchaseInstallments,
  shareByWeight,
  type PlannedPolicy,
} from '../../server/modules/quote/purchase-plan';

describe('shareByWeight', () => {
  it('shares a whole number by weight in whole numbers that add up to it', () => {
    expect(shareByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareByWeight(10_250, [90_000, 30_000])).toEqual([7688, 2562]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 5 }),
        (total, weights) => {
          const shares = shareByWeight(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, index) =>
            expect(Math.abs(share - (total * weights[index]!) / sum)).toBeLessThan(1),
          );
        },
      ),
    );
  });
});

describe('purchaseInstallments', () => {
  const policies: PlannedPolicy[] = [
    { policyId: 'car', annualPremium: 90_000, paidOnce: false },
    { policyId: 'home', annualPremium: 30_000, paidOnce: false },
    { policyId: 'trip', annualPremium: 12_000, paidOnce: true },
  ];

  it('pays a trip at once and splits the rest into twelve months of the quoted monthly sum', () => {
    const rows = purchaseInstallments(policies, { monthly: 10_250 }, 'monthly', '2026-12-01');
    expect(rows.filter((row) => row.policyId === 'trip')).toEqual([
      {
        policyId: 'trip',
        dueDate: '2026-12-01',
        amount: 12_000,
        description: { is: 'Greitt í einu', en: 'Paid at once' },
      },
    ]);
    const car = rows.filter((row) => row.policyId === 'car');
    expect(car).toHaveLength(12);
    expect(car.at(-1)).toMatchObject({
      dueDate: '2027-11-01',
      description: { en: 'Installment 12 of 12' },
    });
    const byMonth = new Map<string, number>();
    for (const row of rows.filter((row) => row.policyId !== 'trip'))
      byMonth.set(row.dueDate, (byMonth.get(row.dueDate) ?? 0) + row.amount);
    expect([...byMonth.values()]).toEqual(Array(12).fill(10_250));
  });

  it('pays every policy at once on a yearly plan', () => {
    const rows = purchaseInstallments(policies, { monthly: 10_250 }, 'annual', '2026-12-01');
    expect(rows.map((row) => [row.policyId, row.amount])).toEqual([
      ['car', 90_000],
      ['home', 30_000],
      ['trip', 12_000],
    ]);
    expect(rows.every((row) => row.dueDate === '2026-12-01')).toBe(true);
  });
});
