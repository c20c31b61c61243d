import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { FormThanks, type PublicFormState } from '../public-form-kit';

/** The thank-you view of a form that opens a case: its number, and the mail on its way. */
export function CaseThanks({
  form,
  id,
  heading,
  caseNumber,
  email,
  language,
}: {
  form: Pick<PublicFormState, 'thanksRef'>;
  id: string;
  /** Message key. */
  heading: string;
  caseNumber: string;
  email: string;
  language: Language;
}) {
  const { t } = useTranslation();
  return (
    <FormThanks
      form={form}
      id={id}
      heading={t(heading)}
      text={t('publicForms|thanksText', { caseNumber, email: email.trim() })}
      back={{ href: paths.home(language), label: t('publicForms|backToFront') }}
    />
  );
}
