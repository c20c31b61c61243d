import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  FormAlert,
  FormNote,
  HoneypotField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { useElementId } from '../../components/use-element-id';
import { CASE_API } from '../../domain/api/case-paths';
import { createOkuvisirSchema } from '../../domain/forms/okuvisir';
import { PHONE_MASK } from '../../domain/masks';
import {
  OKUVISIR_DISCOUNT_STEPS,
  OKUVISIR_MAX_DISCOUNT,
  okuvisirDiscount,
} from '../../domain/okuvisir';
import type { Language } from '../../lib/i18n';
import { CaseThankYou, focusFirstError, Form, useCaseFormSend } from './form-layout';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

const Calculator = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
  label {
    display: block;
    font-weight: 600;
    margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)};
  }
  input[type='range'] {
    width: 100%;
  }
  output {
    display: block;
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
    font-weight: 700;
  }
  ul {
    margin: ${({ theme }) => theme.space(3)} 0 0;
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
const TEXT_FIELDS = ['name', 'ssn', 'email', 'phone', 'registration'] as const;

/** Sign up for Ökuvísir: the driver, the car and consent to the app's use of driving data. */
export function OkuvisirForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { failure, sent, send, thanksRef } = useCaseFormSend(CASE_API.okuvisir, language);
  const schema = createOkuvisirSchema();

  const formik = useFormik<Values>({
    initialValues: { name: '', ssn: '', email: '', phone: '', registration: '', consent: false },
    validationSchema: schema,
    // Errors change only when the form is sent: one that vanished as a field lost focus to the
    // send button would move the button from under the pointer, and the click would be lost.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const fieldErrors = await send(schema.cast(values), website);
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        helpers.setErrors(fieldErrors);
        focusFirstError(formRef.current, fieldErrors);
      }
    },
  });

  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(
        Object.fromEntries([...TEXT_FIELDS, 'consent'].map((name) => [name, true])),
        false,
      );
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  if (sent)
    return (
      <CaseThankYou
        id="okuvisir-thanks"
        heading={t('publicForms|okuvisirThanksHeading')}
        text={t('publicForms|thanksText', {
          caseNumber: sent.caseNumber,
          email: formik.values.email.trim(),
        })}
        language={language}
        thanksRef={thanksRef}
      />
    );

  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name],
    error: formik.errors[name],
  });

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('publicForms|requiredNote')}</FormNote>
      <TextField
        {...field('name')}
        label={t('publicForms|nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('ssn')}
        label={t('publicForms|ssnLabel')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        required
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('publicForms|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('publicForms|phoneLabel')}
        hint={t('publicForms|phoneHint')}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
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
        name="consent"
        label={t('publicForms|okuvisirConsentLabel')}
        checked={formik.values.consent}
        onChange={formik.handleChange}
        touched={formik.touched.consent}
        error={formik.errors.consent}
        required
      />
      <HoneypotField label={t('publicForms|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('publicForms|retry') : t('publicForms|okuvisirSubmit')}
        </Button>
      </div>
    </Form>
  );
}
