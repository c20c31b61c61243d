import type { i18n as I18n } from 'i18next';
import { ApiError } from './call';

/** A server error as a person should read it: its code through the errorCode group, else unknownError. */
export function errorMessage(error: unknown, i18n: Pick<I18n, 't' | 'exists'>): string {
  const code = error instanceof ApiError ? error.errorCode : undefined;
  const key = code ? `errorCode|${code}` : undefined;
  return key && i18n.exists(key) ? i18n.t(key) : i18n.t('default|unknownError');
}
