import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import type { CaseCreated, InquiryRequest } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import { DESCRIPTION_MAX_LENGTH, normalizeKennitala } from '../../../domain';
import {
  INQUIRY_TYPE_IDS,
  inquirySchema,
  type InquiryForm as Values,
} from '../../../domain/forms/inquiry';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import {
  EmailField,
  FormThanks,
  groupTexts,
  KennitalaField,
  NameField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { addInquiryTexts } from './texts';

addInquiryTexts();

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
  const form = usePublicForm<Values, CaseCreated>({
    path: CASE_API.inquiry,
    language,
    schema: inquirySchema,
    initialValues: { name: '', email: '', ssn: '', type: '' as Values['type'], description: '' },
    texts: groupTexts('inquiry'),
    toRequest: (values): Omit<InquiryRequest, 'lang'> => ({
      name: values.name.trim(),
      email: values.email.trim(),
      ssn: values.ssn.trim() === '' ? null : (normalizeKennitala(values.ssn) ?? values.ssn),
      type: values.type,
      description: values.description.trim(),
    }),
  });
  const { field } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('inquiry|requiredNote')}
      submitLabel={t('inquiry|submit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="inquiry-thanks"
          heading={t('inquiry|thankYouHeading')}
          headingLevel={headingLevel}
          text={t('inquiry|thankYouText', {
            caseNumber: sent.caseNumber,
            email: form.formik.values.email.trim(),
          })}
          back={{ href: paths.home(language), label: t('inquiry|backToFront') }}
        />
      )}
    >
      <NameField {...field('name')} label={t('inquiry|nameLabel')} required />
      <EmailField {...field('email')} label={t('inquiry|emailLabel')} required />
      <KennitalaField {...field('ssn')} label={t('inquiry|ssnLabel')} hint={t('inquiry|ssnHint')} />
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
    </PublicFormBody>
  );
}
