import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, FormAlert, Link } from '../../../components';
import { NEWSLETTER_API, NEWSLETTER_TOKEN_EXPIRED } from '../../../domain/api/newsletter-paths';
import { ApiError, call } from '../../../lib/api';
import { getI18n, type Language, otherLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { SeoHead, SiteLayout } from '../layout';
import { addNewsletterTexts } from './texts';
import { theme } from '../../../components/theme';

addNewsletterTexts();

const Wrap = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space(6)} 0 ${theme.space(8)};
  h1:focus {
    outline: none;
  }
`;

export type NewsletterLink = 'confirm' | 'unsubscribe';

type Outcome = 'working' | 'done' | 'expired' | 'invalid' | 'failed';

const PAGE_PATH = { confirm: paths.newsletterConfirm, unsubscribe: paths.newsletterUnsubscribe };
const ENDPOINT = { confirm: NEWSLETTER_API.confirm, unsubscribe: NEWSLETTER_API.signout };

/**
 * Where a newsletter mail's link lands: the page posts the link's token (a mail scanner that only
 * fetches the address changes nothing) and says what happened: on the list, signed out, or that
 * the link is too old or not valid, with a way to sign up again.
 */
export function NewsletterLinkPage({
  language,
  link,
}: {
  language: Language;
  link: NewsletterLink;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('working');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const send = async () => {
    setOutcome('working');
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setOutcome('invalid');
      return;
    }
    try {
      await call(ENDPOINT[link], { method: 'POST', payload: { token } });
      setOutcome('done');
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === NEWSLETTER_TOKEN_EXPIRED)
        setOutcome('expired');
      else if (error instanceof ApiError && error.status === 400) setOutcome('invalid');
      else setOutcome('failed');
    }
  };

  useEffect(() => {
    void send();
    // Once, when the page opens: the link is the visitor's one click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (outcome !== 'working') headingRef.current?.focus();
  }, [outcome]);

  const key = (name: string) => `newsletter|${link}_${name}`;
  return (
    <SiteLayout language={language} alternatePath={PAGE_PATH[link](otherLanguage(language))}>
      <Wrap>
        <h1 ref={headingRef} tabIndex={-1}>
          {t(key(`${outcome}Heading`))}
        </h1>
        <div aria-live="polite">
          {outcome === 'working' && <p role="status">{t('newsletter|working')}</p>}
          {outcome === 'done' && <p>{t(key('doneText'))}</p>}
          {(outcome === 'expired' || outcome === 'invalid') && (
            <p>
              {t(key(`${outcome}Text`))}{' '}
              <Link href={paths.prevention(language)}>{t('newsletter|signUpAgain')}</Link>
            </p>
          )}
          {outcome === 'failed' && (
            <>
              <FormAlert role="alert">{t('newsletter|linkFailed')}</FormAlert>
              <Button type="button" onClick={() => void send()}>
                {t('newsletter|retry')}
              </Button>
            </>
          )}
        </div>
        <p>
          <Link href={paths.home(language)}>{t('newsletter|backToFront')}</Link>
        </p>
      </Wrap>
    </SiteLayout>
  );
}

export function NewsletterLinkHead({
  language,
  link,
}: {
  language: Language;
  link: NewsletterLink;
}) {
  const i18n = getI18n(language);
  return (
    <SeoHead
      language={language}
      title={i18n.t(`newsletter|${link}_title`)}
      description=""
      alternatePath={PAGE_PATH[link](otherLanguage(language))}
      path={PAGE_PATH[link](language)}
      noindex
    />
  );
}
