import { useTranslation } from 'react-i18next';
import type { HeadProps, PageProps } from 'gatsby';
import type { PlainPageContext } from '../build/page-context';
import { CallUs, SeoHead, SiteLayout } from '../features/public/layout';
import { getI18n, languageFromPath, otherLanguage } from '../lib/i18n';
import { paths } from '../lib/routing/paths';
import { Band, Container, Lead } from '../slices';

type Context = Partial<PlainPageContext>;

/** Shown by the server when it cannot answer; it must work without any API call. */
export default function ServerErrorTemplate({ location, pageContext }: PageProps<object, Context>) {
  const { t } = useTranslation();
  const language = pageContext.language ?? languageFromPath(location.pathname);
  return (
    <SiteLayout
      language={language}
      alternatePath={paths.home(otherLanguage(language))}
      layout={pageContext.layouts?.[language]}
      wide
    >
      <Band>
        <Container>
          <h1>{t('layout|serverErrorTitle')}</h1>
          <Lead>{t('layout|serverErrorText')}</Lead>
          <CallUs />
        </Container>
      </Band>
    </SiteLayout>
  );
}

export function Head({ location, pageContext }: HeadProps<object, Context>) {
  const language = pageContext.language ?? languageFromPath(location.pathname);
  return (
    <SeoHead
      language={language}
      title={`${getI18n(language).t('layout|serverErrorTitle')} — Skjól`}
      path={location.pathname}
      noindex
    />
  );
}
