import { Type, type Static } from 'typebox';
import { Isk, IsoDate, LocalizedText, Nullable, PortalLanguage, Uuid } from './common';
import { TRANSACTION_TYPES } from './values';

/** /api/account/v1/: the acting party's transactions. */

const TransactionTypeFilter = Type.Union([Type.Enum(TRANSACTION_TYPES), Type.Literal('all')]);

/**
 * GET /api/account/v1/?from=&to=&type= — all optional: the period defaults to the last 12 months
 * up to today, the type to all ('all' is accepted too).
 */
export const AccountQuery = Type.Object({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  type: Type.Optional(TransactionTypeFilter),
});
export type AccountQuery = Static<typeof AccountQuery>;

export const AccountTransaction = Type.Object({
  id: Uuid,
  date: IsoDate,
  type: Type.Enum(TRANSACTION_TYPES),
  description: LocalizedText,
  amount: Type.Integer({
    description:
      "Signed from the customer's balance: positive is charged to the customer (premium, fee), " +
      "negative is in the customer's favour (payment, claim_payment, refund)",
  }),
  policyId: Nullable(Uuid),
  policyNumber: Nullable(Type.String()),
});
export type AccountTransaction = Static<typeof AccountTransaction>;

export const TransactionTotal = Type.Object({ count: Type.Integer(), amount: Isk });
export type TransactionTotal = Static<typeof TransactionTotal>;

export const AccountResponse = Type.Object({
  from: IsoDate,
  to: IsoDate,
  type: TransactionTypeFilter,
  transactions: Type.Array(AccountTransaction, { description: 'Newest first' }),
  totals: Type.Object({
    byType: Type.Record(Type.Enum(TRANSACTION_TYPES), TransactionTotal, {
      description: 'Every type is present (0 when none), whatever the filter',
    }),
    overall: TransactionTotal,
    charged: Type.Integer({ description: 'Sum of the positive amounts (charges)' }),
    credited: Type.Integer({ description: 'Sum of the negative amounts, as a positive number' }),
  }),
});
export type AccountResponse = Static<typeof AccountResponse>;

/** POST /api/account/v1/sendtransactionoverview/ — the body may be empty. */
export const SendTransactionOverviewRequest = Nullable(
  Type.Object({
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    type: Type.Optional(TransactionTypeFilter),
    lang: Type.Optional(PortalLanguage),
  }),
);
export type SendTransactionOverviewRequest = Static<typeof SendTransactionOverviewRequest>;
