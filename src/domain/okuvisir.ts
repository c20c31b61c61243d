/**
 * Ökuvísir, the driving-behaviour programme: the app scores each trip from 0 to 100, and the
 * average score over a policy year earns a discount on the car insurance. The steps are declared
 * here once: the sign-up page's calculator shows them and GET /api/public/v1/okuvisirCalculatorData/
 * serves them.
 */
export type OkuvisirStep = { minScore: number; discountPercent: number };

/** Highest step first; a score below the lowest step earns nothing. */
export const OKUVISIR_DISCOUNT_STEPS: readonly OkuvisirStep[] = [
  { minScore: 90, discountPercent: 15 },
  { minScore: 80, discountPercent: 10 },
  { minScore: 70, discountPercent: 5 },
];

export const OKUVISIR_MAX_DISCOUNT = Math.max(
  ...OKUVISIR_DISCOUNT_STEPS.map((step) => step.discountPercent),
);

/** The discount an average score earns. */
export function okuvisirDiscount(score: number): number {
  return OKUVISIR_DISCOUNT_STEPS.find((step) => score >= step.minScore)?.discountPercent ?? 0;
}

/** A driver signs up from the age a driving licence is first given. */
export const OKUVISIR_MIN_AGE = 17;
