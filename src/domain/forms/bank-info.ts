import { object, string, type InferType } from 'yup';
import { ACCOUNT_LENGTH, BANK_LENGTH, LEDGER_LENGTH } from '../bank';
import { MESSAGE_KEYS } from './message-keys';

// No padding here: the form pads on blur, and the server must not guess what a short value meant.
function digitsField(length: number) {
  return string()
    .typeError(MESSAGE_KEYS.invalidBankInfo)
    .trim()
    .required(MESSAGE_KEYS.requiredField)
    .matches(new RegExp(`^\\d{${length}}$`), {
      message: MESSAGE_KEYS.invalidBankInfo,
      excludeEmptyString: true,
    });
}

export const bankInfoSchema = object({
  bank: digitsField(BANK_LENGTH),
  ledger: digitsField(LEDGER_LENGTH),
  account: digitsField(ACCOUNT_LENGTH),
});

export type BankInfoForm = InferType<typeof bankInfoSchema>;
