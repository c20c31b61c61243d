import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components';
import type { SavedQuote, Vehicle } from '../../../domain/api/quote';
import { formatDate, formatIsk } from '../../../domain/format';
import { isValidRegistration, normalizeRegistration, PERIOD_KEYS } from '../../../domain/quote';
import { ApiError } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { fetchPrice, fetchVehicle, openSavedQuote } from './api';
import {
  checkCalculator,
  INITIAL_VALUES,
  itemsKey,
  productsFromSearch,
  savedQuoteFromSearch,
  valuesFromItems,
  type CalculatorValues,
} from './calculator-values';
import { PriceSummary, periodOfPrice, type SummaryState } from './price-summary';
import { ProductPicker } from './product-picker';
import { CarFields, PRODUCT_FIELDS } from './product-fields';
import { BuyFromPrice, BuyNow, SaveQuote } from './save-quote';
import type { VehicleLookup } from './vehicle-card';
import { theme } from '../../../components/theme';

/** Typing settles for this long before the register or the price is asked. */
const LOOKUP_DELAY_MS = 400;
const PRICE_DELAY_MS = 250;
/** What was typed survives a reload of the page (not a closed tab: nothing of it is kept on disk). */
const STORAGE_KEY = 'skjol.quote.calculator';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(5)};
  ${theme.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
    > aside {
      position: sticky;
      top: ${theme.space(4)};
    }
  }
`;

const Banner = styled.div<{ $problem?: boolean }>`
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(4)};
  border-left: 4px solid
    ${({ $problem, theme }) => ($problem ? theme.colors.warning : theme.colors.success)};
  background: ${({ $problem, theme }) => ($problem ? theme.colors.warningBackground : theme.colors.surface)};
  h2 {
    margin: 0 0 ${theme.space(1)};
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

/**
 * On a phone the summary is far below: a bar keeps the total in sight and leads to it. Its right
 * end is left free for the help button, which floats over the same corner.
 */
const PhoneBar = styled.a`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  margin: ${theme.space(4)} -${theme.space(4)} 0;
  padding: ${theme.space(2)} 9.5rem ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.brand};
  color: #fff;
  text-decoration: none;
  .label {
    font-size: 0.875rem;
  }
  .amount {
    font-weight: 700;
  }
  ${theme.up('lg')} {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: -3px;
  }
`;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function vehicleLookup(
  wanted: string,
  asked: string,
  query: { isPending: boolean; error: unknown; data: Vehicle | undefined },
): VehicleLookup {
  if (!wanted) return { status: 'idle' };
  if (wanted !== asked || query.isPending) return { status: 'loading' };
  if (query.data) return { status: 'found', vehicle: query.data };
  const status = query.error instanceof ApiError ? query.error.status : 0;
  if (status === 404) return { status: 'notFound' };
  if (status === 503) return { status: 'unavailable' };
  return { status: 'failed' };
}

function failureKey(error: unknown): string {
  return error instanceof ApiError && error.status === 429
    ? 'quote|tooManyRequests'
    : 'quote|priceError';
}

/**
 * The calculators: choose products, fill in each one's few questions, and the server's price follows
 * as you type, line by line. A price can be saved as a quote and mailed; an e-mailed link opens it here.
 */
export function Calculator({ language }: { language: Language }) {
  const { t } = useTranslation();
  const formik = useFormik<CalculatorValues>({
    initialValues: INITIAL_VALUES,
    validate: (values) => checkCalculator(values).errors,
    onSubmit: () => undefined,
  });
  const { values, setValues } = formik;
  const checked = useMemo(() => checkCalculator(values), [values]);

  // The link's quote, or what was typed before a reload, or the products a link asked for.
  const [link, setLink] = useState<{ quoteNumber: string; key: string } | null>(null);
  const restored = useRef(false);
  useEffect(() => {
    const search = window.location.search;
    const fromLink = savedQuoteFromSearch(search);
    if (fromLink) setLink(fromLink);
    else {
      const stored = window.sessionStorage.getItem(STORAGE_KEY);
      const wanted = productsFromSearch(search);
      if (stored)
        void setValues({ ...INITIAL_VALUES, ...(JSON.parse(stored) as CalculatorValues) }, false);
      else if (wanted.length > 0) void setValues({ ...INITIAL_VALUES, products: wanted }, false);
    }
    restored.current = true;
  }, [setValues]);
  useEffect(() => {
    if (restored.current) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(values));
  }, [values]);

  const savedQuery = useQuery({
    queryKey: ['quote', link?.quoteNumber],
    queryFn: () => openSavedQuote(link!.quoteNumber, link!.key),
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
  });
  const [saved, setSaved] = useState<SavedQuote | null>(null);
  useEffect(() => {
    if (!savedQuery.data) return;
    setSaved(savedQuery.data);
    void setValues(valuesFromItems(savedQuery.data.items), false);
  }, [savedQuery.data, setValues]);

  // The register's vehicle for the typed registration number.
  const carChosen = values.products.includes('car');
  const registration = normalizeRegistration(values.car.registration);
  const wantedRegistration = carChosen && isValidRegistration(registration) ? registration : '';
  const askedRegistration = useDebounced(wantedRegistration, LOOKUP_DELAY_MS);
  const vehicleQuery = useQuery({
    queryKey: ['vehicle', askedRegistration],
    queryFn: ({ signal }) => fetchVehicle(askedRegistration, signal),
    enabled: askedRegistration !== '',
    retry: false,
    staleTime: Infinity,
  });
  const vehicle = vehicleLookup(wantedRegistration, askedRegistration, vehicleQuery);

  // The price of what is chosen, once every chosen product's answers hold (and the car is known).
  const ready = checked.items !== null && (!carChosen || vehicle.status === 'found');
  const key = ready ? itemsKey(checked.items!) : '';
  const showsSaved = saved !== null && !saved.expired && key === itemsKey(saved.items);
  const askedKey = useDebounced(showsSaved ? '' : key, PRICE_DELAY_MS);
  const priceQuery = useQuery({
    queryKey: ['price', askedKey],
    queryFn: ({ signal }) => fetchPrice(JSON.parse(askedKey), signal),
    enabled: askedKey !== '',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });

  const summary: SummaryState =
    values.products.length === 0
      ? { kind: 'noProducts' }
      : showsSaved
        ? { kind: 'price', price: saved.price, updating: false }
        : !ready
          ? { kind: 'incomplete' }
          : priceQuery.isError && askedKey === key
            ? {
                kind: 'failed',
                messageKey: failureKey(priceQuery.error),
                retry: () => void priceQuery.refetch(),
              }
            : priceQuery.data
              ? {
                  kind: 'price',
                  price: priceQuery.data,
                  updating: priceQuery.isFetching || askedKey !== key,
                }
              : { kind: 'loading' };
  const settled = summary.kind === 'price' && !summary.updating ? summary.price : null;

  return (
    <FormikProvider value={formik}>
      {link && (
        <SavedQuoteBanner
          query={savedQuery}
          saved={saved}
          showsSaved={showsSaved}
          language={language}
        />
      )}
      <Layout>
        <form
          noValidate
          onSubmit={(event) => event.preventDefault()}
          aria-label={t('quote|pageTitle')}
        >
          <ProductPicker />
          {carChosen && <CarFields language={language} vehicle={vehicle} />}
          {(['contents', 'house', 'travel', 'accident'] as const)
            .filter((product) => values.products.includes(product))
            .map((product) => {
              const Fields = PRODUCT_FIELDS[product];
              return <Fields key={product} language={language} />;
            })}
        </form>
        <aside>
          <PriceSummary state={summary} language={language} />
          {settled && !showsSaved && checked.items && (
            <>
              <BuyFromPrice key={`buy-${key}`} items={checked.items} language={language} />
              <SaveQuote key={key} items={checked.items} language={language} />
            </>
          )}
          {showsSaved && <BuyNow language={language} quote={saved} />}
        </aside>
      </Layout>
      {settled && (
        <PhoneBar href="#quote-summary">
          <span className="label">{t('quote|total')}</span>
          <span className="amount">
            {formatIsk(settled.yearly, language)}{' '}
            {t(`quote|${PERIOD_KEYS[periodOfPrice(settled)]}`)}
          </span>
        </PhoneBar>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {settled
          ? periodOfPrice(settled) === 'trip'
            ? t('quote|priceAnnouncementTrip', { amount: formatIsk(settled.yearly, language) })
            : t('quote|priceAnnouncement', { yearly: formatIsk(settled.yearly, language) })
          : ''}
      </VisuallyHidden>
    </FormikProvider>
  );
}

function SavedQuoteBanner({
  query,
  saved,
  showsSaved,
  language,
}: {
  query: { isPending: boolean; error: unknown };
  saved: SavedQuote | null;
  showsSaved: boolean;
  language: Language;
}) {
  const { t } = useTranslation();
  if (query.error)
    return (
      <Banner $problem role="alert">
        <p>
          {t(
            query.error instanceof ApiError && query.error.status === 404
              ? 'quote|quoteNotFound'
              : 'quote|priceError',
          )}
        </p>
      </Banner>
    );
  if (!saved) return null;
  const date = formatDate(saved.validUntil, language);
  return (
    <Banner $problem={saved.expired || !showsSaved} aria-live="polite">
      <h2>{t('quote|openedHeading', { quoteNumber: saved.quoteNumber })}</h2>
      <p>
        {saved.expired
          ? t('quote|openedExpired', { date })
          : showsSaved
            ? t('quote|openedValid', { date })
            : t('quote|openedChanged', { quoteNumber: saved.quoteNumber })}
      </p>
    </Banner>
  );
}
