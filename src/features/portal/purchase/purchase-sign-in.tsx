import { useTranslation } from 'react-i18next';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, FormAlert, TextField } from '../../../components';
import type { SavedQuote } from '../../../domain/api/quote';
import { QUOTE_API } from '../../../domain/api/quote-paths';
import { isValidLocalPhone } from '../../../domain/phone';
import { call } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';
import { useAuth } from '../../shared/auth';
import { ScreenHeader } from '../shared/screen-states';
import { QuoteSummary } from './quote-summary';
import { linkFromSearch } from './quote-link';

const Card = styled.section`
  max-width: 36rem;
  display: grid;
  gap: ${theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${theme.space(3)};
  }
`;

type Problem = 'quote|signInFailed';

/**
 * "Buy now" for someone not signed in: the quote they are buying, and signing in right here. A
 * mobile number sends the electronic-ID request at once (a person who is not yet a customer is
 * made one on the way); a customer with a password signs in with it.
 */
export function PurchaseSignIn({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { loginWithRedirect } = useAuth();
  const link = useMemo(() => linkFromSearch(window.location.search), []);
  const [quote, setQuote] = useState<SavedQuote | null>(null);
  const [phone, setPhone] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'mobile' | 'password' | undefined>();
  const [problem, setProblem] = useState<Problem>();

  useEffect(() => {
    if (!link) return;
    const controller = new AbortController();
    call(QUOTE_API.saved(link.quoteNumber), {
      payload: { key: link.key },
      signal: controller.signal,
    })
      .then(setQuote)
      // The summary is a courtesy here; the purchase screen after sign-in says what is wrong.
      .catch(() => undefined);
    return () => controller.abort();
  }, [link]);

  const phoneError = !phone.trim()
    ? 'requiredField'
    : isValidLocalPhone(phone.trim())
      ? undefined
      : 'quote|phoneInvalid';
  const returnTo = `${window.location.pathname}${window.location.search}`;
  const start = (method: 'mobile' | 'password') => {
    setBusy(method);
    setProblem(undefined);
    void loginWithRedirect(
      returnTo,
      method === 'mobile' ? { mobilePhone: phone.trim() } : undefined,
    ).catch(() => {
      setProblem('quote|signInFailed');
      setBusy(undefined);
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (phoneError) {
      document.getElementById('purchase-phone')?.focus();
      return;
    }
    start('mobile');
  };

  return (
    <>
      <ScreenHeader title={t('quote|purchaseHeading')} intro={t('quote|purchaseIntro')} />
      {quote && !quote.expired && <QuoteSummary quote={quote} language={language} />}
      <Card aria-labelledby="purchase-sign-in-heading">
        <h2 id="purchase-sign-in-heading">{t('quote|purchaseSignInHeading')}</h2>
        <p>{t('quote|purchaseSignInText')}</p>
        {problem && <FormAlert role="alert">{t(problem)}</FormAlert>}
        <form noValidate onSubmit={onSubmit}>
          <TextField
            id="purchase-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            label={t('quote|purchasePhoneLabel')}
            hint={t('quote|purchasePhoneHint')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            onBlur={() => setTouched(phone !== '')}
            touched={touched}
            error={phoneError}
            required
          />
          <Button type="submit" fullWidth loading={busy === 'mobile'}>
            {t('quote|purchaseMobileSubmit')}
          </Button>
        </form>
        <p>{t('quote|purchasePasswordText')}</p>
        <Button
          variant="secondary"
          fullWidth
          loading={busy === 'password'}
          onClick={() => start('password')}
        >
          {t('quote|purchasePasswordSubmit')}
        </Button>
      </Card>
    </>
  );
}
