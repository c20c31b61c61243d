import type {
  Installment,
  InstallmentStatus,
  InstallmentsOverviewResponse,
  MonthlyPaymentSum,
  PaymentPeriodsResponse,
} from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { text } from '../../portal/shared';
import { addMonthsIso, todayInIceland } from '../../../src/domain/calendar';
import { findPaymentMethod } from '../settings-payment/settings-payment.repository';
import { installmentRows, periodRows, type InstallmentRow } from './payment.repository';

/**
 * An installment's status today. The stored status is only as fresh as the last write, so it is
 * derived from the amounts and the due date instead.
 */
export function installmentStatus(
  row: Pick<InstallmentRow, 'amount' | 'paid_amount' | 'due_date'>,
  today = todayInIceland(),
): InstallmentStatus {
  if (row.paid_amount >= row.amount) return 'paid';
  return row.due_date < today ? 'overdue' : 'due';
}

function toInstallment(row: InstallmentRow, today: string): Installment {
  return {
    id: row.id,
    periodId: row.period_id,
    policyId: row.policy_id,
    policyNumber: row.policy_number,
    description: text(row.description_is, row.description_en),
    dueDate: row.due_date,
    amount: row.amount,
    paidAmount: row.paid_amount,
    paidDate: row.paid_on,
    status: installmentStatus(row, today),
  };
}

const unpaid = (installment: Installment) => installment.amount - installment.paidAmount;
const sum = (installments: Installment[], value: (i: Installment) => number) =>
  installments.reduce((total, installment) => total + value(installment), 0);

export async function installmentsOverview(
  db: DbOrTx,
  party: string,
): Promise<InstallmentsOverviewResponse> {
  const today = todayInIceland();
  const all = (await installmentRows(db, party)).map((row) => toInstallment(row, today));
  const overdue = all.filter((installment) => installment.status === 'overdue');
  const due = all.filter((installment) => installment.status === 'due');
  const next = due[0];
  const year = today.slice(0, 4);
  return {
    overdue,
    due,
    nextDueDate: next?.dueDate ?? null,
    nextDueAmount: next ? unpaid(next) : 0,
    totals: {
      overdue: sum(overdue, unpaid),
      due: sum(due, unpaid),
      outstanding: sum(overdue, unpaid) + sum(due, unpaid),
      paidThisYear: sum(
        all.filter((installment) => installment.paidDate?.startsWith(year)),
        (installment) => installment.paidAmount,
      ),
    },
  };
}

export async function paymentPeriods(db: DbOrTx, party: string): Promise<PaymentPeriodsResponse> {
  const today = todayInIceland();
  const [periods, rows, method] = await Promise.all([
    periodRows(db, party),
    installmentRows(db, party),
    findPaymentMethod(db, party),
  ]);
  const installments = rows.map((row) => toInstallment(row, today));
  const months: MonthlyPaymentSum[] = [];
  for (let offset = -11; offset <= 0; offset += 1) {
    const month = addMonthsIso(`${today.slice(0, 7)}-01`, offset).slice(0, 7);
    const inMonth = installments.filter((installment) => installment.dueDate.startsWith(month));
    months.push({
      month,
      amount: sum(inMonth, (installment) => installment.amount),
      paid: sum(inMonth, (installment) => installment.paidAmount),
      overdue: sum(
        inMonth.filter((installment) => installment.status === 'overdue'),
        unpaid,
      ),
    });
  }
  return {
    periods: periods.map((period) => {
      const own = installments.filter((installment) => installment.periodId === period.id);
      return {
        id: period.id,
        name: text(period.name_is, period.name_en),
        start: period.start_date,
        end: period.end_date,
        paymentMethod: period.payment_method,
        // Card periods are charged to the card on file, so the plan shows the same card settings do.
        cardNumberMasked: period.payment_method === 'card' ? (method?.card_masked ?? null) : null,
        installments: own,
        totals: {
          amount: sum(own, (installment) => installment.amount),
          paid: sum(own, (installment) => installment.paidAmount),
          outstanding: sum(own, unpaid),
        },
      };
    }),
    months,
  };
}
