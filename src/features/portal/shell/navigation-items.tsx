import type { ReactNode } from 'react';
import { isCompanyOnly, type PortalScreenId } from '../portal-routes';

/** A navigation item: title in is and en, a path, an icon and the paths that make it active. */
export type NavigationItem = {
  id: string;
  title: { is: string; en: string };
  screen: PortalScreenId;
  icon: ReactNode;
  /** Screens under this item; the item is active on any of them. */
  activeScreens: PortalScreenId[];
  children?: NavigationItem[];
  hiddenForCompanies?: boolean;
};

const icon = (path: string) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const ICONS = {
  overview: icon('M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z'),
  policies: icon('M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'),
  transactions: icon('M4 7h13l-3-3M20 17H7l3 3'),
  claims: icon(
    'M12 8v5M12 16h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  ),
  payments: icon('M3 6h18v12H3zM3 10h18M7 15h3'),
  documents: icon(
    'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5M9 13h6M9 17h6',
  ),
  travel: icon('M2 16l20-6-20-6 4 6zM6 10h8'),
  requests: icon('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 9h8M8 13h5'),
  settings: icon(
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  ),
};

/**
 * The portal's main navigation: Overview (policies, transactions, claims), Payment
 * status (with payment details), Documents (electronic and to sign), Travel insurance
 * confirmation (not for companies), Settings (privacy not for companies).
 */
export const NAVIGATION: NavigationItem[] = [
  {
    id: 'overview',
    title: { is: 'Yfirlit', en: 'Overview' },
    screen: 'overview',
    icon: ICONS.overview,
    activeScreens: ['overview', 'transactions', 'claims'],
    children: [
      {
        id: 'policies',
        title: { is: 'Tryggingar', en: 'Policies' },
        screen: 'overview',
        icon: ICONS.policies,
        activeScreens: ['overview'],
      },
      {
        id: 'transactions',
        title: { is: 'Hreyfingar', en: 'Transactions' },
        screen: 'transactions',
        icon: ICONS.transactions,
        activeScreens: ['transactions'],
      },
      {
        id: 'claims',
        title: { is: 'Tjón', en: 'Claims' },
        screen: 'claims',
        icon: ICONS.claims,
        activeScreens: ['claims'],
      },
    ],
  },
  {
    id: 'payments',
    title: { is: 'Greiðslustaða', en: 'Payment status' },
    screen: 'payments',
    icon: ICONS.payments,
    activeScreens: ['payments', 'settingsPayment'],
    children: [
      {
        id: 'payment-status',
        title: { is: 'Greiðsluyfirlit', en: 'Payment overview' },
        screen: 'payments',
        icon: ICONS.payments,
        activeScreens: ['payments'],
      },
      {
        id: 'payment-details',
        title: { is: 'Greiðsluupplýsingar', en: 'Payment details' },
        screen: 'settingsPayment',
        icon: ICONS.payments,
        activeScreens: ['settingsPayment'],
      },
    ],
  },
  {
    id: 'documents',
    title: { is: 'Skjöl', en: 'Documents' },
    screen: 'documents',
    icon: ICONS.documents,
    activeScreens: ['documents', 'signing'],
    children: [
      {
        id: 'electronic-documents',
        title: { is: 'Rafræn skjöl', en: 'Electronic documents' },
        screen: 'documents',
        icon: ICONS.documents,
        activeScreens: ['documents'],
      },
      {
        id: 'documents-to-sign',
        title: { is: 'Skjöl til undirritunar', en: 'Documents to sign' },
        screen: 'signing',
        icon: ICONS.documents,
        activeScreens: ['signing'],
      },
    ],
  },
  {
    id: 'travel',
    title: { is: 'Staðfesting ferðatryggingar', en: 'Travel insurance confirmation' },
    screen: 'travel',
    icon: ICONS.travel,
    activeScreens: ['travel'],
    hiddenForCompanies: true,
  },
  {
    id: 'company-policies',
    title: { is: 'Uppfæra tryggingar', en: 'Update policies' },
    screen: 'companyLiability',
    icon: ICONS.policies,
    activeScreens: ['companyLiability', 'companyPersonal', 'companyTravel'],
    children: [
      {
        id: 'company-liability',
        title: { is: 'Frjáls ábyrgðartrygging', en: 'General liability' },
        screen: 'companyLiability',
        icon: ICONS.policies,
        activeScreens: ['companyLiability'],
      },
      {
        id: 'company-personal',
        title: { is: 'Slysatrygging launþega', en: 'Employee accident' },
        screen: 'companyPersonal',
        icon: ICONS.policies,
        activeScreens: ['companyPersonal'],
      },
      {
        id: 'company-travel',
        title: { is: 'Ferðatrygging fyrirtækja', en: 'Company travel' },
        screen: 'companyTravel',
        icon: ICONS.travel,
        activeScreens: ['companyTravel'],
      },
    ],
  },
  {
    id: 'requests',
    title: { is: 'Erindin mín', en: 'My requests' },
    screen: 'requests',
    icon: ICONS.requests,
    activeScreens: ['requests'],
  },
  {
    id: 'settings',
    title: { is: 'Stillingar', en: 'Settings' },
    screen: 'settingsGeneral',
    icon: ICONS.settings,
    activeScreens: [
      'settingsGeneral',
      'settingsPassword',
      'settingsAccess',
      'settingsPrivacy',
      'settingsCommunication',
      'settingsStaffAccess',
    ],
    children: [
      {
        id: 'settings-general',
        title: { is: 'Almennt', en: 'General' },
        screen: 'settingsGeneral',
        icon: ICONS.settings,
        activeScreens: ['settingsGeneral'],
      },
      {
        id: 'settings-password',
        title: { is: 'Lykilorð', en: 'Password' },
        screen: 'settingsPassword',
        icon: ICONS.settings,
        activeScreens: ['settingsPassword'],
      },
      {
        id: 'settings-access',
        title: { is: 'Aðgangsheimildir', en: 'Access permits' },
        screen: 'settingsAccess',
        icon: ICONS.settings,
        activeScreens: ['settingsAccess'],
      },
      {
        id: 'settings-privacy',
        title: { is: 'Persónuvernd', en: 'Privacy' },
        screen: 'settingsPrivacy',
        icon: ICONS.settings,
        activeScreens: ['settingsPrivacy'],
        hiddenForCompanies: true,
      },
      {
        id: 'settings-communication',
        title: { is: 'Samskipti', en: 'Communication' },
        screen: 'settingsCommunication',
        icon: ICONS.settings,
        activeScreens: ['settingsCommunication'],
      },
      {
        id: 'settings-staff-access',
        title: { is: 'Uppflettingar starfsfólks', en: 'Staff who viewed your pages' },
        screen: 'settingsStaffAccess',
        icon: ICONS.settings,
        activeScreens: ['settingsStaffAccess'],
        hiddenForCompanies: true,
      },
    ],
  },
];

function visibleTo(isCompany: boolean) {
  return (item: NavigationItem) =>
    isCompany ? !item.hiddenForCompanies : !isCompanyOnly(item.screen);
}

/** The navigation as a person or a company sees it: hidden items and sub-items left out. */
export function visibleNavigation(isCompany: boolean): NavigationItem[] {
  return NAVIGATION.filter(visibleTo(isCompany)).map((item) =>
    item.children ? { ...item, children: item.children.filter(visibleTo(isCompany)) } : item,
  );
}

/** Screens a company is never shown: reached by address, they answer "no such page". */
export function isHiddenForCompanies(screen: PortalScreenId): boolean {
  return NAVIGATION.flatMap((item) => [item, ...(item.children ?? [])]).some(
    (item) => item.hiddenForCompanies && item.screen === screen,
  );
}
