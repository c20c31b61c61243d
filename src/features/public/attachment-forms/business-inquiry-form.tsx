import { useTranslation } from 'react-i18next';
import { AttachmentPicker, SelectField, TextField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { CASE_API } from '../../../domain/api/case-paths';
import {
  BUSINESS_EMPLOYEE_BANDS,
  BUSINESS_PRODUCTS,
  businessInquirySchema,
  type BusinessInquiryForm as Values,
} from '../../../domain/forms/business-inquiry';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/limits';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import {
  CheckboxGroup,
  EmailField,
  FormThanks,
  KennitalaField,
  NameField,
  PhoneField,
  PublicFormBody,
} from '../public-form-kit';
import { addAttachmentFormTexts } from './texts';
import { useAttachmentForm } from './use-attachment-form';

addAttachmentFormTexts();

/**
 * The business inquiry: the company, who to talk to, what it wants insured, and documents. The
 * server applies the same rules; a failed send keeps every value and file and says why.
 */
export function BusinessInquiryForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = useAttachmentForm<Values>({
    path: CASE_API.business,
    language,
    schema: businessInquirySchema,
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
  });
  const { field, formik } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('attachmentForms|requiredNote')}
      submitLabel={t('attachmentForms|businessSubmit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="business-thanks"
          heading={t('attachmentForms|businessThankYouHeading')}
          text={t('attachmentForms|businessThankYouText', {
            caseNumber: sent.caseNumber,
            email: formik.values.email.trim(),
          })}
          back={{ href: paths.home(language), label: t('attachmentForms|backToFront') }}
        />
      )}
    >
      <TextField
        {...field('companyName')}
        label={t('attachmentForms|companyNameLabel')}
        autoComplete="organization"
        required
      />
      <KennitalaField
        {...field('companySsn')}
        label={t('attachmentForms|companySsnLabel')}
        required
      />
      <NameField {...field('contactName')} label={t('attachmentForms|contactNameLabel')} required />
      <EmailField {...field('email')} label={t('attachmentForms|emailLabel')} required />
      <PhoneField {...field('phone')} label={t('attachmentForms|phoneLabel')} required />
      <SelectField
        {...field('employees')}
        label={t('attachmentForms|employeesLabel')}
        placeholder={t('attachmentForms|choose')}
        options={BUSINESS_EMPLOYEE_BANDS.map((band) => ({
          value: band,
          label: t(`attachmentForms|employees_${band}`),
        }))}
        required
      />
      <CheckboxGroup
        name="products"
        errorId="business-products-error"
        legend={t('attachmentForms|businessProductsLegend')}
        error={form.groupError('products')}
        chosen={formik.values.products}
        options={BUSINESS_PRODUCTS.map((product) => ({
          value: product,
          label: t(`attachmentForms|businessProduct_${product}`),
        }))}
        onChange={formik.handleChange}
      />
      <TextAreaField
        {...field('description')}
        className="wide"
        label={t('attachmentForms|businessDescriptionLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
      <AttachmentPicker
        {...form.attachments()}
        className="wide"
        label={t('attachmentForms|businessAttachmentsLabel')}
        hint={t('attachmentForms|businessAttachmentsHint')}
      />
    </PublicFormBody>
  );
}
