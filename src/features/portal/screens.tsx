import { lazy, type ComponentType } from 'react';
import type { PortalScreenId } from './portal-routes';
import type { ScreenProps } from './screen-props';

/**
 * A screen whose code is a chunk of its own, fetched when the screen is first shown: the portal's
 * first paint (the sign-in card, the overview) does not wait for every other screen's code. The
 * portal shows a skeleton meanwhile (portal-app.tsx).
 */
export function lazyScreen<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  return lazy(() =>
    load().then((module) => ({ default: module[name] as ComponentType<Props> })),
  ) as ComponentType<Props>;
}

/** The customer's screens' loaders, for fetching them ahead (preloadScreens). */
const screenLoaders: Array<() => Promise<unknown>> = [];

function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<ScreenProps>>>,
  name: Name,
): ComponentType<ScreenProps> {
  screenLoaders.push(load);
  return lazyScreen(load, name);
}

/**
 * Fetches every customer screen's code while the browser has nothing else to do, once a customer's
 * first screen is shown, so that moving between screens does not wait for the network. (The module
 * loader keeps each chunk: a screen opened later uses the fetched one.)
 */
export function preloadScreens(): () => void {
  const start = () => {
    for (const load of screenLoaders) void load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 1000);
  return () => window.clearTimeout(timer);
}

/**
 * Which component shows which portal screen. A screen id without an entry here falls back to
 * the portal's "no such page" message, so an unfinished screen is never shown half-made.
 */
export const SCREENS: Partial<Record<PortalScreenId, ComponentType<ScreenProps>>> = {
  overview: screen(
    () =>
      import(
        /* webpackChunkName: "portal-policy-overview-screen" */ './policies/policy-overview-screen'
      ),
    'PolicyOverviewScreen',
  ),
  transactions: screen(
    () =>
      import(
        /* webpackChunkName: "portal-transactions-screen" */ './transactions/transactions-screen'
      ),
    'TransactionsScreen',
  ),
  payments: screen(
    () => import(/* webpackChunkName: "portal-payments-screen" */ './payments/payments-screen'),
    'PaymentsScreen',
  ),
  claims: screen(
    () => import(/* webpackChunkName: "portal-claims-screen" */ './claims/claims-screen'),
    'ClaimsScreen',
  ),
  documents: screen(
    () => import(/* webpackChunkName: "portal-documents-screen" */ './documents/documents-screen'),
    'DocumentsScreen',
  ),
  travel: screen(
    () => import(/* webpackChunkName: "portal-travel-screen" */ './travel/travel-screen'),
    'TravelScreen',
  ),
  settingsGeneral: screen(
    () => import(/* webpackChunkName: "portal-general-screen" */ './settings/general-screen'),
    'GeneralSettingsScreen',
  ),
  settingsPassword: screen(
    () => import(/* webpackChunkName: "portal-password-screen" */ './settings/password-screen'),
    'PasswordSettingsScreen',
  ),
  settingsPrivacy: screen(
    () => import(/* webpackChunkName: "portal-privacy-screen" */ './settings/privacy-screen'),
    'PrivacySettingsScreen',
  ),
  settingsCommunication: screen(
    () =>
      import(
        /* webpackChunkName: "portal-communication-screen" */ './settings/communication-screen'
      ),
    'CommunicationSettingsScreen',
  ),
  settingsStaffAccess: screen(
    () =>
      import(/* webpackChunkName: "portal-staff-access-screen" */ './settings/staff-access-screen'),
    'StaffAccessScreen',
  ),
  settingsPayment: screen(
    () =>
      import(
        /* webpackChunkName: "portal-settings-payment-screen" */ './settings-payment/settings-payment-screen'
      ),
    'SettingsPaymentScreen',
  ),
  settingsAccess: screen(
    () => import(/* webpackChunkName: "portal-access-screen" */ './access/access-screen'),
    'AccessScreen',
  ),
  signing: screen(
    () => import(/* webpackChunkName: "portal-signing-screen" */ './signing/signing-screen'),
    'SigningScreen',
  ),
  requests: screen(
    () => import(/* webpackChunkName: "portal-requests-screen" */ './requests/requests-screen'),
    'RequestsScreen',
  ),
  purchase: screen(
    () => import(/* webpackChunkName: "portal-purchase-screen" */ './purchase/purchase-screen'),
    'PurchaseScreen',
  ),
  companyLiability: screen(
    () => import(/* webpackChunkName: "portal-company-screens" */ './company/company-screens'),
    'CompanyLiabilityScreen',
  ),
  companyPersonal: screen(
    () => import(/* webpackChunkName: "portal-company-screens" */ './company/company-screens'),
    'CompanyPersonalScreen',
  ),
  companyTravel: screen(
    () => import(/* webpackChunkName: "portal-company-screens" */ './company/company-screens'),
    'CompanyTravelScreen',
  ),
};

/** Signing in beside a saved quote, for a visitor who opens the purchase screen signed out. */
export const PurchaseSignIn = lazyScreen(
  () => import(/* webpackChunkName: "portal-purchase-sign-in" */ './purchase/purchase-sign-in'),
  'PurchaseSignIn',
);
