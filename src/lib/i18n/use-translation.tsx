import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export { useTranslation } from 'react-i18next';

/** Until the call sites use I18nextProvider themselves. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: i18n;
  children: ReactNode;
}) {
  return <I18nextProvider i18n={translator}>{children}</I18nextProvider>;
}
