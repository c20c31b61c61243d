import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import styled from 'styled-components';
import { Checkbox, TextField } from '../../../components';
import { useElementId } from '../../../components/use-element-id';
import type { CaseCreated } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import { createOkuvisirSchema } from '../../../domain/forms/okuvisir';
import {
  OKUVISIR_DISCOUNT_STEPS,
  OKUVISIR_MAX_DISCOUNT,
  okuvisirDiscount,
} from '../../../domain/okuvisir';
import type { Language } from '../../../lib/i18n';
import {
  EmailField,
  KennitalaField,
  NameField,
  PhoneField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { CaseThanks } from './case-thanks';
import { addPublicFormTexts, PUBLIC_FORM_TEXTS } from './texts';
import { theme } from '../../../components/theme';

addPublicFormTexts();

const Calculator = styled.section`
  margin: 0 0 ${theme.space(6)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.2rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin: ${theme.space(3)} 0 ${theme.space(1)};
  }
  input[type='range'] {
    width: 100%;
  }
  output {
    display: block;
    margin-top: ${theme.space(2)};
    font-size: 1.1rem;
    font-weight: 700;
  }
  ul {
    margin: ${theme.space(3)} 0 0;
    padding-left: 1.25rem;
  }
`;

/**
 * "Drive well, save up to N %": a slider of the average driving score shows the discount it
 * earns, from the steps declared once in src/domain/okuvisir.ts.
 */
export function OkuvisirCalculator() {
  const { t } = useTranslation();
  const [score, setScore] = useState(85);
  const id = useElementId();
  const discount = okuvisirDiscount(score);
  return (
    <Calculator aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {t('publicForms|okuvisirCalculatorHeading', { percent: OKUVISIR_MAX_DISCOUNT })}
      </h2>
      <label htmlFor={`${id}-score`}>{t('publicForms|okuvisirScoreLabel')}</label>
      <input
        id={`${id}-score`}
        type="range"
        min={0}
        max={100}
        step={1}
        value={score}
        aria-valuetext={t('publicForms|okuvisirScoreValue', { score })}
        onChange={(event) => setScore(Number(event.target.value))}
      />
      <output htmlFor={`${id}-score`} aria-live="polite">
        {discount > 0
          ? t('publicForms|okuvisirDiscountResult', { score, percent: discount })
          : t('publicForms|okuvisirNoDiscount', { score })}
      </output>
      <ul>
        {OKUVISIR_DISCOUNT_STEPS.map((step) => (
          <li key={step.minScore}>
            {t('publicForms|okuvisirStep', {
              score: step.minScore,
              percent: step.discountPercent,
            })}
          </li>
        ))}
      </ul>
    </Calculator>
  );
}

type Values = {
  name: string;
  ssn: string;
  email: string;
  phone: string;
  registration: string;
  consent: boolean;
};

/** Sign up for Ökuvísir: the driver, the car and consent to the app's use of driving data. */
export function OkuvisirForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = usePublicForm<Values, CaseCreated>({
    path: CASE_API.okuvisir,
    language,
    schema: createOkuvisirSchema(),
    initialValues: { name: '', ssn: '', email: '', phone: '', registration: '', consent: false },
    texts: PUBLIC_FORM_TEXTS,
  });
  const { field } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('publicForms|requiredNote')}
      submitLabel={t('publicForms|okuvisirSubmit')}
      thanks={(sent) => (
        <CaseThanks
          form={form}
          id="okuvisir-thanks"
          heading="publicForms|okuvisirThanksHeading"
          caseNumber={sent.caseNumber}
          email={form.formik.values.email}
          language={language}
        />
      )}
    >
      <NameField {...field('name')} label={t('publicForms|nameLabel')} required />
      <KennitalaField {...field('ssn')} label={t('publicForms|ssnLabel')} required />
      <EmailField {...field('email')} label={t('publicForms|emailLabel')} required />
      <PhoneField
        {...field('phone')}
        label={t('publicForms|phoneLabel')}
        hint={t('publicForms|phoneHint')}
        required
      />
      <TextField
        {...field('registration')}
        label={t('publicForms|registrationLabel')}
        hint={t('publicForms|registrationHint')}
        autoComplete="off"
        maxLength={8}
        required
      />
      <Checkbox
        className="wide"
        {...form.checkbox('consent')}
        label={t('publicForms|okuvisirConsentLabel')}
        required
      />
    </PublicFormBody>
  );
}
