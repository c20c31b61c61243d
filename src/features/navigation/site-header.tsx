import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Logo } from '../../components/logo';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space(4)};
  top: -100px;
  z-index: 1000;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const LanguageLink = styled(Link)`
  font-weight: 600;
  text-decoration: none;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  &:hover {
    background: ${({ theme }) => theme.colors.brandLight};
  }
`;

type SiteHeaderProps = {
  language: Language;
  /** The same page in the other language. */
  alternatePath: string;
};

export function SiteHeader({ language, alternatePath }: SiteHeaderProps) {
  const { t } = useTranslation();
  const otherLanguage: Language = language === 'is' ? 'en' : 'is';
  return (
    <Bar>
      <SkipLink href="#main">{t('layout|skipToContent')}</SkipLink>
      <Inner>
        <Link to={paths.home(language)} aria-label={t('layout|homeLink')}>
          <Logo />
        </Link>
        <nav aria-label={t('layout|languageSwitchLabel')}>
          <LanguageLink to={alternatePath} hrefLang={otherLanguage} lang={otherLanguage}>
            {t('layout|languageSwitch')}
          </LanguageLink>
        </nav>
      </Inner>
    </Bar>
  );
}
