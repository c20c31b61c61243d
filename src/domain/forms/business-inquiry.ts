import { array, object, string, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { companyKennitala, localPhone, requiredEmail, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * The business inquiry (/fyrirtaeki/fyrirspurn/): a company asks about insuring its operations,
 * with documents (a fleet list, a previous insurer's terms) attached. It becomes a case in the
 * company queue.
 */
export const BUSINESS_EMPLOYEE_BANDS = ['1-9', '10-49', '50-249', '250+'] as const;
export type BusinessEmployeeBand = (typeof BUSINESS_EMPLOYEE_BANDS)[number];

export const BUSINESS_PRODUCTS = [
  'property',
  'liability',
  'vehicles',
  'employees',
  'cargo',
  'cyber',
  'travel',
  'other',
] as const;
export type BusinessProduct = (typeof BUSINESS_PRODUCTS)[number];

/** What staff read in the inbox for each product (the case is worked in Icelandic). */
export const BUSINESS_PRODUCT_LABELS: Record<BusinessProduct, string> = {
  property: 'Eignir og rekstrarstöðvun',
  liability: 'Ábyrgðartrygging',
  vehicles: 'Ökutæki',
  employees: 'Starfsmannatryggingar',
  cargo: 'Farmtrygging',
  cyber: 'Netöryggistrygging',
  travel: 'Ferðatrygging starfsmanna',
  other: 'Annað',
};

export const businessInquirySchema = object({
  companyName: requiredText(200),
  companySsn: companyKennitala(),
  contactName: requiredText(200),
  email: requiredEmail(),
  phone: localPhone({ required: true }),
  employees: string()
    .typeError(MESSAGE_KEYS.requiredField)
    .oneOf(BUSINESS_EMPLOYEE_BANDS, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  products: array()
    .of(string().oneOf(BUSINESS_PRODUCTS).required())
    .typeError(MESSAGE_KEYS.requiredField)
    .min(1, MESSAGE_KEYS.requiredField)
    .required(MESSAGE_KEYS.requiredField),
  description: requiredText(DESCRIPTION_MAX_LENGTH),
});

export type BusinessInquiryForm = InferType<typeof businessInquirySchema>;
