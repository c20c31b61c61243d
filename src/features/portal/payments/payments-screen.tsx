import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Skeleton } from '../../../components';
import type {
  Installment,
  InstallmentsOverviewResponse,
  PaymentPeriod,
  PaymentPeriodsResponse,
} from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import type { ScreenProps } from '../screen-props';
import { Card, SectionHeader } from '../shared/card';
import { localized } from '../shared/format';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { Stat, StatGrid } from '../shared/stat';
import { Link } from '../../../components';
import { useInstallmentsOverview, usePaymentPeriods } from './api';
import { InstallmentsTable } from './installments-table';
import { portalPath } from '../portal-routes';
import { CardPaymentDialog } from '../card-payments/card-payment-dialog';
import { StaffCommerce } from './staff-commerce';
import { PaymentChart } from './payment-chart';
import { paths } from '../../../lib/routing/paths';
import { formatDate, formatIsk, formatPeriod } from '../../../domain/format';
import { useMayWrite } from '../shared/may-write';
import { theme } from '../../../components/theme';
import { LineIcon } from '../../../components/line-icon';

const Warning = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(2)} ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  border: 1px solid #f1b8b3;
  border-left: 6px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${theme.colors.error};
  }
  p {
    margin: ${theme.space(1)} 0 0;
  }
  ${theme.up('md')} {
    padding: ${theme.space(5)};
  }
`;

const WarningBody = styled.div`
  grid-column: 1 / -1;
  ${theme.up('md')} {
    grid-column: 2;
  }
  table {
    margin-top: ${theme.space(3)};
  }
`;

const WarningIcon = styled.span`
  display: inline-flex;
  color: ${theme.colors.error};
`;

const PayOverdue = styled.div`
  margin-top: ${theme.space(4)};
`;

const AllClear = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: #e3f3ea;
  color: #14613a;
  font-weight: 600;
`;

const PeriodCard = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const PeriodFacts = styled.dl`
  display: grid;
  gap: ${theme.space(1)} ${theme.space(5)};
  margin: ${theme.space(2)} 0 ${theme.space(4)};
  font-size: 0.9375rem;
  div {
    display: grid;
    grid-template-columns: 8.5rem 1fr;
    gap: ${theme.space(1)};
  }
  ${theme.up('md')} {
    display: flex;
    flex-wrap: wrap;
    div {
      display: flex;
    }
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

/** Payment status (/vidskipti/greidslustada/): what is overdue and due, and the plan. */
export function PaymentsScreen({ language, user: customer }: ScreenProps) {
  const { t } = useTranslation();
  const overview = useInstallmentsOverview();
  const periods = usePaymentPeriods();
  // Read-only employees see what is owed but may not pay on the customer's behalf.
  const mayPay = useMayWrite();
  const [paying, setPaying] = useState<readonly Installment[] | null>(null);
  const onPay = mayPay ? setPaying : undefined;

  let body;
  if (overview.isPending) {
    body = <ScreenLoading label={t('portal|payments.loading')} />;
  } else if (overview.isError) {
    body = <ScreenError error={overview.error} onRetry={() => void overview.refetch()} />;
  } else {
    body = (
      <>
        <DueSummary overview={overview.data} language={language} onPay={onPay} />
        <PeriodsPart
          periods={periods.data}
          error={periods.isError ? periods.error : undefined}
          onRetry={() => void periods.refetch()}
          language={language}
          onPay={onPay}
        />
        {customer.isEmployeeImpersonating && <StaffCommerce language={language} />}
        {paying && (
          <CardPaymentDialog
            installments={paying}
            language={language}
            onClose={() => setPaying(null)}
          />
        )}
      </>
    );
  }

  return (
    <>
      <ScreenHeader title={t('portal|payments.heading')} intro={t('portal|payments.intro')} />
      {body}
    </>
  );
}

/** Opens the card payment of these installments; absent when the viewer may not pay. */
type OnPay = ((installments: readonly Installment[]) => void) | undefined;

function DueSummary({
  overview,
  language,
  onPay,
}: {
  overview: InstallmentsOverviewResponse;
  language: Language;
  onPay: OnPay;
}) {
  const { t } = useTranslation();
  const { totals } = overview;
  return (
    <>
      {overview.overdue.length > 0 ? (
        <Warning aria-labelledby="overdue-heading" data-testid="overdue-warning">
          <WarningIcon aria-hidden="true">
            <LineIcon
              d="M12 8v5M12 16.5h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
              size={28}
            />
          </WarningIcon>
          <h2 id="overdue-heading">
            {t('portal|payments.overdueHeading', { count: overview.overdue.length })}
          </h2>
          <WarningBody>
            <p>
              {t('portal|payments.overdueText', {
                amount: formatIsk(totals.overdue, language),
                count: overview.overdue.length,
              })}
            </p>
            <InstallmentsTable
              installments={overview.overdue}
              caption={t('portal|payments.overdueCaption')}
              language={language}
              showPaid={false}
            />
            {onPay && (
              <PayOverdue>
                <Button type="button" onClick={() => onPay(overview.overdue)}>
                  {t('portal|payments.payOverdue', {
                    amount: formatIsk(totals.overdue, language),
                  })}
                </Button>
              </PayOverdue>
            )}
          </WarningBody>
        </Warning>
      ) : (
        <AllClear>
          <LineIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6" />
          {t('portal|payments.noOverdue')}
        </AllClear>
      )}

      <StatGrid>
        <Stat
          label={t('portal|payments.nextDue')}
          value={
            overview.nextDueDate
              ? formatIsk(overview.nextDueAmount, language)
              : t('portal|payments.nothingDue')
          }
          note={
            overview.nextDueDate
              ? t('portal|payments.nextDueOn', { date: formatDate(overview.nextDueDate, language) })
              : undefined
          }
        />
        <Stat
          label={t('portal|payments.overdueTotal')}
          value={formatIsk(totals.overdue, language)}
          tone={totals.overdue > 0 ? 'error' : 'default'}
        />
        <Stat
          label={t('portal|payments.outstanding')}
          value={formatIsk(totals.outstanding, language)}
          note={t('portal|payments.outstandingNote', {
            count: overview.overdue.length + overview.due.length,
          })}
        />
        <Stat
          label={t('portal|payments.paidThisYear')}
          value={formatIsk(totals.paidThisYear, language)}
        />
      </StatGrid>
    </>
  );
}

function PeriodsPart({
  periods,
  error,
  onRetry,
  language,
  onPay,
}: {
  periods: PaymentPeriodsResponse | undefined;
  error: unknown;
  onRetry: () => void;
  language: Language;
  onPay: OnPay;
}) {
  const { t } = useTranslation();
  if (error) return <ScreenError error={error} onRetry={onRetry} />;
  if (!periods) {
    return (
      <div aria-busy="true">
        <SectionHeader>
          <Skeleton width="40%" height={28} />
        </SectionHeader>
        <Skeleton height={220} />
      </div>
    );
  }
  const currentMonth = periods.months[periods.months.length - 1]?.month;
  return (
    <>
      <section aria-labelledby="chart-heading">
        <SectionHeader>
          <h2 id="chart-heading">{t('portal|payments.chartHeading')}</h2>
        </SectionHeader>
        <Card>
          <PaymentChart months={periods.months} language={language} currentMonth={currentMonth} />
        </Card>
      </section>
      <section aria-labelledby="periods-heading">
        <SectionHeader>
          <h2 id="periods-heading">{t('portal|payments.periodsHeading')}</h2>
        </SectionHeader>
        {periods.periods.length === 0 ? (
          <EmptyState title={t('portal|payments.noPeriodsTitle')}>
            <p>
              {t('portal|payments.noPeriodsText')}{' '}
              <Link href={paths.getPrice(language)}>{t('portal|getPrice')}</Link>
            </p>
          </EmptyState>
        ) : (
          periods.periods.map((period) => (
            <PeriodBlock key={period.id} period={period} language={language} onPay={onPay} />
          ))
        )}
      </section>
    </>
  );
}

function PeriodBlock({
  period,
  language,
  onPay,
}: {
  period: PaymentPeriod;
  language: Language;
  onPay: OnPay;
}) {
  const { t } = useTranslation();
  const name = localized(period.name, language);
  const headingId = `period-${period.id}`;
  return (
    <PeriodCard aria-labelledby={headingId}>
      <h3 id={headingId}>{name}</h3>
      <PeriodFacts>
        <div>
          <dt>{t('portal|payments.period')}</dt>
          <dd>{formatPeriod(period.start, period.end, language)}</dd>
        </div>
        <div>
          <dt>{t('portal|payments.method')}</dt>
          <dd>
            <PaymentMethodText period={period} language={language} />
          </dd>
        </div>
        <div>
          <dt>{t('portal|payments.total')}</dt>
          <dd>{formatIsk(period.totals.amount, language)}</dd>
        </div>
        <div>
          <dt>{t('portal|payments.paid')}</dt>
          <dd>{formatIsk(period.totals.paid, language)}</dd>
        </div>
        <div>
          <dt>{t('portal|payments.unpaid')}</dt>
          <dd>{formatIsk(period.totals.outstanding, language)}</dd>
        </div>
      </PeriodFacts>
      {period.installments.length === 0 ? (
        <p>{t('portal|payments.noInstallments')}</p>
      ) : (
        <InstallmentsTable
          installments={period.installments}
          caption={t('portal|payments.installmentsCaption', { name })}
          language={language}
          onPay={onPay && ((installment) => onPay([installment]))}
        />
      )}
    </PeriodCard>
  );
}

/**
 * How the plan is paid, told the same way the payment settings tell it: the card on file for a
 * card plan (or that none is registered, with the way to register one), else the bank claim.
 */
function PaymentMethodText({ period, language }: { period: PaymentPeriod; language: Language }) {
  const { t } = useTranslation();
  if (period.paymentMethod !== 'card')
    return <>{t(`portal|payments.methods.${period.paymentMethod}`)}</>;
  if (period.cardNumberMasked)
    return <>{t('portal|payments.methodCard', { card: period.cardNumberMasked })}</>;
  return (
    <>
      {t('portal|payments.methodNoCard')}{' '}
      <Link href={portalPath('settingsPayment', language)}>
        {t('portal|payments.registerCard')}
      </Link>
    </>
  );
}
