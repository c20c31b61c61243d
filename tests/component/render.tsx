import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, {
  type UserEvent,
  type Options as UserEventOptions,
} from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../../src/components/global-style';
import { theme } from '../../src/components/theme';
import { getI18n, type Language } from '../../src/lib/i18n';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The interface language; Icelandic like the site's default. */
  language?: Language;
  /** Options for the returned user-event instance (e.g. `advanceTimers` with fake timers). */
  userEventOptions?: UserEventOptions;
};

export function Providers({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nextProvider i18n={getI18n(language)}>{children}</I18nextProvider>
    </ThemeProvider>
  );
}

/** Renders `ui` the way pages do: theme, global styles and i18n around it. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'is', userEventOptions, ...options }: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup(userEventOptions);
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => <Providers language={language}>{children}</Providers>,
  });
  return { ...result, user };
}
