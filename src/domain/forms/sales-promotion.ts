import { array, object, string, type InferType } from 'yup';
import { localPhone, requiredEmail, requiredText } from './common-fields';
import { MESSAGE_KEYS } from './message-keys';

/**
 * "Get an offer from our campaign": the campaigns running, declared once (code, what it offers,
 * its last day, the products it covers). A code that is not running is refused.
 */
export type SalesCampaign = {
  code: string;
  title: { is: string; en: string };
  /** The last day the campaign takes requests (inclusive, Iceland's date). */
  lastDay: string;
  products: readonly SalesProduct[];
};

export const SALES_PRODUCTS = ['car', 'home', 'travel', 'accident', 'life', 'child'] as const;
export type SalesProduct = (typeof SALES_PRODUCTS)[number];

export const SALES_PRODUCT_LABELS: Record<SalesProduct, string> = {
  car: 'Bílatrygging',
  home: 'Heimilistrygging',
  travel: 'Ferðatrygging',
  accident: 'Slysatrygging',
  life: 'Líf- og sjúkdómatrygging',
  child: 'Barnatrygging',
};

export const SALES_CAMPAIGNS: readonly SalesCampaign[] = [
  {
    code: 'VETUR27',
    title: {
      is: 'Vetrartilboð: bíll og heimili saman',
      en: 'Winter offer: car and home together',
    },
    lastDay: '2027-02-28',
    products: ['car', 'home'],
  },
  {
    code: 'FJOLSKYLDA',
    title: { is: 'Fjölskyldutilboð', en: 'Family offer' },
    lastDay: '2027-06-30',
    products: ['home', 'travel', 'accident', 'life', 'child'],
  },
];

/** The campaigns that take requests on `now`'s date. */
export function runningCampaigns(now: Date): SalesCampaign[] {
  const today = now.toISOString().slice(0, 10);
  return SALES_CAMPAIGNS.filter((campaign) => today <= campaign.lastDay);
}

export function createSalesPromotionSchema(now: () => Date = () => new Date()) {
  return object({
    campaignCode: string()
      .typeError(MESSAGE_KEYS.requiredField)
      .trim()
      .uppercase()
      .required(MESSAGE_KEYS.requiredField)
      .test('running', 'publicForms|campaignNotRunning', (value) =>
        runningCampaigns(now()).some((campaign) => campaign.code === value),
      ),
    name: requiredText(200),
    email: requiredEmail(),
    phone: localPhone({ required: true }),
    products: array()
      .of(string().oneOf(SALES_PRODUCTS).required())
      .typeError(MESSAGE_KEYS.requiredField)
      .min(1, MESSAGE_KEYS.requiredField)
      .required(MESSAGE_KEYS.requiredField),
  });
}

export type SalesPromotionForm = InferType<ReturnType<typeof createSalesPromotionSchema>>;
