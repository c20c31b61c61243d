import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttachmentPicker,
  Button,
  FormAlert,
  FormNote,
  FormThankYou,
  HoneypotField,
  Link,
  TextField,
  useSubmitOnce,
} from '../../components';
import { TextAreaField } from '../../components/text-area-field';
import { CASE_API } from '../../domain/api/case-paths';
import {
  safetyProductSchema,
  SAFETY_PRODUCT_NAME_MAX_LENGTH,
  SAFETY_PRODUCT_WHERE_MAX_LENGTH,
  type SafetyProductForm as Values,
} from '../../domain/forms/safety-product';
import { DESCRIPTION_MAX_LENGTH } from '../../domain/limits';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { focusFirstError, Form } from './form-layout';
import { addAttachmentFormTexts } from './texts';
import { useAttachmentSend } from './use-attachment-send';

addAttachmentFormTexts();

const FIELDS = ['productName', 'whereToBuy', 'reason', 'name', 'email'] as const;

/**
 * A safety product suggestion: what the product is, where it is sold, why it helps, a picture if
 * there is one, and who suggests it. A failed send keeps every value and file and says why.
 */
export function SafetyProductForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ caseNumber: string; email: string } | null>(null);
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const upload = useAttachmentSend(CASE_API.safetyProductSuggestion, language);

  const formik = useFormik<Values>({
    initialValues: { productName: '', whereToBuy: '', reason: '', name: '', email: '' },
    validationSchema: safetyProductSchema,
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const outcome = await upload.send(safetyProductSchema.cast(values), website);
      if (outcome.ok) {
        setSent({ caseNumber: outcome.created.caseNumber, email: values.email.trim() });
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } else if (outcome.fieldErrors && Object.keys(outcome.fieldErrors).length > 0) {
        helpers.setErrors(outcome.fieldErrors);
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
      <FormThankYou aria-labelledby="safety-thanks">
        <h2 id="safety-thanks" ref={thanksRef} tabIndex={-1}>
          {t('attachmentForms|safetyThankYouHeading')}
        </h2>
        <p>{t('attachmentForms|safetyThankYouText', sent)}</p>
        <Link href={paths.prevention(language)}>{t('attachmentForms|backToPrevention')}</Link>
      </FormThankYou>
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
      <FormNote className="wide">{t('attachmentForms|requiredNote')}</FormNote>
      <TextField
        {...field('productName')}
        className="wide"
        label={t('attachmentForms|productNameLabel')}
        maxLength={SAFETY_PRODUCT_NAME_MAX_LENGTH}
        required
      />
      <TextField
        {...field('whereToBuy')}
        className="wide"
        label={t('attachmentForms|whereToBuyLabel')}
        hint={t('attachmentForms|whereToBuyHint')}
        maxLength={SAFETY_PRODUCT_WHERE_MAX_LENGTH}
      />
      <TextAreaField
        {...field('reason')}
        className="wide"
        label={t('attachmentForms|reasonLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
      <AttachmentPicker
        className="wide"
        label={t('attachmentForms|safetyAttachmentsLabel')}
        hint={t('attachmentForms|safetyAttachmentsHint')}
        files={upload.files}
        onChange={upload.setFiles}
        progress={upload.progress}
        error={upload.fileError}
      />
      <TextField
        {...field('name')}
        label={t('attachmentForms|nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('attachmentForms|emailLabel')}
        autoComplete="email"
        required
      />
      <HoneypotField
        label={t('attachmentForms|websiteLabel')}
        value={website}
        onChange={setWebsite}
      />
      <div className="wide" aria-live="assertive">
        {upload.failure && <FormAlert role="alert">{t(upload.failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting || upload.progress !== null}>
          {upload.failure ? t('attachmentForms|retry') : t('attachmentForms|safetySubmit')}
        </Button>
      </div>
    </Form>
  );
}
