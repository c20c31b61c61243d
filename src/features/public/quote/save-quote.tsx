import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { object, string } from 'yup';
import { Button, HoneypotField, Link, TextField, useSubmitOnce } from '../../../components';
import type { SavedQuote } from '../../../domain/api/quote';
import { isValidEmail } from '../../../domain/email';
import { formatDate } from '../../../domain/format';
import { MESSAGE_KEYS, type QuoteItem } from '../../../domain/forms';
import { ApiError } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { keepQuoteToBuy, saveQuote } from './api';
import { theme } from '../../../components/theme';

const Section = styled.section`
  margin-top: ${theme.space(4)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  h2,
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1.125rem;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

const Problem = styled.p`
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.error};
  background: ${theme.colors.errorBackground};
`;

const emailSchema = object({
  email: string()
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .test('email', MESSAGE_KEYS.invalidEmail, (value) => !value || isValidEmail(value)),
});

type Failure = 'quote|saveError' | 'quote|tooManyRequests';

/** Keep the price as a quote for 30 days and have it mailed; what was typed stays on failure. */
export function SaveQuote({
  items,
  language,
}: {
  items: readonly QuoteItem[];
  language: Language;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState<{ quote: SavedQuote; email: string } | null>(null);
  const [website, setWebsite] = useState('');
  const savedRef = useRef<HTMLHeadingElement>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: emailSchema,
    validateOnChange: false,
    onSubmit: async ({ email }) => {
      try {
        const quote = await saveQuote({
          items: items as SavedQuote['items'],
          email: email.trim(),
          lang: language,
          ...(website ? { website } : {}),
        });
        setFailure(null);
        setSaved({ quote, email: email.trim() });
        window.setTimeout(() => savedRef.current?.focus(), 0);
      } catch (error) {
        setFailure(
          error instanceof ApiError && error.status === 429
            ? 'quote|tooManyRequests'
            : 'quote|saveError',
        );
      }
    },
  });

  const submit = useSubmitOnce(() => formik.submitForm());

  if (saved) {
    return (
      <Section aria-labelledby="quote-saved-heading">
        <h3 id="quote-saved-heading" ref={savedRef} tabIndex={-1}>
          {t('quote|savedHeading', { quoteNumber: saved.quote.quoteNumber })}
        </h3>
        <p>
          {t('quote|savedText', {
            email: saved.email,
            date: formatDate(saved.quote.validUntil, language),
          })}
        </p>
        <BuyNow language={language} quote={saved.quote} />
      </Section>
    );
  }

  return (
    <Section aria-labelledby="quote-save-heading">
      <h3 id="quote-save-heading">{t('quote|saveHeading')}</h3>
      <p>{t('quote|saveText')}</p>
      <form noValidate onSubmit={submit}>
        <TextField
          name="email"
          type="email"
          label={t('quote|emailLabel')}
          autoComplete="email"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          touched={formik.touched.email}
          error={formik.errors.email}
          required
        />
        <HoneypotField label={t('quote|websiteLabel')} value={website} onChange={setWebsite} />
        <div aria-live="assertive">{failure && <Problem role="alert">{t(failure)}</Problem>}</div>
        <Button type="submit" loading={formik.isSubmitting} fullWidth>
          {failure ? t('quote|retry') : t('quote|saveButton')}
        </Button>
      </form>
    </Section>
  );
}

/** A link that looks like the primary button: it goes somewhere (the portal), it does not act. */
const BuyLink = styled(Link)`
  display: inline-block;
  padding: ${theme.space(3)} ${theme.space(5)};
  border-radius: ${theme.radius};
  background: ${theme.colors.brand};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.brandDark};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Buy = styled.div`
  margin-top: ${theme.space(4)};
  p {
    margin: ${theme.space(2)} 0 0;
    font-size: 0.9375rem;
    color: ${theme.colors.textMuted};
  }
`;

/** On to the portal's purchase screen, which signs the visitor in and keeps the quote. */
export function BuyNow({
  language,
  quote,
}: {
  language: Language;
  quote: Pick<SavedQuote, 'quoteNumber' | 'key'>;
}) {
  const { t } = useTranslation();
  return (
    <Buy>
      <BuyLink href={paths.buyQuote(language, quote.quoteNumber, quote.key)}>
        {t('quote|buyButton')}
      </BuyLink>
      <p>{t('quote|buyHint')}</p>
    </Buy>
  );
}

/**
 * "Buy now" straight from the price: the price is kept as a quote (nothing is mailed) and the
 * purchase screen opens with it, where the visitor signs in and buys.
 */
export function BuyFromPrice({
  items,
  language,
}: {
  items: readonly QuoteItem[];
  language: Language;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<'quote|buyFromPriceError' | 'quote|tooManyRequests'>();
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const quote = await keepQuoteToBuy({ items: items as SavedQuote['items'], lang: language });
      window.location.assign(paths.buyQuote(language, quote.quoteNumber, quote.key));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429
          ? 'quote|tooManyRequests'
          : 'quote|buyFromPriceError',
      );
      setBusy(false);
    }
  };
  return (
    <Buy>
      <div aria-live="assertive">{failure && <Problem role="alert">{t(failure)}</Problem>}</div>
      <Button onClick={() => void buy()} loading={busy} fullWidth>
        {failure ? t('quote|retry') : t('quote|buyButton')}
      </Button>
      <p>{t('quote|buyFromPriceHint')}</p>
    </Buy>
  );
}
