import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  FormAlert,
  FormNote,
  HoneypotField,
  SelectField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { CASE_API } from '../../domain/api/case-paths';
import {
  CHILD_COVER_LEVELS,
  CHILD_COVER_SUMS,
  createChildInsuranceSchema,
} from '../../domain/forms/child-insurance';
import { formatIsk } from '../../domain/format';
import { PHONE_MASK } from '../../domain/masks';
import type { Language } from '../../lib/i18n';
import { CaseThankYou, focusFirstError, Form, useCaseFormSend } from './form-layout';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

type Values = {
  parentName: string;
  parentSsn: string;
  email: string;
  phone: string;
  childName: string;
  childSsn: string;
  coverLevel: string;
  consent: boolean;
};
const TEXT_FIELDS = ['parentName', 'parentSsn', 'email', 'phone', 'childName', 'childSsn'] as const;
const ALL_FIELDS = [...TEXT_FIELDS, 'coverLevel', 'consent'];

/**
 * Apply for child insurance: the parent, the child (under 18 by the kennitala's birth date), the
 * level of cover and consent to the terms. The server applies the same rules.
 */
export function ChildInsuranceForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { failure, sent, send, thanksRef } = useCaseFormSend(CASE_API.childInsurance, language);
  const schema = createChildInsuranceSchema();

  const formik = useFormik<Values>({
    initialValues: {
      parentName: '',
      parentSsn: '',
      email: '',
      phone: '',
      childName: '',
      childSsn: '',
      coverLevel: 'standard',
      consent: false,
    },
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
      await formik.setTouched(Object.fromEntries(ALL_FIELDS.map((name) => [name, true])), false);
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  if (sent)
    return (
      <CaseThankYou
        id="child-thanks"
        heading={t('publicForms|childThanksHeading')}
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
      <h2 className="wide">{t('publicForms|childHeading')}</h2>
      <TextField {...field('childName')} label={t('publicForms|childNameLabel')} required />
      <TextField
        {...field('childSsn')}
        label={t('publicForms|childSsnLabel')}
        hint={t('publicForms|childSsnHint')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        required
      />
      <SelectField
        className="wide"
        name="coverLevel"
        label={t('publicForms|coverLevelLabel')}
        value={formik.values.coverLevel}
        onChange={formik.handleChange}
        touched={formik.touched.coverLevel}
        error={formik.errors.coverLevel}
        options={CHILD_COVER_LEVELS.map((level) => ({
          value: level,
          label: t(`publicForms|coverLevel_${level}`, {
            sum: formatIsk(CHILD_COVER_SUMS[level], language),
          }),
        }))}
        required
      />
      <h2 className="wide">{t('publicForms|parentHeading')}</h2>
      <TextField
        {...field('parentName')}
        label={t('publicForms|parentNameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('parentSsn')}
        label={t('publicForms|parentSsnLabel')}
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
      <Checkbox
        className="wide"
        name="consent"
        label={t('publicForms|childConsentLabel')}
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
          {failure ? t('publicForms|retry') : t('publicForms|childSubmit')}
        </Button>
      </div>
    </Form>
  );
}
