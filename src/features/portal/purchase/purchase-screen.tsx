import { useTranslation } from 'react-i18next';
import { useLocation } from '@gatsbyjs/reach-router';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  DateField,
  Link,
  SelectField,
  Skeleton,
  useSubmitOnce,
} from '../../../components';
import type { QuotePurchased, SavedQuote } from '../../../domain/api/quote';
import { addDaysIso, todayInIceland } from '../../../domain/calendar';
import { formatDate, formatIsk } from '../../../domain/format';
import {
  PURCHASE_FREQUENCIES,
  PURCHASE_START_MAX_DAYS,
  type PurchasePayment,
} from '../../../domain/quote';
import { ApiError, call } from '../../../lib/api';
import { SETTINGS_API } from '../../../domain/api/settings-rules';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import { portalPath } from '../portal-routes';
import type { ScreenProps } from '../screen-props';
import { usePaymentMethod } from '../settings-payment/api';
import { CardSection } from '../settings-payment/card-section';
import { EmptyState, ScreenError, ScreenHeader, ScreenLoading } from '../shared/screen-states';
import { useProductTerms, usePurchaseQuote, useSavedQuote } from './api';
import { QuoteSummary } from './quote-summary';
import { linkFromSearch } from './quote-link';
import { WriteFieldset } from '../shared/may-write';
import { theme } from '../../../components/theme';

const CardChoice = styled.section`
  h3 {
    margin: 0 0 ${theme.space(2)};
    font-size: 1rem;
  }
`;

const Form = styled.form`
  max-width: 36rem;
  h2 {
    margin: ${theme.space(4)} 0 ${theme.space(2)};
    font-size: 1.125rem;
  }
  ul {
    margin: 0 0 ${theme.space(3)};
    padding-left: ${theme.space(5)};
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

const Done = styled.section`
  h2 {
    margin: 0 0 ${theme.space(3)};
    &:focus {
      outline: none;
    }
  }
  ul {
    padding-left: ${theme.space(5)};
  }
`;

type Values = {
  startDate: string;
  frequency: string;
  payment: PurchasePayment | '';
  acceptTerms: boolean;
};

/** "Buy insurance": a saved quote becomes policies, from the start date chosen, paid as chosen. */
export function PurchaseScreen({ language }: ScreenProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const link = useMemo(() => linkFromSearch(search), [search]);
  const quote = useSavedQuote(link);
  const [bought, setBought] = useState<QuotePurchased | null>(null);
  const header = (
    <ScreenHeader title={t('quote|purchaseHeading')} intro={t('quote|purchaseIntro')} />
  );
  const getPrice = <Link href={paths.getPrice(language)}>{t('quote|getNewPrice')}</Link>;

  if (!link)
    return (
      <>
        {header}
        <EmptyState title={t('quote|purchaseNoQuote')}>{getPrice}</EmptyState>
      </>
    );
  if (quote.isPending)
    return (
      <>
        {header}
        <ScreenLoading label={t('quote|purchaseHeading')} />
      </>
    );
  if (quote.isError) {
    const missing = quote.error instanceof ApiError && quote.error.status === 404;
    return (
      <>
        {header}
        {missing ? (
          <EmptyState title={t('quote|quoteNotFound')}>{getPrice}</EmptyState>
        ) : (
          <ScreenError error={quote.error} onRetry={() => void quote.refetch()} />
        )}
      </>
    );
  }
  if (bought) return <Purchased bought={bought} language={language} />;
  if (quote.data.expired)
    return (
      <>
        {header}
        <EmptyState title={t('quote|purchaseExpired')}>{getPrice}</EmptyState>
      </>
    );
  return (
    <>
      {header}
      <QuoteSummary quote={quote.data} language={language} />
      <PurchaseForm quote={quote.data} language={language} onBought={setBought} />
    </>
  );
}

function PurchaseForm({
  quote,
  language,
  onBought,
}: {
  quote: SavedQuote;
  language: Language;
  onBought: (bought: QuotePurchased) => void;
}) {
  const { t } = useTranslation();
  const today = todayInIceland();
  const latest = addDaysIso(today, PURCHASE_START_MAX_DAYS);
  const method = usePaymentMethod();
  const card = method.data?.ccardInfo?.cardNumberMasked ?? null;
  const purchase = usePurchaseQuote(quote.quoteNumber);
  const [failure, setFailure] = useState<{ key: string; email?: string } | null>(null);
  const onlySingleTrips = quote.items.every(
    (item) => item.product === 'travel' && item.kind === 'single',
  );

  const formik = useFormik<Values>({
    initialValues: { startDate: today, frequency: 'monthly', payment: '', acceptTerms: false },
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = {};
      if (!values.startDate || values.startDate < today || values.startDate > latest)
        errors.startDate = 'quote|startDateRange';
      if (!values.payment) errors.payment = 'requiredField';
      if (!values.acceptTerms) errors.acceptTerms = 'quote|acceptTermsRequired';
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        onBought(
          await purchase.mutateAsync({
            key: quote.key,
            startDate: values.startDate,
            frequency: values.frequency as 'monthly' | 'annual',
            payment: values.payment as PurchasePayment,
            acceptTerms: values.acceptTerms,
            lang: language,
          }),
        );
      } catch (error) {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        const named = Object.entries(fields).filter(([name]) => name in values);
        if (named.length > 0) {
          for (const [name, messages] of named) helpers.setFieldError(name, messages[0]);
          return;
        }
        if (error instanceof ApiError && error.errorCode === 'EmailNotConfirmed') {
          // A new customer's address waits for its link: say where the link went.
          const pending = await call(SETTINGS_API.popupInfo)
            .then((info) => info.pendingEmail)
            .catch(() => undefined);
          setFailure(
            pending
              ? { key: 'quote|emailNotConfirmed', email: pending }
              : { key: 'quote|emailNotConfirmedNoPending' },
          );
          return;
        }
        setFailure({
          key:
            error instanceof ApiError &&
            error.status === 409 &&
            error.errorCode === 'QuoteAlreadyPurchased'
              ? 'quote|purchaseTaken'
              : error instanceof ApiError && error.errorCode === 'QuoteExpired'
                ? 'quote|purchaseExpired'
                : 'quote|purchaseError',
        });
      }
    },
  });

  const submit = useSubmitOnce(() => formik.submitForm());

  // The card on file is the way to pay unless the buyer chose otherwise, and a card registered
  // here, in the middle of buying, becomes the way to pay at once.
  const previousCard = useRef<string | null>(null);
  useEffect(() => {
    if (card && card !== previousCard.current) void formik.setFieldValue('payment', 'card');
    previousCard.current = card;
  });

  const touchedError = (name: keyof Values) => ({
    touched: formik.touched[name] === true || formik.submitCount > 0,
    error: formik.errors[name],
  });

  return (
    <Form noValidate onSubmit={submit} aria-label={t('quote|purchaseHeading')}>
      <WriteFieldset>
        <DateField
          name="startDate"
          label={t('quote|startDateLabel')}
          hint={t('quote|startDateHint')}
          value={formik.values.startDate}
          min={today}
          max={latest}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          {...touchedError('startDate')}
          required
        />
        {!onlySingleTrips && (
          <SelectField
            name="frequency"
            label={t('quote|frequencyLabel')}
            value={formik.values.frequency}
            options={PURCHASE_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`quote|frequency_${frequency}`),
            }))}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            required
          />
        )}
        <SelectField
          name="payment"
          label={t('quote|paymentLabel')}
          hint={card ? undefined : t('quote|noCardHint')}
          value={formik.values.payment}
          placeholder={t('quote|paymentLabel')}
          options={[
            ...(card ? [{ value: 'card', label: t('quote|payment_card', { card }) }] : []),
            { value: 'claim', label: t('quote|payment_claim') },
          ]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          {...touchedError('payment')}
          required
        />
        <CardChoice aria-labelledby="purchase-card-heading">
          <h3 id="purchase-card-heading">{t('quote|cardHeading')}</h3>
          <CardSection language={language} />
        </CardChoice>
        <h2>{t('quote|documentsHeading')}</h2>
        <TermsList products={quote.items.map((item) => item.product)} language={language} />
        <Checkbox
          name="acceptTerms"
          label={t('quote|acceptTermsLabel')}
          checked={formik.values.acceptTerms}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          {...touchedError('acceptTerms')}
          required
        />
        <p>{t('quote|withdrawalNote')}</p>
        <div aria-live="assertive">
          {failure && (
            <Problem role="alert">
              {t(failure.key, failure.email ? { email: failure.email } : undefined)}
            </Problem>
          )}
        </div>
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('quote|retry') : t('quote|purchaseSubmit')}
        </Button>
      </WriteFieldset>
    </Form>
  );
}

function Purchased({ bought, language }: { bought: QuotePurchased; language: Language }) {
  const { t } = useTranslation();
  return (
    <Done aria-labelledby="purchased-heading">
      <h2 id="purchased-heading" tabIndex={-1} ref={(element) => element?.focus()}>
        {t('quote|purchasedHeading')}
      </h2>
      <p>{t('quote|purchasedText', { date: formatDate(bought.withdrawalUntil, language) })}</p>
      <ul>
        {bought.policies.map((policy) => (
          <li key={policy.id}>
            {t('quote|purchasedPolicy', {
              product: t(`quote|product_${policy.product}`),
              number: policy.number,
              start: formatDate(policy.startDate, language),
              end: formatDate(policy.endDate, language),
              premium: formatIsk(policy.annualPremium, language),
            })}
          </li>
        ))}
      </ul>
      <Link href={portalPath('overview', language)}>{t('quote|toOverview')}</Link>
    </Done>
  );
}

/**
 * Each product's terms (with their edition) and information document, from the server's
 * catalogue; while they load the checkbox below still stands, and a failure offers a retry.
 */
function TermsList({ products, language }: { products: string[]; language: Language }) {
  const { t } = useTranslation();
  const terms = useProductTerms(products, language);
  if (terms.isPending) return <Skeleton height={48} />;
  if (terms.isError)
    return <ScreenError error={terms.error} onRetry={() => void terms.refetch()} />;
  return (
    <ul>
      {terms.data.terms.map((entry) => (
        <li key={entry.product}>
          <a href={entry.termsUrl}>{entry.title}</a> (
          {t('quote|termsVersion', { date: formatDate(entry.version, language) })}) ·{' '}
          <a href={entry.productInformationUrl}>
            {t('quote|productInformationLink', {
              product: t(`quote|product_${entry.product}`),
            })}
          </a>
        </li>
      ))}
    </ul>
  );
}
