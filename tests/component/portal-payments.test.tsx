import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Installment, MonthlyPaymentSum } from '../../src/domain/api/portal';
import { getI18n } from '../../src/lib/i18n';
import { InstallmentsTable } from '../../src/features/portal/payments/installments-table';
import {
  chartSummary,
  monthParts,
  PaymentChart,
} from '../../src/features/portal/payments/payment-chart';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

/** Twelve months like Anna's: paid until August, September and October overdue, November due. */
const months: MonthlyPaymentSum[] = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
].map((month, index) => {
  const amount = 37_350;
  if (index < 9) return { month, amount, paid: amount, overdue: 0 };
  if (index < 11) return { month, amount, paid: 0, overdue: amount };
  return { month, amount, paid: 0, overdue: 0 };
});

describe('payment chart', () => {
  it('splits a month into paid, overdue and the part still to come', () => {
    expect(monthParts({ month: '2026-05', amount: 10_000, paid: 2_500, overdue: 3_000 })).toEqual({
      month: '2026-05',
      paid: 2_500,
      overdue: 3_000,
      due: 4_500,
      total: 10_000,
    });
  });

  it('sums the year and names the overdue months in one sentence', () => {
    const en = chartSummary(months, 'en', getI18n('en').t);
    expect(en).toBe(
      'Payments from December 2025 to November 2026: ISK 448,200 in total, of which ' +
        'ISK 336,150 paid, ISK 74,700 overdue and ISK 37,350 not yet due. ' +
        'Overdue: September 2026 and October 2026.',
    );
    const is = chartSummary(months, 'is', getI18n('is').t);
    expect(is).toContain('samtals 448.200 kr.');
    expect(is).toContain('74.700 kr. fram yfir eindaga');
    expect(is).not.toContain('kr..');
    expect(is).toContain('september 2026 og október 2026');
  });

  it('says so when nothing is overdue', () => {
    const paid = months.map((month) => ({ ...month, paid: month.amount, overdue: 0 }));
    expect(chartSummary(paid, 'en', getI18n('en').t)).toMatch(/No month has overdue payments\.$/);
  });

  it('is one image for screen readers, with the numbers in a table with headers', () => {
    renderWithProviders(<PaymentChart months={months} language="en" currentMonth="2026-11" />, {
      language: 'en',
    });
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(/^Payments from December 2025 to November 2026/);
    const table = screen.getByRole('table', { name: 'Payments by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Paid', 'Overdue', 'Due', 'Total']);
    const september = within(table).getByRole('rowheader', { name: 'September 2026' });
    expect(september.closest('tr')).toHaveTextContent('ISK 0ISK 37,350ISK 0ISK 37,350');
    // The legend says in words what each colour means.
    expect(screen.getByText('Overdue', { selector: 'li' })).toBeInTheDocument();
  });
});

describe('installments table', () => {
  const installment = (overrides: Partial<Installment>): Installment => ({
    id: '6f1c2a4e-0000-4000-8000-000000000101',
    periodId: '6f1c2a4e-0000-4000-8000-000000000100',
    policyId: null,
    policyNumber: null,
    description: { is: 'Greiðsla 11 af 12', en: 'Installment 11 of 12' },
    dueDate: '2026-09-26',
    amount: 37_350,
    paidAmount: 0,
    paidDate: null,
    status: 'overdue',
    ...overrides,
  });

  it('gives every installment its status in words, under a caption', () => {
    renderWithProviders(
      <InstallmentsTable
        caption="Gjalddagar: Greiðsludreifing 2025–2026"
        language="is"
        installments={[
          installment({}),
          installment({
            id: '6f1c2a4e-0000-4000-8000-000000000102',
            dueDate: '2026-08-26',
            status: 'paid',
            paidAmount: 37_350,
            paidDate: '2026-08-24',
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Gjalddagar: Greiðsludreifing 2025–2026' });
    const overdue = within(table)
      .getByRole('rowheader', { name: '26. september 2026' })
      .closest('tr')!;
    expect(overdue).toHaveTextContent('Fram yfir eindaga');
    expect(overdue).toHaveTextContent('Ógreitt');
    const paid = within(table).getByRole('rowheader', { name: '26. ágúst 2026' }).closest('tr')!;
    expect(paid).toHaveTextContent('37.350 kr. greitt 24. ágúst 2026');
    // No policy column when no installment belongs to one policy.
    expect(within(table).queryByRole('columnheader', { name: 'Trygging' })).toBeNull();
  });
});
