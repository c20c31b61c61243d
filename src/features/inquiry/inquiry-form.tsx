import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormAlert,
  FormGrid,
  FormNote,
  FormThankYou,
  HoneypotField,
  Link,
  SelectField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { SSN_NOT_FOUND } from '../../domain/api/case-paths';
import { TextAreaField } from '../../components/text-area-field';
import { DESCRIPTION_MAX_LENGTH, normalizeKennitala } from '../../domain';
import {
  INQUIRY_TYPE_IDS,
  inquirySchema,
  type InquiryForm as Values,
} from '../../domain/forms/inquiry';
import { ApiError } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { sendInquiry } from './api';
import { addInquiryTexts } from './texts';

addInquiryTexts();

type SubmitState =
  | { kind: 'idle' }
  | { kind: 'error'; messageKey: 'inquiry|submitErrorMessage' | 'inquiry|tooManyRequests' }
  | { kind: 'submitted'; caseNumber: string; email: string };

const FIELDS = ['name', 'email', 'ssn', 'type', 'description'] as const;

export type InquiryFormProps = {
  language: Language;
  /** Heading level of the thank-you view: the page has its own h1, the panel a dialog title. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The inquiry form: name, e-mail, optional kennitala, the service it is for and the question.
 * The rules are the ones the server applies again. A failed send keeps every value and offers a
 * retry; a second press while one is on its way does nothing.
 */
export function InquiryForm({ language, headingLevel = 'h2' }: InquiryFormProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const formik = useFormik<Values>({
    initialValues: { name: '', email: '', ssn: '', type: '' as Values['type'], description: '' },
    validationSchema: inquirySchema,
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const created = await sendInquiry({
          name: values.name.trim(),
          email: values.email.trim(),
          ssn: values.ssn.trim() === '' ? null : (normalizeKennitala(values.ssn) ?? values.ssn),
          type: values.type,
          description: values.description.trim(),
          lang: language,
          ...(website ? { website } : {}),
        });
        setState({ kind: 'submitted', caseNumber: created.caseNumber, email: values.email.trim() });
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } catch (error) {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        if (
          error instanceof ApiError &&
          error.status === 400 &&
          fields.ssn?.[0] === SSN_NOT_FOUND
        ) {
          helpers.setFieldError('ssn', 'inquiry|ssnNotFound');
          setState({ kind: 'idle' });
          window.setTimeout(
            () => formRef.current?.querySelector<HTMLElement>('[name="ssn"]')?.focus(),
            0,
          );
          return;
        }
        setState({
          kind: 'error',
          messageKey:
            error instanceof ApiError && error.status === 429
              ? 'inquiry|tooManyRequests'
              : 'inquiry|submitErrorMessage',
        });
      }
    },
  });

  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])), false);
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await formik.submitForm();
  });

  if (state.kind === 'submitted') {
    const Heading = headingLevel;
    return (
      <FormThankYou aria-labelledby="inquiry-thanks">
        <Heading id="inquiry-thanks" ref={thanksRef} tabIndex={-1}>
          {t('inquiry|thankYouHeading')}
        </Heading>
        <p>{t('inquiry|thankYouText', { caseNumber: state.caseNumber, email: state.email })}</p>
        <Link href={paths.home(language)}>{t('inquiry|backToFront')}</Link>
      </FormThankYou>
    );
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name],
    error: formik.errors[name],
  });

  return (
    <FormGrid ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('inquiry|requiredNote')}</FormNote>
      <TextField {...field('name')} label={t('inquiry|nameLabel')} autoComplete="name" required />
      <TextField
        {...field('email')}
        type="email"
        label={t('inquiry|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('ssn')}
        label={t('inquiry|ssnLabel')}
        hint={t('inquiry|ssnHint')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <SelectField
        {...field('type')}
        label={t('inquiry|typeLabel')}
        placeholder={t('inquiry|typeChoose')}
        options={INQUIRY_TYPE_IDS.map((id) => ({ value: id, label: t(`inquiry|type_${id}`) }))}
        required
      />
      <TextAreaField
        {...field('description')}
        className="wide"
        label={t('inquiry|descriptionLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
      <HoneypotField label={t('inquiry|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {state.kind === 'error' && <FormAlert role="alert">{t(state.messageKey)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {state.kind === 'error' ? t('inquiry|retry') : t('inquiry|submit')}
        </Button>
      </div>
    </FormGrid>
  );
}
