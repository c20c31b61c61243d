import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../components';
import type { PriceLine, QuotePrice } from '../../../domain/api/quote';
import { formatIsk } from '../../../domain/format';
import { PERIOD_KEYS, type PricePeriod } from '../../../domain/quote';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';

/** What the whole price is for: one trip when that is all it holds, else a year. */
export function periodOfPrice(price: QuotePrice): PricePeriod {
  return price.paidOnce > 0 && price.paidOnce === price.yearly ? 'trip' : 'year';
}

/** What the summary can show: nothing chosen, fields still to fill, a price (perhaps being redone), or a failure. */
export type SummaryState =
  | { kind: 'noProducts' }
  | { kind: 'incomplete' }
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void; messageKey: string }
  | { kind: 'price'; price: QuotePrice; updating: boolean };

const Aside = styled.section`
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

const Rows = styled.dl`
  margin: 0 0 ${theme.space(3)};
  > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Totals = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity 0.15s;
  .amount {
    display: block;
    font-size: 1.75rem;
    font-weight: 700;
    color: ${theme.colors.brandDark};
    font-variant-numeric: tabular-nums;
  }
  .label {
    display: block;
    color: ${theme.colors.textMuted};
  }
  .note {
    font-size: 0.875rem;
    color: ${theme.colors.textMuted};
  }
  > div {
    margin: 0 0 ${theme.space(3)};
  }
`;

const Details = styled.details`
  margin: 0 0 ${theme.space(3)};
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${theme.colors.brand};
  }
  h3 {
    margin: ${theme.space(3)} 0 ${theme.space(1)};
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    font-size: 0.9375rem;
    padding: ${theme.space(1)} 0;
  }
  li span:last-child {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Problem = styled.p`
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
`;

const AMOUNT_LINES = new Set<PriceLine['key']>([
  'carCasco',
  'carDeductible',
  'contentsCover',
  'propertyDeductible',
  'accidentCover',
  'minimumPremium',
]);

/** "Bonus for 8 claim-free years": the line's text with its value written as the line needs. */
export function lineText(t: TFunction, line: PriceLine, language: Language): string {
  const { key, value } = line;
  if (key === 'travelCover' && value === 'annual') return t('quote|line_travelCover_annual');
  const shown =
    value === undefined
      ? ''
      : AMOUNT_LINES.has(key)
        ? formatIsk(Number(value), language)
        : key === 'carLiability'
          ? t(`quote|category_${value}`).toLowerCase()
          : key === 'travellers'
            ? t(`quote|travellers_${value}`)
            : String(value);
  return t(`quote|line_${key}`, { value: shown });
}

/** A signed amount: '+12.000 kr.' or '−8.000 kr.'. */
function effect(amount: number, language: Language, first: boolean): string {
  if (first) return formatIsk(amount, language);
  return `${amount < 0 ? '−' : '+'}${formatIsk(Math.abs(amount), language)}`;
}

/** The price of everything chosen: each product, the bundle discount, yearly and monthly, and why. */
export function PriceSummary({ state, language }: { state: SummaryState; language: Language }) {
  const { t } = useTranslation();
  return (
    <Aside id="quote-summary" aria-labelledby="quote-summary-heading" tabIndex={-1}>
      <h2 id="quote-summary-heading">{t('quote|summaryHeading')}</h2>
      {state.kind === 'noProducts' && <p>{t('quote|noProducts')}</p>}
      {state.kind === 'incomplete' && <p>{t('quote|fillIn')}</p>}
      {state.kind === 'loading' && <p>{t('quote|priceUpdating')}</p>}
      {state.kind === 'failed' && (
        <>
          <Problem role="alert">{t(state.messageKey)}</Problem>
          <Button variant="secondary" onClick={state.retry}>
            {t('quote|retry')}
          </Button>
        </>
      )}
      {state.kind === 'price' && (
        <PriceDetails price={state.price} updating={state.updating} language={language} />
      )}
    </Aside>
  );
}

function PriceDetails({
  price,
  updating,
  language,
}: {
  price: QuotePrice;
  updating: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  const percent = Math.round(price.bundleDiscount.rate * 100);
  return (
    <>
      <Rows>
        {price.items.map((item) => (
          <div key={item.product}>
            <dt>{t(`quote|product_${item.product}`)}</dt>
            <dd>
              {formatIsk(item.yearly, language)}{' '}
              <small>{t(`quote|${PERIOD_KEYS[item.period]}`)}</small>
            </dd>
          </div>
        ))}
        {price.bundleDiscount.amount > 0 && (
          <div>
            <dt>{t('quote|bundleDiscountLine', { percent })}</dt>
            <dd>−{formatIsk(price.bundleDiscount.amount, language)}</dd>
          </div>
        )}
      </Rows>
      <Totals $stale={updating} aria-busy={updating}>
        <div>
          <span className="label">{t('quote|yearlyLabel')}</span>
          <span className="amount" data-testid="quote-yearly">
            {formatIsk(price.yearly, language)}{' '}
            <small>{t(`quote|${PERIOD_KEYS[periodOfPrice(price)]}`)}</small>
          </span>
        </div>
        {price.monthly > 0 && (
          <div>
            <span className="label">{t('quote|monthlyLabel')}</span>
            <span className="amount" data-testid="quote-monthly">
              {formatIsk(price.monthly, language)} <small>{t('quote|perMonth')}</small>
            </span>
            <span className="note">
              {t('quote|monthlyFeeNote', { fee: formatIsk(price.installmentFee, language) })}
              {price.paidOnce > 0 &&
                ` ${t('quote|paidOnceNote', { amount: formatIsk(price.paidOnce, language) })}`}
            </span>
          </div>
        )}
      </Totals>
      <Details>
        <summary>{t('quote|whatMakesThePrice')}</summary>
        {price.items.map((item) => (
          <div key={item.product}>
            <h3>{t(`quote|product_${item.product}`)}</h3>
            <ul>
              {item.lines.map((line, index) => (
                <li key={line.key}>
                  <span>{lineText(t, line, language)}</span>
                  <span>{effect(line.amount, language, index === 0)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Details>
    </>
  );
}
