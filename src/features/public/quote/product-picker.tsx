import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { QUOTE_PRODUCTS } from '../../../domain/quote';
import type { CalculatorValues } from './calculator-values';
import { theme } from '../../../components/theme';

const Fieldset = styled.fieldset`
  /* A fieldset is otherwise as wide as its widest content, wider than a phone. */
  min-width: 0;
  margin: 0 0 ${theme.space(5)};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin: 0 0 ${theme.space(1)};
    font-size: 1.25rem;
    font-weight: 700;
  }
  > p {
    margin: 0 0 ${theme.space(3)};
    color: ${theme.colors.textMuted};
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  grid-template-columns: minmax(0, 1fr);
  ${theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.up('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** A whole card is the checkbox's label; the native box keeps keyboard and screen-reader behaviour. */
const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  padding: ${theme.space(3)};
  border: 2px solid
    ${({ $checked, theme }) => ($checked ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.brandLight : theme.colors.background)};
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.brand};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    display: block;
  }
  span span {
    color: ${theme.colors.textMuted};
    font-size: 0.9375rem;
  }
`;

/** What to insure: one or more products, each opening its own calculator below. */
export function ProductPicker() {
  const { t } = useTranslation();
  const { values, handleChange } = useFormikContext<CalculatorValues>();
  return (
    <Fieldset>
      <legend>{t('quote|chooseProducts')}</legend>
      <p>{t('quote|chooseProductsHint')}</p>
      <Choices>
        {QUOTE_PRODUCTS.map((product) => {
          const checked = values.products.includes(product);
          return (
            <Choice key={product} $checked={checked}>
              <input
                type="checkbox"
                name="products"
                value={product}
                checked={checked}
                onChange={handleChange}
              />
              <span>
                <strong>{t(`quote|product_${product}`)}</strong>
                <span>{t(`quote|productHint_${product}`)}</span>
              </span>
            </Choice>
          );
        })}
      </Choices>
    </Fieldset>
  );
}
