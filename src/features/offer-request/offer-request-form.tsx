import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  FormAlert,
  FormGrid,
  FormNote,
  FormThankYou,
  HoneypotField,
  Link,
  SelectField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { TextAreaField } from '../../components/text-area-field';
import { CASE_API, SSN_NOT_FOUND } from '../../domain/api/case-paths';
import type { CaseCreated, OfferRequest } from '../../domain/api/case';
import { DESCRIPTION_MAX_LENGTH } from '../../domain/limits';
import { PHONE_MASK } from '../../domain/masks';
import {
  OFFER_REQUEST_CUSTOMER_TYPES,
  OFFER_REQUEST_PRODUCTS,
  offerRequestSchema,
  type OfferRequestForm as Values,
} from '../../domain/forms/offer-request';
import { ApiError, call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { paths } from '../../lib/routing/paths';
import { addOfferRequestTexts } from './texts';

addOfferRequestTexts();

const Form = styled(FormGrid)`
  fieldset {
    min-width: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    border: 0;
  }
  legend {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
  .choices {
    display: grid;
    gap: 0 ${({ theme }) => theme.space(4)};
    ${({ theme }) => theme.up('sm')} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const FieldProblem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

type Failure = 'offerRequest|submitErrorMessage' | 'offerRequest|tooManyRequests';
const TEXT_FIELDS = ['name', 'email', 'phone', 'ssn', 'description'] as const;

/**
 * Request an offer: who it is for, what to insure, how to reach the sender and what they need. The
 * server applies the same rules; a failed send keeps everything and offers a retry.
 */
export function OfferRequestForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<{ caseNumber: string; email: string } | null>(null);
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  const formik = useFormik<Values>({
    initialValues: {
      name: '',
      email: '',
      phone: '',
      ssn: '',
      customerType: 'individual',
      products: [],
      description: '',
    },
    validationSchema: offerRequestSchema,
    validateOnChange: false,
    // Errors change only on send: one vanishing on blur as the pointer goes down on the button
    // would move the button from under it, and the click would be lost.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const request: OfferRequest = {
          ...offerRequestSchema.cast(values),
          lang: language,
          ...(website ? { website } : {}),
        };
        const created = await call<CaseCreated>(CASE_API.offerRequest, {
          method: 'POST',
          payload: request,
        });
        setSent({ caseNumber: created.caseNumber, email: values.email.trim() });
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors.ssn?.[0] === SSN_NOT_FOUND) {
          helpers.setFieldError('ssn', 'offerRequest|ssnNotFound');
          formRef.current?.querySelector<HTMLElement>('[name="ssn"]')?.focus();
          return;
        }
        setFailure(
          error instanceof ApiError && error.status === 429
            ? 'offerRequest|tooManyRequests'
            : 'offerRequest|submitErrorMessage',
        );
      }
    },
  });

  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(
        Object.fromEntries([...TEXT_FIELDS, 'products'].map((name) => [name, true])),
        false,
      );
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await formik.submitForm();
  });

  if (sent)
    return (
      <FormThankYou aria-labelledby="offer-thanks">
        <h2 id="offer-thanks" ref={thanksRef} tabIndex={-1}>
          {t('offerRequest|thankYouHeading')}
        </h2>
        <p>{t('offerRequest|thankYouText', sent)}</p>
        <Link href={paths.home(language)}>{t('offerRequest|backToFront')}</Link>
      </FormThankYou>
    );

  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name],
    error: formik.errors[name],
  });
  const productsError = formik.touched.products
    ? (formik.errors.products as string | undefined)
    : undefined;

  return (
    <Form ref={formRef} noValidate onSubmit={submit}>
      <FormNote className="wide">{t('offerRequest|requiredNote')}</FormNote>
      <SelectField
        className="wide"
        name="customerType"
        label={t('offerRequest|customerTypeLabel')}
        value={formik.values.customerType}
        onChange={formik.handleChange}
        options={OFFER_REQUEST_CUSTOMER_TYPES.map((type) => ({
          value: type,
          label: t(`offerRequest|customerType_${type}`),
        }))}
        required
      />
      <fieldset
        className="wide"
        aria-invalid={productsError ? true : undefined}
        aria-describedby={productsError ? 'offer-products-error' : undefined}
      >
        <legend>
          {t('offerRequest|productsLegend')} <span aria-hidden="true">*</span>
        </legend>
        <div className="choices">
          {OFFER_REQUEST_PRODUCTS.map((product) => (
            <Checkbox
              key={product}
              name="products"
              value={product}
              label={t(`offerRequest|product_${product}`)}
              checked={formik.values.products.includes(product)}
              onChange={formik.handleChange}
            />
          ))}
        </div>
        {productsError && (
          <FieldProblem id="offer-products-error" role="alert">
            {t(productsError)}
          </FieldProblem>
        )}
      </fieldset>
      <TextField
        {...field('name')}
        label={t('offerRequest|nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('offerRequest|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('offerRequest|phoneLabel')}
        hint={t('offerRequest|phoneHint')}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
      />
      <TextField
        {...field('ssn')}
        label={t('offerRequest|ssnLabel')}
        hint={t('offerRequest|ssnHint')}
        inputMode="numeric"
        maxLength={11}
        autoComplete="off"
      />
      <TextAreaField
        {...field('description')}
        className="wide"
        label={t('offerRequest|descriptionLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
      <HoneypotField label={t('offerRequest|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('offerRequest|retry') : t('offerRequest|submit')}
        </Button>
      </div>
    </Form>
  );
}
