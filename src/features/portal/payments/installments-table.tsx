import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '../../../components';
import type { Installment, InstallmentStatus } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { Badge, type BadgeTone } from '../shared/badge';
import { DataTable, rowsAsBlocksOnPhones } from '../shared/data-table';
import { localized } from '../shared/format';
import { formatDate, formatIsk } from '../../../domain/format';
import { theme } from '../../../components/theme';

export const INSTALLMENT_TONE: Record<InstallmentStatus, BadgeTone> = {
  paid: 'success',
  due: 'info',
  overdue: 'error',
};

export function InstallmentBadge({ status }: { status: InstallmentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={INSTALLMENT_TONE[status]}>{t(`portal|payments.status.${status}`)}</Badge>;
}

/** On phones a row becomes a block: due date and amount on top, the rest under them. */
const Table = styled(DataTable)`
  tr[data-status='overdue'] th {
    font-weight: 600;
  }
  ${rowsAsBlocksOnPhones}
  ${theme.down('md')} {
    tbody tr {
      align-items: center;
      gap: ${theme.space(1)} ${theme.space(3)};
    }
    .due-date {
      order: 1;
      flex: 1 1 50%;
      font-weight: 600;
    }
    .amount {
      order: 2;
      flex: 0 0 auto;
      font-weight: 600;
    }
    .description {
      order: 3;
      flex: 1 1 50%;
    }
    .status {
      order: 4;
      flex: 0 0 auto;
    }
    .pay {
      order: 6;
      flex-basis: 100%;
    }
    .policy,
    .paid {
      order: 5;
      flex-basis: 100%;
      text-align: left;
    }
    .description,
    .paid,
    .policy {
      font-size: 0.875rem;
      color: ${theme.colors.textMuted};
    }
    /* The status already says it is not paid. */
    .paid.none,
    .policy.none {
      display: none;
    }
  }
`;

/** Installments with due date, what they are, amount, what is paid and their status in words. */
export function InstallmentsTable({
  installments,
  caption,
  language,
  showPaid = true,
  onPay,
}: {
  installments: readonly Installment[];
  caption: string;
  language: Language;
  showPaid?: boolean;
  /** Gives each unpaid row a button that pays it by card. */
  onPay?: (installment: Installment) => void;
}) {
  const { t } = useTranslation();
  const withPolicy = installments.some((installment) => installment.policyNumber);
  const payable = onPay && installments.some((installment) => installment.status !== 'paid');
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('portal|payments.dueDate')}</th>
          <th scope="col">{t('portal|payments.description')}</th>
          {withPolicy && <th scope="col">{t('portal|payments.policy')}</th>}
          <th scope="col" className="num">
            {t('portal|payments.amount')}
          </th>
          {showPaid && (
            <th scope="col" className="num">
              {t('portal|payments.paid')}
            </th>
          )}
          <th scope="col">{t('portal|payments.statusLabel')}</th>
          {payable && (
            <th scope="col">
              <VisuallyHidden>{t('portal|payments.payColumn')}</VisuallyHidden>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {installments.map((installment) => (
          <tr key={installment.id} data-status={installment.status}>
            <th scope="row" className="due-date">
              {formatDate(installment.dueDate, language)}
            </th>
            <td className="description">{localized(installment.description, language)}</td>
            {withPolicy && (
              <td className={installment.policyNumber ? 'policy' : 'policy none'}>
                {installment.policyNumber ?? ''}
              </td>
            )}
            <td className="amount num">{formatIsk(installment.amount, language)}</td>
            {showPaid && (
              <td className={installment.paidAmount === 0 ? 'paid num none' : 'paid num'}>
                {installment.paidAmount === 0
                  ? t('portal|payments.notPaid')
                  : installment.paidDate
                    ? t('portal|payments.paidOn', {
                        amount: formatIsk(installment.paidAmount, language),
                        date: formatDate(installment.paidDate, language),
                      })
                    : formatIsk(installment.paidAmount, language)}
              </td>
            )}
            <td className="status">
              <InstallmentBadge status={installment.status} />
            </td>
            {payable && (
              <td className="pay">
                {installment.status !== 'paid' && (
                  <Button
                    type="button"
                    variant="secondary"
                    aria-label={t('portal|payments.payOneLabel', {
                      date: formatDate(installment.dueDate, language),
                      amount: formatIsk(installment.amount - installment.paidAmount, language),
                    })}
                    onClick={() => onPay(installment)}
                  >
                    {t('portal|payments.payOne')}
                  </Button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
