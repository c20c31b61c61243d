import { Type, type Static } from 'typebox';

/** GET /api/public/v1/okuvisirCalculatorData/: src/domain/okuvisir.ts's steps, highest first. */
export const OkuvisirCalculatorData = Type.Object({
  steps: Type.Array(
    Type.Object({
      minScore: Type.Integer({
        minimum: 0,
        maximum: 100,
        description: 'Average trip score (0–100)',
      }),
      discountPercent: Type.Integer({ minimum: 0, maximum: 100 }),
    }),
  ),
  maxDiscountPercent: Type.Integer(),
});
export type OkuvisirCalculatorData = Static<typeof OkuvisirCalculatorData>;
