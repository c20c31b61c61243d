import type { ReactNode } from 'react';
import type { PortalScreenId } from '../portal-routes';

/** SPEC §2 navigation item: title in is and en, a path, an icon and the paths that make it active. */
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
};

/**
 * The portal's main navigation (SPEC §2): Overview (policies, transactions, claims), Payment
 * status, Documents, Travel insurance confirmation (not for companies). Settings and documents
 * to sign join when their screens exist.
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
    activeScreens: ['payments'],
  },
  {
    id: 'documents',
    title: { is: 'Rafræn skjöl', en: 'Electronic documents' },
    screen: 'documents',
    icon: ICONS.documents,
    activeScreens: ['documents'],
  },
  {
    id: 'travel',
    title: { is: 'Staðfesting ferðatryggingar', en: 'Travel insurance confirmation' },
    screen: 'travel',
    icon: ICONS.travel,
    activeScreens: ['travel'],
    hiddenForCompanies: true,
  },
];

export function visibleNavigation(isCompany: boolean): NavigationItem[] {
  return NAVIGATION.filter((item) => !(isCompany && item.hiddenForCompanies));
}
