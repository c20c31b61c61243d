import { object, type InferType } from 'yup';
import { DESCRIPTION_MAX_LENGTH } from '../limits';
import { optionalText, requiredEmail, requiredText } from './common-fields';

/**
 * A safety product suggestion (from the prevention pages): a customer tells us of a product that
 * prevents damage (a water-leak sensor, a smoke alarm, a stove guard) that we could recommend or
 * offer a discount on, with a picture if they have one. It becomes a case in the individual queue.
 */
export const SAFETY_PRODUCT_NAME_MAX_LENGTH = 200;
export const SAFETY_PRODUCT_WHERE_MAX_LENGTH = 300;

export const safetyProductSchema = object({
  productName: requiredText(SAFETY_PRODUCT_NAME_MAX_LENGTH),
  whereToBuy: optionalText(SAFETY_PRODUCT_WHERE_MAX_LENGTH),
  reason: requiredText(DESCRIPTION_MAX_LENGTH),
  name: requiredText(200),
  email: requiredEmail(),
});

export type SafetyProductForm = InferType<typeof safetyProductSchema>;
