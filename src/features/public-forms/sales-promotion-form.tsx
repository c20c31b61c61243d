import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Checkbox,
  FormAlert,
  FormNote,
  HoneypotField,
  TextField,
  useSubmitOnce,
} from '../../components';
import { CASE_API } from '../../domain/api/case-paths';
import {
  createSalesPromotionSchema,
  runningCampaigns,
  SALES_PRODUCTS,
} from '../../domain/forms/sales-promotion';
import { formatDate } from '../../domain/format';
import { PHONE_MASK } from '../../domain/masks';
import type { Language } from '../../lib/i18n';
import { CaseThankYou, focusFirstError, Form, useCaseFormSend } from './form-layout';
import { addPublicFormTexts } from './texts';

addPublicFormTexts();

const Campaigns = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding-left: 1.25rem;
`;

const FieldProblem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
  font-weight: 600;
`;

type Values = {
  campaignCode: string;
  name: string;
  email: string;
  phone: string;
  products: string[];
};
const TEXT_FIELDS = ['campaignCode', 'name', 'email', 'phone'] as const;

/** The campaigns running today, with their codes and last days. */
export function RunningCampaigns({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <Campaigns aria-label={t('publicForms|campaignsLabel')}>
      {runningCampaigns(new Date()).map((campaign) => (
        <li key={campaign.code}>
          {t('publicForms|campaignItem', {
            code: campaign.code,
            title: campaign.title[language],
            lastDay: formatDate(campaign.lastDay, language),
          })}
        </li>
      ))}
    </Campaigns>
  );
}

/** Get an offer from a campaign: its code, how to reach the person and what they want insured. */
export function SalesPromotionForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [website, setWebsite] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const { failure, sent, send, thanksRef } = useCaseFormSend(CASE_API.salesPromotion, language);
  const schema = createSalesPromotionSchema();

  const formik = useFormik<Values>({
    initialValues: { campaignCode: '', name: '', email: '', phone: '', products: [] },
    validationSchema: schema,
    // Errors change only when the form is sent, so the send button never moves under a click.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const fieldErrors = await send(schema.cast(values), website);
      if (fieldErrors && Object.keys(fieldErrors).length > 0) {
        helpers.setErrors(
          Object.fromEntries(
            Object.entries(fieldErrors).map(([name, key]) => [name.replace(/\[\d+\]$/, ''), key]),
          ),
        );
        focusFirstError(formRef.current, fieldErrors);
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
      focusFirstError(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  if (sent)
    return (
      <CaseThankYou
        id="campaign-thanks"
        heading={t('publicForms|campaignThanksHeading')}
        text={t('publicForms|thanksText', {
          caseNumber: sent.caseNumber,
          email: formik.values.email.trim(),
        })}
        language={language}
        thanksRef={thanksRef}
      />
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
      <FormNote className="wide">{t('publicForms|requiredNote')}</FormNote>
      <TextField
        {...field('campaignCode')}
        label={t('publicForms|campaignCodeLabel')}
        hint={t('publicForms|campaignCodeHint')}
        autoComplete="off"
        maxLength={20}
        required
      />
      <fieldset
        className="wide"
        aria-invalid={productsError ? true : undefined}
        aria-describedby={productsError ? 'campaign-products-error' : undefined}
      >
        <legend>
          {t('publicForms|campaignProductsLegend')} <span aria-hidden="true">*</span>
        </legend>
        {SALES_PRODUCTS.map((product) => (
          <Checkbox
            key={product}
            name="products"
            value={product}
            label={t(`publicForms|salesProduct_${product}`)}
            checked={formik.values.products.includes(product)}
            onChange={formik.handleChange}
          />
        ))}
        {productsError && (
          <FieldProblem id="campaign-products-error" role="alert">
            {t(productsError)}
          </FieldProblem>
        )}
      </fieldset>
      <TextField
        {...field('name')}
        label={t('publicForms|nameLabel')}
        autoComplete="name"
        required
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('publicForms|emailLabel')}
        autoComplete="email"
        required
      />
      <TextField
        {...field('phone')}
        type="tel"
        label={t('publicForms|phoneLabel')}
        hint={t('publicForms|phoneHint')}
        mask={PHONE_MASK}
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <HoneypotField label={t('publicForms|websiteLabel')} value={website} onChange={setWebsite} />
      <div className="wide" aria-live="assertive">
        {failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
      </div>
      <div className="wide">
        <Button type="submit" loading={formik.isSubmitting}>
          {failure ? t('publicForms|retry') : t('publicForms|campaignSubmit')}
        </Button>
      </div>
    </Form>
  );
}
