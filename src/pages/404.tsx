import { Link, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SeoHead, SiteLayout } from '../features/layout';
import { getI18n, languageFromPath } from '../lib/i18n';
import { paths } from '../lib/routing/paths';

// The server answers any unknown address with this page, so its language follows the address
// the visitor asked for, not the path the page was built at.
export default function NotFoundPage({ location }: PageProps) {
  const language = languageFromPath(location.pathname);
  const { t } = useTranslation();
  return (
    <SiteLayout language={language} alternatePath={paths.notFound(language === 'is' ? 'en' : 'is')}>
      <h1>{t('layout|notFoundTitle')}</h1>
      <p>{t('layout|notFoundText')}</p>
      <p>
        <Link to={paths.home(language)}>{t('layout|notFoundHome')}</Link>
      </p>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps) {
  const language = languageFromPath(location.pathname);
  return (
    <SeoHead language={language} title={`${getI18n(language).t('layout|notFoundTitle')} — Skjól`} />
  );
}
