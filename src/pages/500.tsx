import type { HeadProps, PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { SeoHead, SiteLayout } from '../features/layout';
import { getI18n } from '../lib/i18n';

/** Shown by the server when it cannot answer; it must work without any API call. */
export default function ServerErrorPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <SiteLayout language="is" alternatePath="/en/">
      <h1>{t('layout|serverErrorTitle')}</h1>
      <p>{t('layout|serverErrorText')}</p>
    </SiteLayout>
  );
}

export function Head(_props: HeadProps) {
  return <SeoHead language="is" title={`${getI18n('is').t('layout|serverErrorTitle')} — Skjól`} />;
}
