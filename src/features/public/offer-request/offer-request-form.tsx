import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components';
import { TextAreaField } from '../../../components/text-area-field';
import { CASE_API } from '../../../domain/api/case-paths';
import type { CaseCreated } from '../../../domain/api/case';
import { DESCRIPTION_MAX_LENGTH } from '../../../domain/limits';
import {
  OFFER_REQUEST_CUSTOMER_TYPES,
  OFFER_REQUEST_PRODUCTS,
  offerRequestSchema,
  type OfferRequestForm as Values,
} from '../../../domain/forms/offer-request';
import type { Language } from '../../../lib/i18n';
import { paths } from '../../../lib/routing/paths';
import {
  CheckboxGroup,
  EmailField,
  FormThanks,
  groupTexts,
  KennitalaField,
  NameField,
  PhoneField,
  PublicFormBody,
  usePublicForm,
} from '../public-form-kit';
import { addOfferRequestTexts } from './texts';

addOfferRequestTexts();

/**
 * Request an offer: who it is for, what to insure, how to reach the sender and what they need. The
 * server applies the same rules; a failed send keeps everything and offers a retry.
 */
export function OfferRequestForm({ language }: { language: Language }) {
  const { t } = useTranslation();
  const form = usePublicForm<Values, CaseCreated>({
    path: CASE_API.offerRequest,
    language,
    schema: offerRequestSchema,
    initialValues: {
      name: '',
      email: '',
      phone: '',
      ssn: '',
      customerType: 'individual',
      products: [],
      description: '',
    },
    texts: groupTexts('offerRequest'),
  });
  const { field, formik } = form;

  return (
    <PublicFormBody
      form={form}
      note={t('offerRequest|requiredNote')}
      submitLabel={t('offerRequest|submit')}
      thanks={(sent) => (
        <FormThanks
          form={form}
          id="offer-thanks"
          heading={t('offerRequest|thankYouHeading')}
          text={t('offerRequest|thankYouText', {
            caseNumber: sent.caseNumber,
            email: formik.values.email.trim(),
          })}
          back={{ href: paths.home(language), label: t('offerRequest|backToFront') }}
        />
      )}
    >
      <SelectField
        {...field('customerType')}
        className="wide"
        label={t('offerRequest|customerTypeLabel')}
        options={OFFER_REQUEST_CUSTOMER_TYPES.map((type) => ({
          value: type,
          label: t(`offerRequest|customerType_${type}`),
        }))}
        required
      />
      <CheckboxGroup
        name="products"
        errorId="offer-products-error"
        legend={t('offerRequest|productsLegend')}
        error={form.groupError('products')}
        chosen={formik.values.products}
        options={OFFER_REQUEST_PRODUCTS.map((product) => ({
          value: product,
          label: t(`offerRequest|product_${product}`),
        }))}
        onChange={formik.handleChange}
      />
      <NameField {...field('name')} label={t('offerRequest|nameLabel')} required />
      <EmailField {...field('email')} label={t('offerRequest|emailLabel')} required />
      <PhoneField
        {...field('phone')}
        label={t('offerRequest|phoneLabel')}
        hint={t('offerRequest|phoneHint')}
      />
      <KennitalaField
        {...field('ssn')}
        label={t('offerRequest|ssnLabel')}
        hint={t('offerRequest|ssnHint')}
      />
      <TextAreaField
        {...field('description')}
        className="wide"
        label={t('offerRequest|descriptionLabel')}
        limit={DESCRIPTION_MAX_LENGTH}
        required
      />
    </PublicFormBody>
  );
}
