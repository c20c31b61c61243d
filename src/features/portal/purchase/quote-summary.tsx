import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedQuote } from '../../../domain/api/quote';
import { formatDate, formatIsk } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';

const Summary = styled.section`
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.brandLight};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.125rem;
  }
  dl {
    margin: 0;
  }
  dl > div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(1)} 0;
  }
  dt,
  dd {
    margin: 0;
  }
  dd {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    border-top: 1px solid ${theme.colors.border};
  }
`;

/** The quote being bought: each product at its price after the bundle discount, and the total. */
export function QuoteSummary({ quote, language }: { quote: SavedQuote; language: Language }) {
  const { t } = useTranslation();
  const rate = quote.price.bundleDiscount.rate;
  return (
    <Summary aria-labelledby="purchase-quote-heading">
      <h2 id="purchase-quote-heading">
        {t('quote|purchaseQuote', {
          quoteNumber: quote.quoteNumber,
          date: formatDate(quote.validUntil, language),
        })}
      </h2>
      <dl>
        {quote.price.items.map((item) => (
          <div key={item.product}>
            <dt>{t(`quote|product_${item.product}`)}</dt>
            <dd>{formatIsk(Math.round(item.yearly * (1 - rate)), language)}</dd>
          </div>
        ))}
        <div className="total">
          <dt>{t('quote|totalYearly')}</dt>
          <dd>{formatIsk(quote.price.yearly, language)}</dd>
        </div>
      </dl>
    </Summary>
  );
}
