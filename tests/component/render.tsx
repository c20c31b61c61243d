import { I18nextProvider } from 'react-i18next';
import {
  LocationProvider,
  createHistory,
  createMemorySource,
  type History,
} from '@gatsbyjs/reach-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, {
  type UserEvent,
  type Options as UserEventOptions,
} from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GLOBAL_CSS } from '../../src/components/global-style';
import { theme } from '../../src/components/theme';
import { Toasts } from '../../src/components/toasts';
import { getI18n, type Language } from '../../src/lib/i18n';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The interface language; Icelandic like the site's default. */
  language?: Language;
  /** The address the router sees ('/vidskipti/tjonayfirlit/'); the front page by default. */
  path?: string;
  /** Shows the toast container beside `ui`, for screens that confirm with a toast. */
  withToasts?: boolean;
  /** Options for the returned user-event instance (e.g. `advanceTimers` with fake timers). */
  userEventOptions?: UserEventOptions;
};

// The global rules sit in the document's head, as the built pages have them (gatsby-ssr.tsx).
if (typeof document !== 'undefined') {
  const globalStyle = document.createElement('style');
  globalStyle.textContent = GLOBAL_CSS;
  document.head.append(globalStyle);
}

/** Theme and i18n: what every page has around it, also on the server render. */
export function Providers({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={getI18n(language)}>{children}</I18nextProvider>
    </ThemeProvider>
  );
}

/** A fresh query cache per test, failing at once: a test's stubbed error is the answer it means. */
function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders `ui` the way pages do: theme, global styles, i18n, a query client and the router's
 * location around it. Re-renders keep the same providers (and so the same query cache);
 * `history.navigate` moves the router as a click on a link would.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    language = 'is',
    path = '/',
    withToasts = false,
    userEventOptions,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderResult & { user: UserEvent; queryClient: QueryClient; history: History } {
  const user = userEvent.setup(userEventOptions);
  const queryClient = testQueryClient();
  const history = createHistory(createMemorySource(path));
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <Providers language={language}>
        <QueryClientProvider client={queryClient}>
          <LocationProvider history={history}>
            {withToasts && <Toasts />}
            {children}
          </LocationProvider>
        </QueryClientProvider>
      </Providers>
    ),
  });
  return { ...result, user, queryClient, history };
}

/**
 * The markup the build sends for `ui`, as plain HTML in the document: drawn once and kept, for a
 * test to fill in as a visitor would before the page's code arrives, then hydrate (`container`,
 * `hydrate: true`).
 */
export function serverMarkup(ui: ReactElement, language: Language = 'is'): HTMLElement {
  const drawn = renderWithProviders(ui, { language });
  const html = drawn.container.innerHTML;
  drawn.unmount();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  return container;
}
