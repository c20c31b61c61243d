import { useTranslation } from 'react-i18next';
import { AttachmentPicker, TextField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { CASE_API } from '../../../domain/api/case-paths';
import {
  safetyProductSchema,
  SAFETY_PRODUCT_NAME_MAX_LENGTH,
  SAFETY_PRODUCT_WHERE_MAX_LENGTH,
  type SafetyProductForm as Values,
} from '../../../domain/forms/safety-product';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/limits';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { EmailField, FormThanks, NameField, PublicFormBody } from '../public-form-kit';
import { addAttachmentFormTexts } from './texts';
import { useAttachmentForm } from './use-attachment-form';

addAttachmentFormTexts();

/**
 * A safety product suggestion: what the product is, where it is sold, why it helps, a picture if
 * there is one, and who suggests it. A failed send keeps every value and file and says why.
 */
export function SafetyProductForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = useAttachmentForm<Values>({
    path: CASE_API.safetyProductSuggestion,
    language,
    schema: safetyProductSchema,
    initialValues: { productName: '', whereToBuy: '', reason: '', name: '', email: '' },
  });
  const { field } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('attachmentForms|requiredNote')}
      submitLabel={t('attachmentForms|safetySubmit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="safety-thanks"
          heading={t('attachmentForms|safetyThankYouHeading')}
          text={t('attachmentForms|safetyThankYouText', {
            caseNumber: sent.caseNumber,
            email: form.formik.values.email.trim(),
          })}
          back={{ href: paths.prevention(language), label: t('attachmentForms|backToPrevention') }}
        />
      )}
    >
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
        {...form.attachments()}
        className="wide"
        label={t('attachmentForms|safetyAttachmentsLabel')}
        hint={t('attachmentForms|safetyAttachmentsHint')}
      />
      <NameField {...field('name')} label={t('attachmentForms|nameLabel')} required />
      <EmailField {...field('email')} label={t('attachmentForms|emailLabel')} required />
    </PublicFormBody>
  );
}
