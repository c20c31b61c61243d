import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  FormAlert,
  FormNote,
  FormThankYou,
  HoneypotField,
  TextField,
  useSubmitOnce,
} from '../../components';
import type { LotteryEntryCreated } from '../../domain/api/lottery';
import { FORM_API } from '../../domain/api/form-paths';
import { lotteryEntrySchema } from '../../domain/forms/lottery';
import { formatDate } from '../../domain/format';
import { CURRENT_DRAW, isDrawOpen } from '../../domain/lottery';
import { PHONE_MASK } from '../../domain/masks';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { focusFirstError, Form, type Failure } from './form-layout';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  input {
    width: 20px;
    height: 20px;
  }
`;

const FieldProblem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

type Values = { name: string; email: string; phone: string; answer: string; consent: boolean };
const FIELDS = ['answer', 'name', 'email', 'phone', 'consent'] as const;

/** The current prize draw: its question, and who enters; after the closing time, that it closed. */
export function LotteryForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [website, setWebsite] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const formik = useFormik<Values>({
    initialValues: { name: '', email: '', phone: '', answer: '', consent: false },
    validationSchema: lotteryEntrySchema,
    // Errors change only when the form is sent, so the send button never moves under a click.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await call<LotteryEntryCreated>(FORM_API.lotteryGame, {
          method: 'POST',
          payload: {
            ...lotteryEntrySchema.cast(values),
            lang: language,
            ...(website ? { website } : {}),
          },
        });
        setSent(true);
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) {
          setFailure('publicForms|networkError');
          return;
        }
        const emailError = error.fieldErrors.email?.[0];
        if (emailError) {
          helpers.setErrors({ email: emailError });
          focusFirstError(formRef.current, { email: true });
          return;
        }
        setFailure(
          error.status === 429 ? 'publicForms|tooManyRequests' : 'publicForms|submitError',
        );
      }
    },
  });

  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(Object.fromEntries(FIELDS.map((name) => [name, true])), false);
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  if (!isDrawOpen(CURRENT_DRAW, new Date()))
    return (
      <FormNote role="status">
        {t('publicForms|drawClosed', { date: formatDate(CURRENT_DRAW.closesAt, language) })}
      </FormNote>
    );

  if (sent)
    return (
      <FormThankYou aria-labelledby="draw-thanks">
        <h2 id="draw-thanks" ref={thanksRef} tabIndex={-1}>
          {t('publicForms|drawThanksHeading')}
        </h2>
        <p>
          {t('publicForms|drawThanksText', { date: formatDate(CURRENT_DRAW.closesAt, language) })}
        </p>
      </FormThankYou>
    );

  const field = (name: 'name' | 'email' | 'phone') => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name],
    error: formik.errors[name],
  });
  const answerError = formik.touched.answer ? formik.errors.answer : undefined;

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">
        {t('publicForms|drawPrize', {
          prize: CURRENT_DRAW.prize[language],
          date: formatDate(CURRENT_DRAW.closesAt, language),
        })}
      </FormNote>
      <fieldset
        className="wide"
        aria-invalid={answerError ? true : undefined}
        aria-describedby={answerError ? 'draw-answer-error' : undefined}
      >
        <legend>
          {CURRENT_DRAW.question[language]} <span aria-hidden="true">*</span>
        </legend>
        {CURRENT_DRAW.options.map((option) => (
          <Choice key={option.id}>
            <input
              type="radio"
              name="answer"
              value={option.id}
              checked={formik.values.answer === option.id}
              onChange={formik.handleChange}
            />
            {option[language]}
          </Choice>
        ))}
        {answerError && (
          <FieldProblem id="draw-answer-error" role="alert">
            {t(answerError)}
          </FieldProblem>
        )}
      </fieldset>
      <TextField
        {...field('name')}
        label={t('publicForms|nameLabel')}
        autoComplete="name"
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
      <Checkbox
        className="wide"
        name="consent"
        label={t('publicForms|drawConsentLabel')}
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
          {failure ? t('publicForms|retry') : t('publicForms|drawSubmit')}
        </Button>
      </div>
    </Form>
  );
}
