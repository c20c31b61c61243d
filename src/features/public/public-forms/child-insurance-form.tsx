import { useTranslation } from 'react-i18next';
import { Checkbox, SelectField, TextField } from '../../../components';
import type { CaseCreated } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import {
  CHILD_COVER_LEVELS,
  CHILD_COVER_SUMS,
  createChildInsuranceSchema,
} from '../../../domain/forms/child-insurance';
import { formatIsk } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import {
  EmailField,
  KennitalaField,
  NameField,
  PhoneField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { CaseThanks } from './case-thanks';
import { addPublicFormTexts, PUBLIC_FORM_TEXTS } from './texts';

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

/**
 * Apply for child insurance: the parent, the child (under 18 by the kennitala's birth date), the
 * level of cover and consent to the terms. The server applies the same rules.
 */
export function ChildInsuranceForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = usePublicForm<Values, CaseCreated>({
    path: CASE_API.childInsurance,
    language,
    schema: createChildInsuranceSchema(),
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
    texts: PUBLIC_FORM_TEXTS,
  });
  const { field } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('publicForms|requiredNote')}
      submitLabel={t('publicForms|childSubmit')}
      thanks={(sent) => (
        <CaseThanks
          form={form}
          id="child-thanks"
          heading="publicForms|childThanksHeading"
          caseNumber={sent.caseNumber}
          email={form.formik.values.email}
          language={language}
        />
      )}
    >
      <h2 className="wide">{t('publicForms|childHeading')}</h2>
      <TextField {...field('childName')} label={t('publicForms|childNameLabel')} required />
      <KennitalaField
        {...field('childSsn')}
        label={t('publicForms|childSsnLabel')}
        hint={t('publicForms|childSsnHint')}
        required
      />
      <SelectField
        {...field('coverLevel')}
        className="wide"
        label={t('publicForms|coverLevelLabel')}
        options={CHILD_COVER_LEVELS.map((level) => ({
          value: level,
          label: t(`publicForms|coverLevel_${level}`, {
            sum: formatIsk(CHILD_COVER_SUMS[level], language),
          }),
        }))}
        required
      />
      <h2 className="wide">{t('publicForms|parentHeading')}</h2>
      <NameField {...field('parentName')} label={t('publicForms|parentNameLabel')} required />
      <KennitalaField {...field('parentSsn')} label={t('publicForms|parentSsnLabel')} required />
      <EmailField {...field('email')} label={t('publicForms|emailLabel')} required />
      <PhoneField
        {...field('phone')}
        label={t('publicForms|phoneLabel')}
        hint={t('publicForms|phoneHint')}
        required
      />
      <Checkbox
        className="wide"
        {...form.checkbox('consent')}
        label={t('publicForms|childConsentLabel')}
        required
      />
    </PublicFormBody>
  );
}
