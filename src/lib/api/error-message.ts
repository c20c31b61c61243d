import type { i18n as Translator } from 'i18next';
import { ApiError } from './call';
import './error-code-texts';

/** A server error as a person should read it: its code through the errorCode group, else unknownError. */
export function errorMessage(error: unknown, i18n: Pick<Translator, 't' | 'exists'>): string {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  const key = code ? `errorCode|${code}` : undefined;
  return key && i18n.exists(key) ? i18n.t(key) : i18n.t('default|unknownError');
}

/**
 * The same choice as a message key, for fields that translate their error themselves (a field's
 * `error` is a key: handing it an already translated sentence shows the sentence as a raw key).
 */
export function errorMessageKey(error: unknown, i18n: Pick<Translator, 'exists'>): string {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  const key = code ? `errorCode|${code}` : undefined;
  return key && i18n.exists(key) ? key : 'default|unknownError';
}
