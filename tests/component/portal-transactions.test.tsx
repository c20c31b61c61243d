import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse } from '../../src/domain/api/portal';
import { ensurePortalTexts } from '../../src/features/portal/portal-texts';
import { addMonthsIso } from '../../src/domain/calendar';
import {
  localToday,
  presetOf,
  presetPeriod,
  validatePeriod,
} from '../../src/features/portal/transactions/period';
import {
  TransactionTable,
  TypeTotalsTable,
} from '../../src/features/portal/transactions/transaction-tables';
import { renderWithProviders } from './render';

beforeAll(() => ensurePortalTexts());

describe('period presets', () => {
  it('end today and start where a person expects', () => {
    expect(presetPeriod('last3Months', '2026-11-21')).toEqual({
      from: '2026-08-22',
      to: '2026-11-21',
    });
    expect(presetPeriod('thisYear', '2026-11-21')).toEqual({
      from: '2026-01-01',
      to: '2026-11-21',
    });
    // The API's own default: the day after the same date a year ago.
    expect(presetPeriod('last12Months', '2026-11-21')).toEqual({
      from: '2025-11-22',
      to: '2026-11-21',
    });
  });

  it('keep to the end of shorter months', () => {
    expect(addMonthsIso('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonthsIso('2024-05-31', -3)).toBe('2024-02-29');
    expect(presetPeriod('last3Months', '2026-05-31')).toEqual({
      from: '2026-03-01',
      to: '2026-05-31',
    });
  });

  it('are recognised again from their dates', () => {
    expect(presetOf({ from: '2026-01-01', to: '2026-11-21' }, '2026-11-21')).toBe('thisYear');
    expect(presetOf({ from: '2026-01-02', to: '2026-11-21' }, '2026-11-21')).toBeUndefined();
  });

  it('use the local calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('validatePeriod', () => {
  it('accepts a real period and refuses half-typed or reversed dates', () => {
    expect(validatePeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(validatePeriod({ from: '', to: '2026-01-01' })).toEqual({
      from: 'portal|transactions.invalidDate',
    });
    expect(validatePeriod({ from: '2026-02-30', to: '2026-03-01' })).toEqual({
      from: 'portal|transactions.invalidDate',
    });
    expect(validatePeriod({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      to: 'portal|transactions.toBeforeFrom',
    });
  });
});

const account: AccountResponse = {
  from: '2026-08-22',
  to: '2026-11-21',
  type: 'all',
  transactions: [
    {
      id: '6f1c2a4e-0000-4000-8000-000000000201',
      date: '2026-11-12',
      type: 'premium',
      description: {
        is: 'Iðgjald: Bifreiðatrygging, SK-2018-004812',
        en: 'Premium: Car insurance, SK-2018-004812',
      },
      amount: 14_000,
      policyId: '6f1c2a4e-0000-4000-8000-000000000301',
      policyNumber: 'SK-2018-004812',
    },
    {
      id: '6f1c2a4e-0000-4000-8000-000000000202',
      date: '2026-10-24',
      type: 'claim_payment',
      description: { is: 'Tjónagreiðsla: TJ-2026-003890', en: 'Claim payment: TJ-2026-003890' },
      amount: -150_000,
      policyId: null,
      policyNumber: null,
    },
  ],
  totals: {
    byType: {
      premium: { count: 1, amount: 14_000 },
      payment: { count: 0, amount: 0 },
      claim_payment: { count: 1, amount: -150_000 },
      refund: { count: 0, amount: 0 },
      fee: { count: 0, amount: 0 },
    },
    overall: { count: 2, amount: -136_000 },
    charged: 14_000,
    credited: 150_000,
  },
};

describe('transaction tables', () => {
  it('say charge or credit in words, not only in colour', () => {
    renderWithProviders(<TransactionTable account={account} language="en" />, { language: 'en' });
    const table = screen.getByRole('table', {
      name: 'Transactions 22 August 2026 – 21 November 2026',
    });
    const premium = within(table)
      .getByRole('rowheader', { name: /Premium: Car insurance/ })
      .closest('tr')!;
    expect(premium).toHaveTextContent('ISK 14,000Charge');
    expect(premium).toHaveTextContent('SK-2018-004812');
    const claim = within(table)
      .getByRole('rowheader', { name: /Claim payment/ })
      .closest('tr')!;
    expect(claim).toHaveTextContent('ISK 150,000Credit');
    expect(claim).toHaveTextContent('Not applicable');
  });

  it('total every type and the period, in Icelandic', () => {
    renderWithProviders(<TypeTotalsTable account={account} language="is" />);
    const table = screen.getByRole('table', { name: /^Samtals eftir tegund/ });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Iðgjald',
      'Greiðsla',
      'Tjónagreiðsla',
      'Endurgreiðsla',
      'Gjald',
      'Allar hreyfingar',
    ]);
    const overall = within(table)
      .getByRole('rowheader', { name: 'Allar hreyfingar' })
      .closest('tr')!;
    expect(overall).toHaveTextContent('2136.000 kr.Þér í hag');
  });
});
