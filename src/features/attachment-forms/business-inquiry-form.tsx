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
import {
  BUSINESS_EMPLOYEE_BANDS,
  BUSINESS_PRODUCTS,
  businessInquirySchema,
  type BusinessInquiryForm as Values,
} from '../../domain/forms/business-inquiry';
import { DESCRIPTION_MAX_LENGTH } from '../../domain/limits';
import { PHONE_MASK } from '../../domain/masks';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { FieldProblem, focusFirstError, Form } from './form-layout';
import { addAttachmentFormTexts } from './texts';
import { useAttachmentSend } from './use-attachment-send';

addAttachmentFormTexts();

const TEXT_FIELDS = [
  'companyName',
  'companySsn',
  'contactName',
  'email',
  'phone',
  'description',
] as const;

/**
 * The business inquiry: the company, who to talk to, what it wants insured, and documents. The
 * server applies the same rules; a failed send keeps every value and file and says why.
 */
export function BusinessInquiryForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ caseNumber: string; email: string } | null>(null);
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const upload = useAttachmentSend(CASE_API.business, language);

  const formik = useFormik<Values>({
    initialValues: {
      companyName: '',
      companySsn: '',
      contactName: '',
      email: '',
      phone: '',
      employees: '' as Values['employees'],
      products: [],
      description: '',
    },
    validationSchema: businessInquirySchema,
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const outcome = await upload.send(businessInquirySchema.cast(values), website);
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
      await formik.setTouched(
        Object.fromEntries([...TEXT_FIELDS, 'employees', 'products'].map((name) => [name, true])),
        false,
      );
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  if (sent)
    return (
      <FormThankYou aria-labelledby="business-thanks">
        <h2 id="business-thanks" ref={thanksRef} tabIndex={-1}>
          {t('attachmentForms|businessThankYouHeading')}
        </h2>
        <p>{t('attachmentForms|businessThankYouText', sent)}</p>
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
  const sending = upload.progress !== null;

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('attachmentForms|requiredNote')}</FormNote>
      <TextField
        {...field('companyName')}
        label={t('attachmentForms|companyNameLabel')}
        autoComplete="organization"
        required
      />
      <TextField
        {...field('companySsn')}
        label={t('attachmentForms|companySsnLabel')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
        required
      />
      <TextField
        {...field('contactName')}
        label={t('attachmentForms|contactNameLabel')}
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
      <TextField
        {...field('phone')}
        type="tel"
        label={t('attachmentForms|phoneLabel')}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <SelectField
        name="employees"
        label={t('attachmentForms|employeesLabel')}
        value={formik.values.employees}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        touched={formik.touched.employees}
        error={formik.errors.employees}
        placeholder={t('attachmentForms|choose')}
        options={BUSINESS_EMPLOYEE_BANDS.map((band) => ({
          value: band,
          label: t(`attachmentForms|employees_${band}`),
        }))}
        required
      />
      <fieldset
        className="wide"
        aria-invalid={productsError ? true : undefined}
        aria-describedby={productsError ? 'business-products-error' : undefined}
      >
        <legend>
          {t('attachmentForms|businessProductsLegend')} <span aria-hidden="true">*</span>
        </legend>
        <div className="choices">
          {BUSINESS_PRODUCTS.map((product) => (
            <Checkbox
              key={product}
              name="products"
              value={product}
              label={t(`attachmentForms|businessProduct_${product}`)}
              checked={formik.values.products.includes(product)}
              onChange={formik.handleChange}
            />
          ))}
        </div>
        {productsError && (
          <FieldProblem id="business-products-error" role="alert">
            {t(productsError)}
          </FieldProblem>
        )}
      </fieldset>
      <TextAreaField
        {...field('description')}
        className="wide"
        label={t('attachmentForms|businessDescriptionLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
      <AttachmentPicker
        className="wide"
        label={t('attachmentForms|businessAttachmentsLabel')}
        hint={t('attachmentForms|businessAttachmentsHint')}
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
        <Button type="submit" loading={formik.isSubmitting || sending}>
          {upload.failure ? t('attachmentForms|retry') : t('attachmentForms|businessSubmit')}
        </Button>
      </div>
    </Form>
  );
}
