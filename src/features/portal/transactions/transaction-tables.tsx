import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  TRANSACTION_TYPES,
  type AccountResponse,
  type AccountTransaction,
} from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { DataTable, rowsAsBlocksOnPhones } from '../shared/data-table';
import { localized } from '../shared/format';
import { AccountAmount } from './amount';
import { formatDate, formatPeriod } from '../../../domain/format';
import { theme } from '../../../components/theme';

/**
 * On phones each transaction is a small block: what it was and the amount on top, date, type
 * and policy under it. The header row is then hidden from sight only; the cells keep their
 * table roles for screen readers.
 */
const ListTable = styled(DataTable)`
  .date,
  .policy {
    white-space: nowrap;
  }
  .description {
    overflow-wrap: break-word;
  }
  ${rowsAsBlocksOnPhones}
  ${theme.down('md')} {
    tbody tr {
      align-items: baseline;
      column-gap: ${theme.space(2)};
    }
    .description {
      order: 1;
      flex: 1 1 55%;
      min-width: 0;
      font-weight: 600;
    }
    .amount {
      order: 2;
      flex: 0 0 auto;
    }
    .date,
    .type,
    .policy {
      order: 3;
      font-size: 0.875rem;
      color: ${theme.colors.textMuted};
    }
    .type::before,
    .policy::before {
      /* A separator for the eye only (the empty alternative text keeps it from being read). */
      content: '·' / '';
      margin-right: ${theme.space(2)};
    }
    /* Nothing to add on a phone: no policy, or the description already names it. */
    .policy.none {
      display: none;
    }
  }
`;

const Muted = styled.span`
  color: ${theme.colors.textMuted};
`;

export function TransactionTable({
  account,
  language,
}: {
  account: AccountResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <ListTable>
      <caption>
        {t('portal|transactions.listCaption', {
          period: formatPeriod(account.from, account.to, language),
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('portal|transactions.date')}</th>
          <th scope="col">{t('portal|transactions.description')}</th>
          <th scope="col">{t('portal|transactions.type')}</th>
          <th scope="col">{t('portal|transactions.policy')}</th>
          <th scope="col" className="num">
            {t('portal|transactions.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {account.transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} language={language} />
        ))}
      </tbody>
    </ListTable>
  );
}

/** On phones the policy cell is left out when there is none or the description names it. */
function policyCellClass(transaction: AccountTransaction, language: Language): string {
  const number = transaction.policyNumber;
  return !number || localized(transaction.description, language).includes(number)
    ? 'policy none'
    : 'policy';
}

function TransactionRow({
  transaction,
  language,
}: {
  transaction: AccountTransaction;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <tr data-type={transaction.type}>
      <td className="date">{formatDate(transaction.date, language)}</td>
      <th scope="row" className="description">
        {localized(transaction.description, language)}
      </th>
      <td className="type">{t(`portal|transactions.types.${transaction.type}`)}</td>
      <td className={policyCellClass(transaction, language)}>
        {transaction.policyNumber ?? <Muted>{t('portal|transactions.noPolicy')}</Muted>}
      </td>
      <td className="amount num">
        <AccountAmount amount={transaction.amount} language={language} />
      </td>
    </tr>
  );
}

/** Count and sum of each type in the period (whatever the type filter), and of what is listed. */
export function TypeTotalsTable({
  account,
  language,
}: {
  account: AccountResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const { byType, overall } = account.totals;
  return (
    <DataTable>
      <caption>
        {t('portal|transactions.totalsCaption', {
          period: formatPeriod(account.from, account.to, language),
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('portal|transactions.type')}</th>
          <th scope="col" className="num">
            {t('portal|transactions.count')}
          </th>
          <th scope="col" className="num">
            {t('portal|transactions.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {TRANSACTION_TYPES.map((type) => (
          <tr key={type} data-type={type}>
            <th scope="row">{t(`portal|transactions.types.${type}`)}</th>
            <td className="num">{byType[type].count}</td>
            <td className="num">
              <AccountAmount amount={byType[type].amount} language={language} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            {account.type === 'all'
              ? t('portal|transactions.overall')
              : t('portal|transactions.overallOfType', {
                  type: t(`portal|transactions.types.${account.type}`),
                })}
          </th>
          <td className="num">{overall.count}</td>
          <td className="num">
            <AccountAmount amount={overall.amount} language={language} />
          </td>
        </tr>
      </tfoot>
    </DataTable>
  );
}
