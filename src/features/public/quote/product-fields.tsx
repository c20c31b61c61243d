import { useTranslation } from 'react-i18next';
import { getIn, useFormikContext, type FormikContextType } from 'formik';
import styled from 'styled-components';
import { SelectField, TextField } from '../../../components';
import { QUOTE_FIELD_RANGES } from '../../../domain/forms/quote';
import { formatIsk, formatNumber } from '../../../domain/format';
import {
  ACCIDENT_COVERS,
  ACCIDENT_SUMS_INSURED,
  CAR_BONUS_YEARS_MAX,
  CAR_COVERS,
  CAR_DEDUCTIBLES,
  PROPERTY_DEDUCTIBLES,
  TRAVEL_DESTINATIONS,
  TRAVEL_KINDS,
  TRAVELLERS,
  type QuoteProduct,
} from '../../../domain/quote';
import type { Language } from '../../../lib/i18n';
import type { CalculatorValues } from './calculator-values';
import { VehicleCard, type VehicleLookup } from './vehicle-card';
import { theme } from '../../../components/theme';

const Section = styled.section`
  margin: 0 0 ${theme.space(5)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 1.25rem;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 0 ${theme.space(4)};
  ${theme.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > .wide {
    grid-column: 1 / -1;
  }
`;

type Ranged = { min: number; max: number };

type Form = FormikContextType<CalculatorValues>;

/** Formik's props for one of a product's inputs, and the {{min}}–{{max}} its range message needs. */
function fieldOf(form: Form, product: QuoteProduct, name: string, language: Language) {
  const { values, errors, touched, handleChange, handleBlur } = form;
  const path = `${product}.${name}`;
  const range = (
    QUOTE_FIELD_RANGES[product as keyof typeof QUOTE_FIELD_RANGES] as
      Record<string, Ranged> | undefined
  )?.[name];
  return {
    name: path,
    value: String(getIn(values, path) ?? ''),
    onChange: handleChange,
    onBlur: handleBlur,
    touched: Boolean(getIn(touched, path)),
    error: getIn(errors, path) as string | undefined,
    errorValues: range && {
      min: formatNumber(range.min, language),
      max: formatNumber(range.max, language),
    },
  };
}

function selectProps(field: ReturnType<typeof fieldOf>) {
  const { errorValues: _unused, ...rest } = field;
  return rest;
}

const amounts = (choices: readonly number[], language: Language) =>
  choices.map((amount) => ({ value: String(amount), label: formatIsk(amount, language) }));

type SectionProps = { language: Language };

function ProductSection({
  product,
  children,
}: {
  product: QuoteProduct;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby={`quote-${product}-heading`}>
      <h2 id={`quote-${product}-heading`}>{t(`quote|product_${product}`)}</h2>
      <Fields>{children}</Fields>
    </Section>
  );
}

export function CarFields({ language, vehicle }: SectionProps & { vehicle: VehicleLookup }) {
  const { t } = useTranslation();
  const form = useFormikContext<CalculatorValues>();
  const field = (name: string) => fieldOf(form, 'car', name, language);
  const { values } = form;
  const registration = field('registration');
  const notFound = vehicle.status === 'notFound';
  return (
    <ProductSection product="car">
      <div className="wide">
        <TextField
          {...registration}
          // The register's "no such vehicle" shows as soon as it is known, typed or not.
          touched={registration.touched || notFound}
          error={registration.error ?? (notFound ? 'quote|vehicleNotFound' : undefined)}
          label={t('quote|registrationLabel')}
          hint={t('quote|registrationHint')}
          autoComplete="off"
          maxLength={8}
          required
        />
        <VehicleCard lookup={vehicle} language={language} />
      </div>
      <SelectField
        {...selectProps(field('cover'))}
        label={t('quote|carCoverLabel')}
        options={CAR_COVERS.map((cover) => ({ value: cover, label: t(`quote|carCover_${cover}`) }))}
        required
      />
      {values.car.cover === 'casco' && (
        <SelectField
          {...selectProps(field('deductible'))}
          label={t('quote|carDeductibleLabel')}
          options={amounts(CAR_DEDUCTIBLES, language)}
          required
        />
      )}
      <SelectField
        {...selectProps(field('bonusYears'))}
        label={t('quote|bonusYearsLabel')}
        hint={t('quote|bonusYearsHint')}
        options={Array.from({ length: CAR_BONUS_YEARS_MAX + 1 }, (_, years) => ({
          value: String(years),
          label: t(
            years === CAR_BONUS_YEARS_MAX ? 'quote|bonusYearsMax' : 'quote|bonusYearsOption',
            {
              count: years,
            },
          ),
        }))}
        required
      />
      <TextField
        {...field('driverAge')}
        label={t('quote|driverAgeLabel')}
        inputMode="numeric"
        maxLength={3}
        required
      />
    </ProductSection>
  );
}

export function ContentsFields({ language }: SectionProps) {
  const { t } = useTranslation();
  const form = useFormikContext<CalculatorValues>();
  const field = (name: string) => fieldOf(form, 'contents', name, language);
  return (
    <ProductSection product="contents">
      <TextField
        {...field('postcode')}
        label={t('quote|postcodeLabel')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={3}
        required
      />
      <TextField
        {...field('sumInsured')}
        label={t('quote|sumInsuredLabel')}
        hint={t('quote|sumInsuredHint')}
        inputMode="numeric"
        maxLength={12}
        required
      />
      <SelectField
        {...selectProps(field('deductible'))}
        label={t('quote|deductibleLabel')}
        options={amounts(PROPERTY_DEDUCTIBLES, language)}
        required
      />
    </ProductSection>
  );
}

export function HouseFields({ language }: SectionProps) {
  const { t } = useTranslation();
  const form = useFormikContext<CalculatorValues>();
  const field = (name: string) => fieldOf(form, 'house', name, language);
  return (
    <ProductSection product="house">
      <TextField
        {...field('postcode')}
        label={t('quote|postcodeLabel')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={3}
        required
      />
      <TextField
        {...field('sizeSqm')}
        label={t('quote|sizeLabel')}
        inputMode="numeric"
        maxLength={5}
        required
      />
      <TextField
        {...field('builtYear')}
        label={t('quote|builtYearLabel')}
        inputMode="numeric"
        maxLength={4}
        required
      />
      <SelectField
        {...selectProps(field('deductible'))}
        label={t('quote|deductibleLabel')}
        options={amounts(PROPERTY_DEDUCTIBLES, language)}
        required
      />
    </ProductSection>
  );
}

export function TravelFields({ language }: SectionProps) {
  const { t } = useTranslation();
  const form = useFormikContext<CalculatorValues>();
  const field = (name: string) => fieldOf(form, 'travel', name, language);
  const { values } = form;
  const single = values.travel.kind === 'single';
  return (
    <ProductSection product="travel">
      <SelectField
        {...selectProps(field('kind'))}
        label={t('quote|travelKindLabel')}
        options={TRAVEL_KINDS.map((kind) => ({
          value: kind,
          label: t(`quote|travelKind_${kind}`),
        }))}
        required
      />
      <SelectField
        {...selectProps(field('travellers'))}
        label={t('quote|travellersLabel')}
        options={TRAVELLERS.map((who) => ({ value: who, label: t(`quote|travellers_${who}`) }))}
        required
      />
      {single && (
        <>
          <SelectField
            {...selectProps(field('destination'))}
            label={t('quote|destinationLabel')}
            options={TRAVEL_DESTINATIONS.map((destination) => ({
              value: destination,
              label: t(`quote|destination_${destination}`),
            }))}
            required
          />
          <TextField
            {...field('days')}
            label={t('quote|daysLabel')}
            inputMode="numeric"
            maxLength={3}
            required
          />
        </>
      )}
    </ProductSection>
  );
}

export function AccidentFields({ language }: SectionProps) {
  const { t } = useTranslation();
  const form = useFormikContext<CalculatorValues>();
  const field = (name: string) => fieldOf(form, 'accident', name, language);
  return (
    <ProductSection product="accident">
      <TextField
        {...field('age')}
        label={t('quote|ageLabel')}
        inputMode="numeric"
        maxLength={3}
        required
      />
      <SelectField
        {...selectProps(field('cover'))}
        label={t('quote|accidentCoverLabel')}
        options={ACCIDENT_COVERS.map((cover) => ({
          value: cover,
          label: t(`quote|accidentCover_${cover}`),
        }))}
        required
      />
      <SelectField
        {...selectProps(field('sumInsured'))}
        className="wide"
        label={t('quote|accidentSumLabel')}
        options={amounts(ACCIDENT_SUMS_INSURED, language)}
        required
      />
    </ProductSection>
  );
}

export const PRODUCT_FIELDS = {
  contents: ContentsFields,
  house: HouseFields,
  travel: TravelFields,
  accident: AccidentFields,
} as const;
