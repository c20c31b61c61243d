import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getI18n, type Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { InquiryForm } from './inquiry-form';
import { addInquiryTexts } from './texts';

addInquiryTexts();

const Wrap = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(8)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.0625rem;
`;

/** /fyrirspurn/ and /en/inquiry/: the inquiry form on a page of its own. */
export function InquiryPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const other: Language = language === 'is' ? 'en' : 'is';
  return (
    <SiteLayout language={language} alternatePath={paths.inquiry(other)}>
      <Wrap>
        <h1>{t('inquiry|pageTitle')}</h1>
        <Lead>{t('inquiry|lead')}</Lead>
        <InquiryForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export function InquiryHead({ language }: { language: Language }) {
  return (
    <SeoHead
      language={language}
      title={getI18n(language).t('inquiry|pageTitle')}
      alternatePath={paths.inquiry(language === 'is' ? 'en' : 'is')}
      path={paths.inquiry(language)}
    />
  );
}
