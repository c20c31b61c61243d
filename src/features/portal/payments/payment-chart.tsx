import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../../components';
import type { Isk, MonthlyPaymentSum } from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import { formatIsk, formatMonth, formatMonthShort } from '../../../domain/format';
import { theme } from '../../../components/theme';

/** A month's sum split into what was paid, what is overdue and what is still to come. */
export type MonthParts = { month: string; paid: Isk; overdue: Isk; due: Isk; total: Isk };

export function monthParts(month: MonthlyPaymentSum): MonthParts {
  const paid = Math.max(0, month.paid);
  const overdue = Math.max(0, month.overdue);
  return {
    month: month.month,
    paid,
    overdue,
    due: Math.max(0, month.amount - paid - overdue),
    total: month.amount,
  };
}

/** 'a, b og c' / 'a, b and c'. */
export function joinList(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  const last = items[items.length - 1];
  return `${items.slice(0, -1).join(', ')} ${language === 'is' ? 'og' : 'and'} ${last}`;
}

/**
 * What the chart shows, in one sentence for screen readers (the chart's accessible name): the
 * months it covers, the totals of each part, and which months have overdue payments.
 */
export function chartSummary(
  months: readonly MonthlyPaymentSum[],
  language: Language,
  t: TFunction,
): string {
  const parts = months.map(monthParts);
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!first || !last) return t('portal|payments.chartEmpty');
  const sum = (key: 'paid' | 'overdue' | 'due' | 'total') =>
    parts.reduce((total, part) => total + part[key], 0);
  const overdueMonths = parts
    .filter((part) => part.overdue > 0)
    .map((part) => formatMonth(part.month, language));
  const sentence = t('portal|payments.chartSummary', {
    from: formatMonth(first.month, language),
    to: formatMonth(last.month, language),
    total: formatIsk(sum('total'), language),
    paid: formatIsk(sum('paid'), language),
    overdue: formatIsk(sum('overdue'), language),
    due: formatIsk(sum('due'), language),
  });
  if (overdueMonths.length === 0) return `${sentence} ${t('portal|payments.chartNoOverdue')}`;
  const list = joinList(overdueMonths, language);
  return `${sentence} ${t('portal|payments.chartOverdueMonths', { months: list })}`;
}

const COLORS = {
  paid: '#1b7f4c',
  overdue: '#b3261e',
  due: '#7fa7c4',
};

const CHART_HEIGHT = 180;

const Figure = styled.figure`
  margin: 0;
`;

const Plot = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  align-items: end;
  gap: 4px;
  height: ${CHART_HEIGHT}px;
  padding-top: ${theme.space(1)};
  border-bottom: 2px solid ${theme.colors.border};
  background-image: linear-gradient(to top, ${theme.colors.border} 1px, transparent 1px);
  background-size: 100% 50%;
  ${theme.up('md')} {
    gap: ${theme.space(3)};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column-reverse;
  height: 100%;
  justify-content: flex-start;
`;

const segment = css`
  width: 100%;
  flex: none;
`;

const Paid = styled.div`
  ${segment}
  background: ${COLORS.paid};
  border-radius: 0 0 2px 2px;
`;

/** Stripes as well as red, so overdue reads apart from paid without colour. */
const Overdue = styled.div`
  ${segment}
  background: repeating-linear-gradient(
    135deg,
    ${COLORS.overdue} 0 5px,
    #d9534f 5px 8px
  );
`;

const Due = styled.div`
  ${segment}
  background: ${theme.colors.brandLight};
  border: 2px dashed ${COLORS.due};
  border-bottom: 0;
`;

const Labels = styled.div`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: 4px;
  margin-top: ${theme.space(1)};
  font-size: 0.75rem;
  color: ${theme.colors.textMuted};
  text-align: center;
  ${theme.up('md')} {
    gap: ${theme.space(3)};
    font-size: 0.8125rem;
  }
  span {
    white-space: nowrap;
  }
  strong {
    color: ${theme.colors.text};
  }
  ${theme.down('sm')} {
    font-size: 0.6875rem;
    letter-spacing: -0.02em;
  }
`;

const Scale = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space(3)};
  justify-content: space-between;
  font-size: 0.75rem;
  color: ${theme.colors.textMuted};
  margin-bottom: ${theme.space(1)};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(5)};
  list-style: none;
  margin: ${theme.space(4)} 0 0;
  padding: 0;
  font-size: 0.875rem;
  li {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
  }
`;

const Swatch = styled.span<{ $kind: 'paid' | 'overdue' | 'due' }>`
  display: inline-block;
  width: 16px;
  height: 16px;
  border-radius: 3px;
  ${({ $kind }) => $kind === 'paid' && `background: ${COLORS.paid};`}
  ${({ $kind }) =>
    $kind === 'overdue' &&
    `background: repeating-linear-gradient(135deg, ${COLORS.overdue} 0 5px, #d9534f 5px 8px);`}
  ${({ $kind, theme }) =>
    $kind === 'due' && `background: ${theme.colors.brandLight}; border: 2px dashed ${COLORS.due};`}
`;

/**
 * The last twelve months as bars: paid, overdue and still to pay. Drawn with CSS boxes; for
 * screen readers the picture is one sentence (role img) and the numbers a table.
 */
export function PaymentChart({
  months,
  language,
  currentMonth,
}: {
  months: readonly MonthlyPaymentSum[];
  language: Language;
  /** 'YYYY-MM', marked under its bar. */
  currentMonth?: string;
}) {
  const { t } = useTranslation();
  const parts = months.map(monthParts);
  const max = Math.max(1, ...parts.map((part) => part.total));
  const height = (amount: Isk) => `${(amount / max) * 100}%`;
  const summary = chartSummary(months, language, t);
  const first = parts[0];
  const last = parts[parts.length - 1];

  return (
    <Figure>
      <Scale aria-hidden="true">
        {first && last && (
          <strong>
            {t('portal|payments.chartRange', {
              from: formatMonth(first.month, language),
              to: formatMonth(last.month, language),
            })}
          </strong>
        )}
        <span>{t('portal|payments.chartScale', { amount: formatIsk(max, language) })}</span>
      </Scale>
      <div role="img" aria-label={summary} data-testid="payment-chart">
        <Plot>
          {parts.map((part) => (
            <Column key={part.month} data-month={part.month}>
              {part.paid > 0 && <Paid style={{ height: height(part.paid) }} />}
              {part.overdue > 0 && <Overdue style={{ height: height(part.overdue) }} />}
              {part.due > 0 && <Due style={{ height: height(part.due) }} />}
            </Column>
          ))}
        </Plot>
        <Labels>
          {parts.map((part) => {
            const label = formatMonthShort(part.month, language);
            return (
              <span key={part.month}>
                {part.month === currentMonth ? <strong>{label}</strong> : label}
              </span>
            );
          })}
        </Labels>
      </div>
      <Legend>
        <li>
          <Swatch $kind="paid" aria-hidden="true" />
          {t('portal|payments.status.paid')}
        </li>
        <li>
          <Swatch $kind="overdue" aria-hidden="true" />
          {t('portal|payments.status.overdue')}
        </li>
        <li>
          <Swatch $kind="due" aria-hidden="true" />
          {t('portal|payments.status.due')}
        </li>
      </Legend>
      <VisuallyHidden as="div">
        <table>
          <caption>{t('portal|payments.chartTableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portal|payments.month')}</th>
              <th scope="col">{t('portal|payments.status.paid')}</th>
              <th scope="col">{t('portal|payments.status.overdue')}</th>
              <th scope="col">{t('portal|payments.status.due')}</th>
              <th scope="col">{t('portal|payments.total')}</th>
            </tr>
          </thead>
          <tbody>
            {parts.map((part) => (
              <tr key={part.month}>
                <th scope="row">{formatMonth(part.month, language)}</th>
                <td>{formatIsk(part.paid, language)}</td>
                <td>{formatIsk(part.overdue, language)}</td>
                <td>{formatIsk(part.due, language)}</td>
                <td>{formatIsk(part.total, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
