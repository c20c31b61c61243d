import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import type { CaseCreated } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import {
  OTHER_SUBJECT_MAX_LENGTH,
  otherMattersSchema,
  type OtherMattersForm as Values,
} from '../../../domain/forms/other-matters';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/limits';
import type { Language } from '../../../lib/i18n';
import {
  EmailField,
  KennitalaField,
  NameField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { CaseThanks } from './case-thanks';
import { addPublicFormTexts, PUBLIC_FORM_TEXTS } from './texts';

addPublicFormTexts();

/** Other matters: whatever fits no other form, answered by e-mail. */
export function OtherMattersForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = usePublicForm<Values, CaseCreated>({
    path: CASE_API.otherMatters,
    language,
    schema: otherMattersSchema,
    initialValues: { subject: '', message: '', name: '', email: '', ssn: '' },
    texts: PUBLIC_FORM_TEXTS,
  });
  const { field } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('publicForms|requiredNote')}
      submitLabel={t('publicForms|otherSubmit')}
      thanks={(sent) => (
        <CaseThanks
          form={form}
          id="other-thanks"
          heading="publicForms|otherThanksHeading"
          caseNumber={sent.caseNumber}
          email={form.formik.values.email}
          language={language}
        />
      )}
    >
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
      <NameField {...field('name')} label={t('publicForms|nameLabel')} required />
      <EmailField {...field('email')} label={t('publicForms|emailLabel')} required />
      <KennitalaField
        {...field('ssn')}
        label={t('publicForms|optionalSsnLabel')}
        hint={t('publicForms|optionalSsnHint')}
      />
    </PublicFormBody>
  );
}
