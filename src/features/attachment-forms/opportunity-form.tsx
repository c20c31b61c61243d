import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttachmentPicker,
  Button,
  Checkbox,
  FormAlert,
  FormNote,
  FormThankYou,
  HoneypotField,
  Link,
  SelectField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { TextAreaField } from '../../components/text-area-field';
import { CASE_API } from '../../domain/api/case-paths';
import { OFFER_REQUEST_PRODUCTS } from '../../domain/forms/offer-request';
import {
  OPPORTUNITY_CALL_TIMES,
  opportunitySchema,
  type OpportunityForm as Values,
} from '../../domain/forms/opportunity';
import { DESCRIPTION_MAX_LENGTH } from '../../domain/limits';
import { PHONE_MASK } from '../../domain/masks';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { FieldProblem, focusFirstError, Form } from './form-layout';
import { addAttachmentFormTexts } from './texts';
import { useAttachmentSend } from './use-attachment-send';

addAttachmentFormTexts();

const TEXT_FIELDS = ['name', 'email', 'phone', 'ssn', 'note'] as const;

/**
 * "Call me about insurance": who to call, when, about what, and documents if they help (the
 * current policies, say). Sent to the opportunity's multipart version, which takes the same rules
 * as the JSON one.
 */
export function OpportunityForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ caseNumber: string; phone: string } | null>(null);
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const upload = useAttachmentSend(CASE_API.opportunityWithFiles, language);

  const formik = useFormik<Values>({
    initialValues: {
      name: '',
      email: '',
      phone: '',
      ssn: '',
      products: [],
      callTime: 'any',
      note: '',
    },
    validationSchema: opportunitySchema,
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const outcome = await upload.send(opportunitySchema.cast(values), website);
      if (outcome.ok) {
        setSent({ caseNumber: outcome.created.caseNumber, phone: values.phone.trim() });
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } else if (outcome.fieldErrors && Object.keys(outcome.fieldErrors).length > 0) {
        helpers.setErrors(outcome.fieldErrors);
      }
    },
  });

  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(
        Object.fromEntries([...TEXT_FIELDS, 'products', 'callTime'].map((name) => [name, true])),
        false,
      );
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  if (sent)
    return (
      <FormThankYou aria-labelledby="opportunity-thanks">
        <h2 id="opportunity-thanks" ref={thanksRef} tabIndex={-1}>
          {t('attachmentForms|opportunityThankYouHeading')}
        </h2>
        <p>{t('attachmentForms|opportunityThankYouText', sent)}</p>
        <Link href={paths.home(language)}>{t('attachmentForms|backToFront')}</Link>
      </FormThankYou>
    );

  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name],
    error: formik.errors[name],
  });
  const productsError = formik.touched.products
    ? (formik.errors.products as string | undefined)
    : undefined;

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('attachmentForms|requiredNote')}</FormNote>
      <TextField
        {...field('name')}
        label={t('attachmentForms|nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('attachmentForms|phoneLabel')}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('attachmentForms|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('ssn')}
        label={t('attachmentForms|ssnLabel')}
        hint={t('attachmentForms|ssnHint')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <SelectField
        className="wide"
        name="callTime"
        label={t('attachmentForms|callTimeLabel')}
        value={formik.values.callTime}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        touched={formik.touched.callTime}
        error={formik.errors.callTime}
        options={OPPORTUNITY_CALL_TIMES.map((time) => ({
          value: time,
          label: t(`attachmentForms|callTime_${time}`),
        }))}
        required
      />
      <fieldset
        className="wide"
        aria-invalid={productsError ? true : undefined}
        aria-describedby={productsError ? 'opportunity-products-error' : undefined}
      >
        <legend>
          {t('attachmentForms|opportunityProductsLegend')} <span aria-hidden="true">*</span>
        </legend>
        <div className="choices">
          {OFFER_REQUEST_PRODUCTS.map((product) => (
            <Checkbox
              key={product}
              name="products"
              value={product}
              label={t(`attachmentForms|opportunityProduct_${product}`)}
              checked={formik.values.products.includes(product)}
              onChange={formik.handleChange}
            />
          ))}
        </div>
        {productsError && (
          <FieldProblem id="opportunity-products-error" role="alert">
            {t(productsError)}
          </FieldProblem>
        )}
      </fieldset>
      <TextAreaField
        {...field('note')}
        className="wide"
        label={t('attachmentForms|noteLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
      />
      <AttachmentPicker
        className="wide"
        label={t('attachmentForms|opportunityAttachmentsLabel')}
        hint={t('attachmentForms|opportunityAttachmentsHint')}
        files={upload.files}
        onChange={upload.setFiles}
        progress={upload.progress}
        error={upload.fileError}
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
          {upload.failure ? t('attachmentForms|retry') : t('attachmentForms|opportunitySubmit')}
        </Button>
      </div>
    </Form>
  );
}
