import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField } from '../../../components';
import type { CaseCreated } from '../../../domain/api/case';
import { CASE_API } from '../../../domain/api/case-paths';
import {
  createSalesPromotionSchema,
  runningCampaigns,
  SALES_PRODUCTS,
} from '../../../domain/forms/sales-promotion';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import {
  CheckboxGroup,
  EmailField,
  NameField,
  PhoneField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { CaseThanks } from './case-thanks';
import { addPublicFormTexts, PUBLIC_FORM_TEXTS } from './texts';
import { theme } from '../../../components/theme';

addPublicFormTexts();

const Campaigns = styled.ul`
  margin: 0 0 ${theme.space(5)};
  padding-left: 1.25rem;
`;

type Values = {
  campaignCode: string;
  name: string;
  email: string;
  phone: string;
  products: string[];
};

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
  const form = usePublicForm<Values, CaseCreated>({
    path: CASE_API.salesPromotion,
    language,
    schema: createSalesPromotionSchema(),
    initialValues: { campaignCode: '', name: '', email: '', phone: '', products: [] },
    texts: PUBLIC_FORM_TEXTS,
  });
  const { field, formik } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('publicForms|requiredNote')}
      submitLabel={t('publicForms|campaignSubmit')}
      thanks={(sent) => (
        <CaseThanks
          form={form}
          id="campaign-thanks"
          heading="publicForms|campaignThanksHeading"
          caseNumber={sent.caseNumber}
          email={formik.values.email}
          language={language}
        />
      )}
    >
      <TextField
        {...field('campaignCode')}
        label={t('publicForms|campaignCodeLabel')}
        hint={t('publicForms|campaignCodeHint')}
        autoComplete="off"
        maxLength={20}
        required
      />
      <CheckboxGroup
        name="products"
        errorId="campaign-products-error"
        legend={t('publicForms|campaignProductsLegend')}
        error={form.groupError('products')}
        chosen={formik.values.products}
        options={SALES_PRODUCTS.map((product) => ({
          value: product,
          label: t(`publicForms|salesProduct_${product}`),
        }))}
        onChange={formik.handleChange}
      />
      <NameField {...field('name')} label={t('publicForms|nameLabel')} required />
      <EmailField {...field('email')} label={t('publicForms|emailLabel')} required />
      <PhoneField
        {...field('phone')}
        label={t('publicForms|phoneLabel')}
        hint={t('publicForms|phoneHint')}
        required
      />
    </PublicFormBody>
  );
}
