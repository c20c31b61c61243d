import {
  TRANSACTION_TYPES,
  type AccountQuery,
  type AccountResponse,
  type TransactionTotal,
  type TransactionType,
} from '../../../src/domain/api/portal';
import type { DbOrTx } from '../../db/database';
import { badRequest } from '../../errors';
import type { ActingParty } from '../../identity/authenticate';
import { translator, type ServerLanguage } from '../../i18n/locales';
import { renderPdf } from '../../pdf/pdf-layout';
import { text } from '../../portal/shared';
import { addDaysIso, addMonthsIso, todayInIceland } from '../../../src/domain/calendar';
import { transactionRows } from './account.repository';
import { formatDate, formatIsk, formatKennitala, formatPeriod } from '../../../src/domain/format';
import type { ServiceContact } from '../help/general-config';

/** The period asked for; by default the twelve months up to today. */
export function resolvePeriod(filter: AccountQuery) {
  const to = filter.to ?? todayInIceland();
  const from = filter.from ?? addDaysIso(addMonthsIso(to, -12), 1);
  if (from > to)
    throw badRequest('InvalidPeriod', 'The period starts after it ends', {
      from: ['fromAfterTo'],
    });
  return { from, to, type: filter.type ?? 'all' };
}

export async function accountOverview(
  db: DbOrTx,
  party: string,
  filter: AccountQuery,
): Promise<AccountResponse> {
  const period = resolvePeriod(filter);
  const all = await transactionRows(db, party, { from: period.from, to: period.to });
  const byType = Object.fromEntries(
    TRANSACTION_TYPES.map((type) => [type, { count: 0, amount: 0 }]),
  ) as Record<TransactionType, TransactionTotal>;
  for (const row of all) {
    const total = byType[row.type as TransactionType];
    if (!total) continue;
    total.count += 1;
    total.amount += row.amount;
  }
  const listed = period.type === 'all' ? all : all.filter((row) => row.type === period.type);
  return {
    from: period.from,
    to: period.to,
    type: period.type,
    transactions: listed.map((row) => ({
      id: row.id,
      date: row.occurred_on,
      type: row.type as TransactionType,
      description: text(row.description_is, row.description_en),
      amount: row.amount,
      policyId: row.policy_id,
      policyNumber: row.policy_number,
    })),
    totals: {
      byType,
      overall: {
        count: listed.length,
        amount: listed.reduce((sum, row) => sum + row.amount, 0),
      },
      charged: listed.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0),
      credited: -listed.filter((row) => row.amount < 0).reduce((sum, row) => sum + row.amount, 0),
    },
  };
}

export function transactionsPdf(
  account: AccountResponse,
  party: ActingParty,
  lang: ServerLanguage,
  contact: ServiceContact,
): Promise<Buffer> {
  const t = translator(lang, 'portal-documents');
  return renderPdf({
    lang,
    contact,
    title: t('transactions.title'),
    subtitle: formatPeriod(account.from, account.to, lang),
    sections: [
      {
        kind: 'keyValues',
        rows: [
          [t('label.name'), party.fullName],
          [t('label.kennitala'), formatKennitala(party.kennitala)],
          [t('label.period'), formatPeriod(account.from, account.to, lang)],
          [t('label.transactionType'), t(`transactionType.${account.type}`)],
          [t('label.charged'), formatIsk(account.totals.charged, lang)],
          [t('label.credited'), formatIsk(account.totals.credited, lang)],
          [t('label.balance'), formatIsk(account.totals.overall.amount, lang)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: t('label.date'), width: 90 },
          { label: t('label.transactionType'), width: 85 },
          { label: t('label.description'), width: 230 },
          { label: t('label.amount'), width: 90, align: 'right' },
        ],
        rows: account.transactions.map((transaction) => [
          formatDate(transaction.date, lang),
          t(`transactionType.${transaction.type}`),
          transaction.description[lang],
          formatIsk(transaction.amount, lang),
        ]),
        emptyText: t('transactions.empty'),
      },
      {
        kind: 'table',
        columns: [
          { label: t('label.transactionType'), width: 200 },
          { label: t('label.count'), width: 80, align: 'right' },
          { label: t('label.amount'), width: 120, align: 'right' },
        ],
        rows: TRANSACTION_TYPES.map((type) => [
          t(`transactionType.${type}`),
          String(account.totals.byType[type].count),
          formatIsk(account.totals.byType[type].amount, lang),
        ]),
      },
    ],
  });
}
