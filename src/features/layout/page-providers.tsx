import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../../components/global-style';
import { Toasts } from '../../components/toasts';
import { theme } from '../../components/theme';
import { getI18n, type Language } from '../../lib/i18n';

/** Everything a page needs around it: theme, global styles and the page's language. */
export function PageProviders({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nextProvider i18n={getI18n(language)}>
        {children}
        <Toasts />
      </I18nextProvider>
    </ThemeProvider>
  );
}
