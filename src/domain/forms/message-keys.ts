// Validation messages are translation keys; the client translates them, the server sends them as they are.
export const MESSAGE_KEYS = {
  requiredField: 'requiredField',
  invalidEmail: 'invalidEmail',
  missingEmail: 'missingEmail',
  invalidSsn: 'invalidSsn',
  invalidCompanySsn: 'invalidCompanySsn',
  invalidLocalPhoneNumber: 'invalidLocalPhoneNumber',
  tooLong: 'tooLong',
  invalidBankInfo: 'invalidBankInfo',
} as const;

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];
