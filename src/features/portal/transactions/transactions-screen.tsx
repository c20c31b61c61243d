import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, DateField, Link, SelectField } from '../../../components';
import {
  PORTAL_API,
  TRANSACTION_TYPES,
  type AccountQuery,
  type AccountResponse,
  type TransactionType,
} from '../../../domain/api/portal';
import type { Language } from '../../../lib/i18n';
import type { ScreenProps } from '../screen-props';
import { Card, SectionHeader } from '../shared/card';
import { SendByEmailButton } from '../shared/mail-and-download';
import { PrintButton } from '../shared/print-button';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { Stat, StatGrid } from '../shared/stat';
import { useAccount } from './api';
import {
  localToday,
  PERIOD_PRESETS,
  presetOf,
  presetPeriod,
  validatePeriod,
  type Period,
  type PeriodPreset,
} from './period';
import { TransactionTable, TypeTotalsTable } from './transaction-tables';
import { paths } from '../../../lib/routing/paths';
import { formatIsk, formatPeriod } from '../../../domain/format';
import { theme } from '../../../components/theme';

type TypeFilter = TransactionType | 'all';

const FilterCard = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: ${theme.space(4)};
  margin-bottom: ${theme.space(5)};
  ${theme.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
  }
  select {
    min-height: 44px;
  }
`;

const Presets = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  span {
    font-weight: 600;
    margin-right: ${theme.space(1)};
  }
`;

const PresetButton = styled.button`
  min-height: 40px;
  padding: ${theme.space(1)} ${theme.space(4)};
  border: 2px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;
  font-size: 0.9375rem;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.brand};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brand};
    color: #fff;
    font-weight: 600;
  }
`;

const TypeField = styled(SelectField)`
  margin-bottom: 0;
`;

const PeriodDateField = styled(DateField)`
  margin-bottom: 0;
`;

const ResultLine = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
`;

/** The figures beside the totals by type on wide screens; one under the other on phones. */
const Summary = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  ${theme.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.5fr);
    align-items: start;
  }
`;

const Figures = styled(StatGrid)`
  ${theme.up('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Block = styled(Card)`
  min-width: 0;
`;

const Updating = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 150ms ease;
`;

/** Transactions (/vidskipti/hreyfingayfirlit/): the account in a period, by type. */
export function TransactionsScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const today = useMemo(() => localToday(), []);
  const [draft, setDraft] = useState<Period>(() => presetPeriod('last12Months', today));
  const [type, setType] = useState<TypeFilter>('all');
  // The last period that can be asked for; a half-typed date leaves the list as it was.
  const [period, setPeriod] = useState<Period>(draft);
  const errors = validatePeriod(draft);

  const changePeriod = (next: Period) => {
    setDraft(next);
    const nextErrors = validatePeriod(next);
    if (!nextErrors.from && !nextErrors.to) setPeriod(next);
  };

  const filter: AccountQuery = { from: period.from, to: period.to, type };
  const account = useAccount(filter);
  const chosenPreset = presetOf(draft, today);
  const stale = account.isPlaceholderData || account.isFetching;

  return (
    <>
      <ScreenHeader
        title={t('portal|transactions.heading')}
        intro={t('portal|transactions.intro')}
        actions={
          <>
            <SendByEmailButton
              path={PORTAL_API.sendTransactionOverview}
              payload={{ ...filter }}
              label={t('portal|transactions.send')}
            />
            <PrintButton
              query={{
                type: 'transactions',
                from: period.from,
                to: period.to,
                transactionType: type,
              }}
              fallbackName={`${t('portal|transactions.heading')}.pdf`}
            />
          </>
        }
      />

      <FilterCard
        role="search"
        aria-label={t('portal|transactions.filterLabel')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Presets role="group" aria-labelledby="transactions-presets">
          <span id="transactions-presets">{t('portal|transactions.presetsLabel')}</span>
          {PERIOD_PRESETS.map((preset: PeriodPreset) => (
            <PresetButton
              key={preset}
              type="button"
              aria-pressed={chosenPreset === preset}
              onClick={() => changePeriod(presetPeriod(preset, today))}
            >
              {t(`portal|transactions.presets.${preset}`)}
            </PresetButton>
          ))}
        </Presets>
        <PeriodDateField
          name="from"
          label={t('portal|transactions.from')}
          value={draft.from}
          max={today}
          touched
          error={errors.from}
          onChange={(event) => changePeriod({ ...draft, from: event.target.value })}
        />
        <PeriodDateField
          name="to"
          label={t('portal|transactions.to')}
          value={draft.to}
          touched
          error={errors.to}
          onChange={(event) => changePeriod({ ...draft, to: event.target.value })}
        />
        <TypeField
          name="type"
          label={t('portal|transactions.type')}
          value={type}
          onChange={(event) => setType(event.target.value as TypeFilter)}
          options={[
            { value: 'all', label: t('portal|transactions.allTypes') },
            ...TRANSACTION_TYPES.map((value) => ({
              value,
              label: t(`portal|transactions.types.${value}`),
            })),
          ]}
        />
      </FilterCard>

      {account.isPending ? (
        <ScreenLoading label={t('portal|transactions.loading')} />
      ) : account.isError && !account.data ? (
        <ScreenError error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <Results
          account={account.data}
          language={language}
          stale={stale}
          onShowYear={() => {
            changePeriod(presetPeriod('last12Months', today));
            setType('all');
          }}
        />
      )}
    </>
  );
}

function Results({
  account,
  language,
  stale,
  onShowYear,
}: {
  account: AccountResponse;
  language: Language;
  stale: boolean;
  onShowYear: () => void;
}) {
  const { t } = useTranslation();
  const { totals } = account;
  const period = formatPeriod(account.from, account.to, language);
  const net = totals.overall.amount;
  return (
    <>
      <ResultLine role="status" aria-live="polite" aria-atomic="true">
        {t('portal|transactions.resultCount', { count: account.transactions.length, period })}
      </ResultLine>
      <Updating $stale={stale} aria-busy={stale}>
        <Summary>
          <Figures>
            <Stat
              label={t('portal|transactions.charged')}
              value={formatIsk(totals.charged, language)}
            />
            <Stat
              label={t('portal|transactions.credited')}
              value={formatIsk(totals.credited, language)}
            />
            <Stat
              label={t('portal|transactions.net')}
              value={formatIsk(Math.abs(net), language)}
              note={t(`portal|transactions.${net >= 0 ? 'charge' : 'credit'}`)}
            />
          </Figures>
          <Block>
            <TypeTotalsTable account={account} language={language} />
          </Block>
        </Summary>

        <SectionHeader>
          <h2>{t('portal|transactions.listHeading')}</h2>
        </SectionHeader>
        {account.transactions.length === 0 ? (
          <EmptyState title={t('portal|transactions.emptyTitle')}>
            <p>{t('portal|transactions.emptyText')}</p>
            <Button variant="secondary" onClick={onShowYear}>
              {t('portal|transactions.showLast12Months')}
            </Button>
            <p>
              {t('portal|transactions.emptyPolicies')}{' '}
              <Link href={paths.getPrice(language)}>{t('portal|getPrice')}</Link>
            </p>
          </EmptyState>
        ) : (
          <Block>
            <TransactionTable account={account} language={language} />
          </Block>
        )}
      </Updating>
    </>
  );
}
