import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { Link } from '../../../components';
import type { ClaimHandler, ClaimPayment, ClaimStatus, Isk } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { localized } from '../shared/format';
import { formatDate, formatIsk } from '../../../domain/format';
import { telHref } from '../../../domain/phone';
import { theme } from '../../../components/theme';

type BadgeTone = 'open' | 'waiting' | 'positive' | 'negative' | 'neutral';

const STATUS_TONES: Record<ClaimStatus, BadgeTone> = {
  reported: 'open',
  in_review: 'open',
  awaiting_documents: 'waiting',
  approved: 'positive',
  paid: 'positive',
  rejected: 'negative',
  closed: 'neutral',
};

function badgeColours(theme: DefaultTheme, tone: BadgeTone): { fg: string; bg: string } {
  switch (tone) {
    case 'waiting':
      return { fg: theme.colors.warning, bg: theme.colors.warningBackground };
    case 'positive':
      return { fg: '#14663b', bg: '#e6f4ec' };
    case 'negative':
      return { fg: theme.colors.error, bg: theme.colors.errorBackground };
    case 'neutral':
      return { fg: theme.colors.textMuted, bg: theme.colors.surface };
    default:
      return { fg: theme.colors.brand, bg: theme.colors.brandLight };
  }
}

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: 2px ${theme.space(3)};
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => badgeColours(theme, $tone).fg};
  background: ${({ theme, $tone }) => badgeColours(theme, $tone).bg};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useTranslation();
  return <Badge $tone={STATUS_TONES[status]}>{t(`portal|claimStatus.${status}`)}</Badge>;
}

const Contact = styled.address`
  font-style: normal;
  display: grid;
  gap: ${theme.space(1)};
  a {
    overflow-wrap: anywhere;
  }
`;

export function HandlerContact({ handler }: { handler: ClaimHandler }) {
  const { t } = useTranslation();
  return (
    <Contact>
      <strong>{handler.name}</strong>
      {handler.phone && (
        <span>
          {t('portal|claimHandlerPhone')}:{' '}
          <Link href={telHref(handler.phone)}>{handler.phone}</Link>
        </span>
      )}
      {handler.email && (
        <span>
          {t('portal|claimHandlerEmail')}:{' '}
          <Link href={`mailto:${handler.email}`}>{handler.email}</Link>
        </span>
      )}
    </Contact>
  );
}

const Payments = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const PaymentText = styled.span`
  display: grid;
  span {
    font-size: 0.875rem;
    color: ${theme.colors.textMuted};
  }
`;

const Amount = styled.span`
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin: 0;
  padding-top: ${theme.space(3)};
  font-weight: 700;
`;

/** Every payment of a claim, then the total paid. */
export function PaymentList({
  payments,
  total,
  language,
}: {
  payments: ClaimPayment[];
  total: Isk;
  language: Language;
}) {
  const { t } = useTranslation();
  if (payments.length === 0) return <p>{t('portal|claimNoPayments')}</p>;
  return (
    <>
      <Payments>
        {payments.map((payment) => (
          <li key={payment.id}>
            <PaymentText>
              <strong>{localized(payment.description, language)}</strong>
              <span>
                {t('portal|claimPaidTo', { payee: payment.payee })} ·{' '}
                <time dateTime={payment.date}>{formatDate(payment.date, language)}</time>
              </span>
            </PaymentText>
            <Amount>{formatIsk(payment.amount, language)}</Amount>
          </li>
        ))}
      </Payments>
      <Total>
        <span>{t('portal|claimTotalPaid')}</span>
        <Amount>{formatIsk(total, language)}</Amount>
      </Total>
    </>
  );
}
