import { useTranslation } from 'react-i18next';
import { navigate, type HeadProps, type PageProps } from 'gatsby';
import { useEffect } from 'react';
import type { PlainPageContext } from '../build/page-context';
import { CallUs, SeoHead, SiteLayout } from '../features/public/layout';
import { getI18n, languageFromPath, otherLanguage } from '../lib/i18n';
import { languagePrefixRedirect } from '../lib/routing/normalize';
import { paths } from '../lib/routing/paths';
import { Band, ButtonLink, ButtonRow, Container, Lead } from '../slices';

type Context = Partial<PlainPageContext>;

/**
 * The 404 page. The server answers any unknown address with it (status 404), so its language
 * follows the address the visitor asked for. An address in a language the site does not have goes
 * to /404/; a longer spelling of one it has ('/en-gb/…') to that language.
 */
export default function NotFoundTemplate({ location, pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const language = languageFromPath(location.pathname);

  useEffect(() => {
    const target = languagePrefixRedirect(location.pathname);
    if (target && target !== location.pathname) {
      void navigate(`${target}${target === '/404/' ? '' : location.search + location.hash}`, {
        replace: true,
      });
    }
  }, [location.pathname, location.search, location.hash]);

  return (
    <SiteLayout
      language={language}
      alternatePath={paths.home(otherLanguage(language))}
      layout={pageContext.layouts?.[language]}
      wide
    >
      <Band>
        <Container>
          <h1>{t('layout|notFoundTitle')}</h1>
          <Lead>{t('layout|notFoundText')}</Lead>
          <ButtonRow>
            <ButtonLink href={paths.home(language)} $variant="primary">
              {t('layout|notFoundHome')}
            </ButtonLink>
            <ButtonLink href={paths.getPrice(language)} $variant="secondary">
              {t('layout|getPrice')}
            </ButtonLink>
          </ButtonRow>
          <CallUs spaced />
        </Container>
      </Band>
    </SiteLayout>
  );
}

export function Head({ location }: HeadProps<object, Context>) {
  const language = languageFromPath(location.pathname);
  return (
    <SeoHead
      language={language}
      title={`${getI18n(language).t('layout|notFoundTitle')} — Skjól`}
      path={location.pathname}
      noindex
    />
  );
}
