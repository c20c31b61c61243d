import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '../../components';
import { getI18n, type Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { OfferRequestForm } from './offer-request-form';
import { addOfferRequestTexts } from './texts';

addOfferRequestTexts();

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

/** /fa-tilbod/ and /en/request-offer/: a personal offer, worked by staff from the inbox. */
export function OfferRequestPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <SiteLayout
      language={language}
      alternatePath={paths.requestOffer(language === 'is' ? 'en' : 'is')}
    >
      <Wrap>
        <h1>{t('offerRequest|pageTitle')}</h1>
        <Lead>
          {t('offerRequest|lead')}{' '}
          <Link href={paths.getPrice(language)}>{t('offerRequest|calculatorLink')}</Link>
        </Lead>
        <OfferRequestForm language={language} />
      </Wrap>
    </SiteLayout>
  );
}

export function OfferRequestHead({ language }: { language: Language }) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t('offerRequest|pageTitle')}
      description={i18n.t('offerRequest|metaDescription')}
      alternatePath={paths.requestOffer(language === 'is' ? 'en' : 'is')}
      path={paths.requestOffer(language)}
    />
  );
}
