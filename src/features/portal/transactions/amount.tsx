import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Isk } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { amountSign } from '../shared/format';
import { formatIsk } from '../../../domain/format';
import { theme } from '../../../components/theme';

const Figure = styled.span<{ $credit: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.3;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  strong {
    font-weight: 600;
    color: ${({ $credit, theme }) => ($credit ? theme.colors.success : theme.colors.text)};
  }
  small {
    font-size: 0.75rem;
    font-weight: 400;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * A signed amount from the customer's account, said in words as well as colour: "To pay" for a
 * charge, "In your favour" for a credit (payments, claim payments, refunds); nothing for zero.
 */
export function AccountAmount({ amount, language }: { amount: Isk; language: Language }) {
  const { t } = useTranslation();
  const sign = amountSign(amount);
  return (
    <Figure $credit={sign === 'credit'} data-sign={sign}>
      <strong>{formatIsk(Math.abs(amount), language)}</strong>
      {amount !== 0 && <small>{t(`portal|transactions.${sign}`)}</small>}
    </Figure>
  );
}
