import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.brandDark};
  color: #fff;
  a {
    color: #fff;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  h2 {
    color: #fff;
    font-size: 1.25rem;
    margin-top: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`;

/** Contact details every page carries; the content-driven footer ('fotur') extends this later. */
export function SiteFooter() {
  const { t } = useTranslation();
  const phone = t('global|phone');
  const email = t('global|email');
  return (
    <Footer>
      <Inner>
        <h2>{t('layout|footerHeading')}</h2>
        <p>
          {t('layout|footerPhone')}: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </p>
        <p>
          {t('layout|footerEmail')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p>{t('layout|footerHours')}</p>
        <p>{t('layout|footerCompany')}</p>
      </Inner>
    </Footer>
  );
}
