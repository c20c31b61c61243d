import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormAlert,
  FormNote,
  HoneypotField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { TextAreaField } from '../../components/text-area-field';
import { CASE_API, SSN_NOT_FOUND } from '../../domain/api/case-paths';
import {
  OTHER_SUBJECT_MAX_LENGTH,
  otherMattersSchema,
  type OtherMattersForm as Values,
} from '../../domain/forms/other-matters';
import { DESCRIPTION_MAX_LENGTH } from '../../domain/limits';
import type { Language } from '../../lib/i18n';
import { CaseThankYou, focusFirstError, Form, useCaseFormSend } from './form-layout';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

const FIELDS = ['subject', 'message', 'name', 'email', 'ssn'] as const;

/** Other matters: whatever fits no other form, answered by e-mail. */
export function OtherMattersForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { failure, sent, send, thanksRef } = useCaseFormSend(CASE_API.otherMatters, language);

  const formik = useFormik<Values>({
    initialValues: { subject: '', message: '', name: '', email: '', ssn: '' },
    validationSchema: otherMattersSchema,
    // Errors change only when the form is sent: one that vanished as a field lost focus to the
    // send button would move the button from under the pointer, and the click would be lost.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const fieldErrors = await send(otherMattersSchema.cast(values), website);
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        // A valid kennitala of nobody we know: said under the field, as on the inquiry.
        if (fieldErrors.ssn === SSN_NOT_FOUND) fieldErrors.ssn = 'publicForms|ssnNotFound';
        helpers.setErrors(fieldErrors);
        focusFirstError(formRef.current, fieldErrors);
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

  if (sent)
    return (
      <CaseThankYou
        id="other-thanks"
        heading={t('publicForms|otherThanksHeading')}
        text={t('publicForms|thanksText', {
          caseNumber: sent.caseNumber,
          email: formik.values.email.trim(),
        })}
        language={language}
        thanksRef={thanksRef}
      />
    );

  const field = (name: (typeof FIELDS)[number]) => ({
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
        {...field('subject')}
        className="wide"
        label={t('publicForms|subjectLabel')}
        maxLength={OTHER_SUBJECT_MAX_LENGTH}
        required
      />
      <TextAreaField
        {...field('message')}
        className="wide"
        label={t('publicForms|messageLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
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
        {...field('ssn')}
        label={t('publicForms|optionalSsnLabel')}
        hint={t('publicForms|optionalSsnHint')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <HoneypotField label={t('publicForms|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('publicForms|retry') : t('publicForms|otherSubmit')}
        </Button>
      </div>
    </Form>
  );
}
