import { useTranslation } from 'react-i18next';
import { AttachmentPicker, SelectField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { CASE_API } from '../../../domain/api/case-paths';
import { OFFER_REQUEST_PRODUCTS } from '../../../domain/forms/offer-request';
import {
  OPPORTUNITY_CALL_TIMES,
  opportunitySchema,
  type OpportunityForm as Values,
} from '../../../domain/forms/opportunity';
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
 * "Call me about insurance": who to call, when, about what, and documents if they help (the
 * current policies, say). Sent to the opportunity's multipart version, which takes the same rules
 * as the JSON one.
 */
export function OpportunityForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = useAttachmentForm<Values>({
    path: CASE_API.opportunityWithFiles,
    language,
    schema: opportunitySchema,
    initialValues: {
      name: '',
      email: '',
      phone: '',
      ssn: '',
      products: [],
      callTime: 'any',
      note: '',
    },
  });
  const { field, formik } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('attachmentForms|requiredNote')}
      submitLabel={t('attachmentForms|opportunitySubmit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="opportunity-thanks"
          heading={t('attachmentForms|opportunityThankYouHeading')}
          text={t('attachmentForms|opportunityThankYouText', {
            caseNumber: sent.caseNumber,
            phone: formik.values.phone.trim(),
          })}
          back={{ href: paths.home(language), label: t('attachmentForms|backToFront') }}
        />
      )}
    >
      <NameField {...field('name')} label={t('attachmentForms|nameLabel')} required />
      <PhoneField {...field('phone')} label={t('attachmentForms|phoneLabel')} required />
      <EmailField {...field('email')} label={t('attachmentForms|emailLabel')} required />
      <KennitalaField
        {...field('ssn')}
        label={t('attachmentForms|ssnLabel')}
        hint={t('attachmentForms|ssnHint')}
      />
      <SelectField
        {...field('callTime')}
        className="wide"
        label={t('attachmentForms|callTimeLabel')}
        options={OPPORTUNITY_CALL_TIMES.map((time) => ({
          value: time,
          label: t(`attachmentForms|callTime_${time}`),
        }))}
        required
      />
      <CheckboxGroup
        name="products"
        errorId="opportunity-products-error"
        legend={t('attachmentForms|opportunityProductsLegend')}
        error={form.groupError('products')}
        chosen={formik.values.products}
        options={OFFER_REQUEST_PRODUCTS.map((product) => ({
          value: product,
          label: t(`attachmentForms|opportunityProduct_${product}`),
        }))}
        onChange={formik.handleChange}
      />
      <TextAreaField
        {...field('note')}
        className="wide"
        label={t('attachmentForms|noteLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
      />
      <AttachmentPicker
        {...form.attachments()}
        className="wide"
        label={t('attachmentForms|opportunityAttachmentsLabel')}
        hint={t('attachmentForms|opportunityAttachmentsHint')}
      />
    </PublicFormBody>
  );
}
