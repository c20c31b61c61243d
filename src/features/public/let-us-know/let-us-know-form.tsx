import { useTranslation } from 'react-i18next';
import { Checkbox, RadioGroup, SelectField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { CASE_API } from '../../../domain/api/case-paths';
import type { CaseCreated } from '../../../domain/api/case';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/limits';
import {
  LET_US_KNOW_KINDS,
  LET_US_KNOW_TOPICS,
  letUsKnowSchema,
  type LetUsKnowForm,
} from '../../../domain/forms/let-us-know';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import {
  EmailField,
  FormThanks,
  groupTexts,
  KennitalaField,
  NameField,
  PhoneField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { addLetUsKnowTexts } from './texts';

addLetUsKnowTexts();

/** Nothing is chosen at first: the choices start empty. */
type Values = Omit<LetUsKnowForm, 'kind' | 'topic'> & { kind: string; topic: string };

/**
 * A complaint or a compliment: what it is, what it is about, what happened, who sent it and whether
 * we may get in touch. The server applies the same rules; a failed send keeps everything typed.
 */
export function LetUsKnowForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = usePublicForm<Values, CaseCreated>({
    path: CASE_API.letUsKnow,
    language,
    schema: letUsKnowSchema,
    initialValues: {
      kind: '',
      topic: '',
      description: '',
      name: '',
      email: '',
      phone: '',
      ssn: '',
      contactConsent: true,
    },
    texts: groupTexts('letUsKnow'),
  });
  const { field, formik } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('letUsKnow|requiredNote')}
      submitLabel={t('letUsKnow|submit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="let-us-know-thanks"
          heading={t('letUsKnow|thankYouHeading')}
          text={t('letUsKnow|thankYouText', {
            caseNumber: sent.caseNumber,
            email: formik.values.email.trim(),
          })}
          back={{ href: paths.home(language), label: t('letUsKnow|backToFront') }}
        />
      )}
    >
      <RadioGroup
        {...field('kind')}
        className="wide"
        legend={t('letUsKnow|kindLegend')}
        options={LET_US_KNOW_KINDS.map((kind) => ({
          value: kind,
          label: t(`letUsKnow|kind_${kind}`),
        }))}
        required
        inline
      />
      <SelectField
        {...field('topic')}
        className="wide"
        label={t('letUsKnow|topicLabel')}
        placeholder={t('letUsKnow|topicPlaceholder')}
        options={LET_US_KNOW_TOPICS.map((topic) => ({
          value: topic,
          label: t(`letUsKnow|topic_${topic}`),
        }))}
        required
      />
      <TextAreaField
        {...field('description')}
        className="wide"
        label={
          formik.values.kind === 'compliment'
            ? t('letUsKnow|descriptionLabelCompliment')
            : t('letUsKnow|descriptionLabel')
        }
        hint={t('letUsKnow|descriptionHint')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
      <NameField {...field('name')} label={t('letUsKnow|nameLabel')} required />
      <EmailField {...field('email')} label={t('letUsKnow|emailLabel')} required />
      <PhoneField
        {...field('phone')}
        label={t('letUsKnow|phoneLabel')}
        hint={t('letUsKnow|phoneHint')}
      />
      <KennitalaField
        {...field('ssn')}
        label={t('letUsKnow|ssnLabel')}
        hint={t('letUsKnow|ssnHint')}
      />
      <Checkbox
        className="wide"
        {...form.checkbox('contactConsent')}
        label={t('letUsKnow|contactConsentLabel')}
      />
    </PublicFormBody>
  );
}
