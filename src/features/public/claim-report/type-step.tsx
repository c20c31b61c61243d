import { useTranslation } from 'react-i18next';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import {
  CLAIM_REPORT_CATEGORIES,
  type ClaimReportCategory,
  type ClaimReportType,
} from '../../../domain/forms/claim-report-questions';
import type { ClaimValues } from './values';
import { theme } from '../../../components/theme';

// The wizard's first step, in the page's own code; the steps after it are in later-steps.ts.

export const Intro = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
`;

const Categories = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  ${theme.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${theme.space(2)};
    font-weight: 700;
  }
`;

const TypeChoice = styled.label<{ $chosen: boolean }>`
  display: flex;
  gap: ${theme.space(2)};
  align-items: center;
  min-height: 48px;
  margin-bottom: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 2px solid ${({ $chosen, theme }) => ($chosen ? theme.colors.brand : theme.colors.border)};
  border-radius: ${theme.radius};
  background: ${({ $chosen, theme }) => ($chosen ? theme.colors.brandLight : 'transparent')};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.colors.brand};
  }
`;

/** Step 1: what kind of claim, grouped as people think of them (the car, the home, a trip…). */
export function TypeStep() {
  const { t } = useTranslation();
  const formik = useFormikContext<ClaimValues>();
  const error = formik.touched.type ? formik.errors.type : undefined;
  return (
    <>
      <Intro id="claim-type-hint">{t('claimReport|chooseTypeHint')}</Intro>
      <Categories
        role="radiogroup"
        aria-labelledby="claim-step-heading"
        aria-describedby={error ? 'claim-type-error' : 'claim-type-hint'}
        aria-invalid={error ? true : undefined}
      >
        {(Object.keys(CLAIM_REPORT_CATEGORIES) as ClaimReportCategory[]).map((category) => (
          <fieldset key={category}>
            <legend>{t(`claimReport|category.${category}`)}</legend>
            {CLAIM_REPORT_CATEGORIES[category].map((type: ClaimReportType) => (
              <TypeChoice key={type} $chosen={formik.values.type === type}>
                <input
                  type="radio"
                  name="type"
                  value={type}
                  checked={formik.values.type === type}
                  onChange={formik.handleChange}
                />
                {t(`claimReport|type.${type}`)}
              </TypeChoice>
            ))}
          </fieldset>
        ))}
      </Categories>
      {error && (
        <p id="claim-type-error" role="alert" className="problem">
          {t(error)}
        </p>
      )}
    </>
  );
}
