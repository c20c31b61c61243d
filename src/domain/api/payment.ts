import { Type, type Static } from 'typebox';
import { Isk, IsoDate, LocalizedText, Nullable, Uuid } from './common';
import { INSTALLMENT_STATUSES, PAYMENT_METHODS } from './values';

/** /api/payment/v1/: payment status — what is due and overdue, and the payment plan. */

export const Installment = Type.Object({
  id: Uuid,
  periodId: Uuid,
  policyId: Nullable(Uuid),
  policyNumber: Nullable(Type.String()),
  description: LocalizedText,
  dueDate: IsoDate,
  amount: Isk,
  paidAmount: Isk,
  paidDate: Nullable(IsoDate),
  status: Type.Enum(INSTALLMENT_STATUSES),
});
export type Installment = Static<typeof Installment>;

/** GET /api/payment/v1/installmentsOverview/ */
export const InstallmentsOverviewResponse = Type.Object({
  overdue: Type.Array(Installment, { description: 'Overdue installments, oldest first' }),
  due: Type.Array(Installment, {
    description: 'Unpaid installments not yet overdue, soonest first',
  }),
  nextDueDate: Nullable(IsoDate),
  nextDueAmount: Isk,
  totals: Type.Object({
    overdue: Isk,
    due: Isk,
    outstanding: Type.Integer({ description: 'overdue + due (the unpaid remainder)' }),
    paidThisYear: Type.Integer({ description: 'Paid in the current calendar year' }),
  }),
});
export type InstallmentsOverviewResponse = Static<typeof InstallmentsOverviewResponse>;

export const PaymentPeriod = Type.Object({
  id: Uuid,
  name: LocalizedText,
  start: IsoDate,
  end: IsoDate,
  paymentMethod: Type.Enum(PAYMENT_METHODS),
  cardNumberMasked: Nullable(
    Type.String({
      description: 'The registered card the installments are charged to, when paid by card',
    }),
  ),
  installments: Type.Array(Installment),
  totals: Type.Object({ amount: Isk, paid: Isk, outstanding: Isk }),
});
export type PaymentPeriod = Static<typeof PaymentPeriod>;

/** One calendar month of the year's chart. */
export const MonthlyPaymentSum = Type.Object({
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: "'YYYY-MM'" }),
  amount: Type.Integer({ description: 'Sum of installments due in the month' }),
  paid: Isk,
  overdue: Type.Integer({
    description: 'Unpaid part of installments of the month that are overdue',
  }),
});
export type MonthlyPaymentSum = Static<typeof MonthlyPaymentSum>;

/** GET /api/payment/v1/periods/ */
export const PaymentPeriodsResponse = Type.Object({
  periods: Type.Array(PaymentPeriod, { description: 'Newest first' }),
  months: Type.Array(MonthlyPaymentSum, {
    description: 'The 12 months from 11 months back to the current month, oldest first',
  }),
});
export type PaymentPeriodsResponse = Static<typeof PaymentPeriodsResponse>;
