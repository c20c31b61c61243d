import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getI18n, type Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { AppointmentForm } from './appointment-form';
import { addAppointmentTexts } from './texts';

addAppointmentTexts();

const Wrap = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  .lead {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 1.0625rem;
  }
`;

/** /boka-tima/ and /en/book-appointment/: a half-hour with an adviser, inside the opening hours. */
export function AppointmentPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout
      language={language}
      alternatePath={paths.bookAppointment(language === 'is' ? 'en' : 'is')}
    >
      <Wrap>
        <h1>{t('appointment|pageTitle')}</h1>
        <p className="lead">{t('appointment|lead')}</p>
        <AppointmentForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export function AppointmentHead({ language }: { language: Language }) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t('appointment|pageTitle')}
      description={i18n.t('appointment|metaDescription')}
      alternatePath={paths.bookAppointment(language === 'is' ? 'en' : 'is')}
      path={paths.bookAppointment(language)}
    />
  );
}
