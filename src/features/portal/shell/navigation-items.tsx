import type { ReactNode } from 'react';
import { isCompanyOnly, type PortalScreenId } from '../portal-routes';
import { LineIcon } from '../../../components/line-icon';

/** A navigation item: title in is and en, a path, an icon and the paths that make it active. */
export type NavigationItem = {
  id: string;
  title: { is: string; en: string };
  screen: PortalScreenId;
  /** Drawn beside a top-level item only; sub-items are indented text. */
  icon?: ReactNode;
  /** Screens under this item; the item is active on any of them. */
  activeScreens: PortalScreenId[];
  children?: NavigationItem[];
  hiddenForCompanies?: boolean;
};

const icon = (path: string) => <LineIcon d={path} size={22} />;

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

/** An item for one screen, active only there. */
function screenItem(
  id: string,
  screen: PortalScreenId,
  title: NavigationItem['title'],
  options: Pick<NavigationItem, 'icon' | 'hiddenForCompanies'> = {},
): NavigationItem {
  return { id, title, screen, activeScreens: [screen], ...options };
}

/** An item over sub-items: it opens its first one's screen and is active on any of theirs. */
function groupItem(
  id: string,
  icon: ReactNode,
  title: NavigationItem['title'],
  children: [NavigationItem, ...NavigationItem[]],
): NavigationItem {
  return {
    id,
    title,
    screen: children[0].screen,
    icon,
    activeScreens: children.map((child) => child.screen),
    children,
  };
}

/**
 * The portal's main navigation: Overview (policies, transactions, claims), Payment
 * status (with payment details), Documents (electronic and to sign), Travel insurance
 * confirmation (not for companies), Settings (privacy not for companies).
 */
export const NAVIGATION: NavigationItem[] = [
  groupItem('overview', ICONS.overview, { is: 'Yfirlit', en: 'Overview' }, [
    screenItem('policies', 'overview', { is: 'Tryggingar', en: 'Policies' }),
    screenItem('transactions', 'transactions', { is: 'Hreyfingar', en: 'Transactions' }),
    screenItem('claims', 'claims', { is: 'Tjón', en: 'Claims' }),
  ]),
  groupItem('payments', ICONS.payments, { is: 'Greiðslustaða', en: 'Payment status' }, [
    screenItem('payment-status', 'payments', { is: 'Greiðsluyfirlit', en: 'Payment overview' }),
    screenItem('payment-details', 'settingsPayment', {
      is: 'Greiðsluupplýsingar',
      en: 'Payment details',
    }),
  ]),
  groupItem('documents', ICONS.documents, { is: 'Skjöl', en: 'Documents' }, [
    screenItem('electronic-documents', 'documents', {
      is: 'Rafræn skjöl',
      en: 'Electronic documents',
    }),
    screenItem('documents-to-sign', 'signing', {
      is: 'Skjöl til undirritunar',
      en: 'Documents to sign',
    }),
  ]),
  screenItem(
    'travel',
    'travel',
    { is: 'Staðfesting ferðatryggingar', en: 'Travel insurance confirmation' },
    { icon: ICONS.travel, hiddenForCompanies: true },
  ),
  groupItem(
    'company-policies',
    ICONS.policies,
    { is: 'Uppfæra tryggingar', en: 'Update policies' },
    [
      screenItem('company-liability', 'companyLiability', {
        is: 'Frjáls ábyrgðartrygging',
        en: 'General liability',
      }),
      screenItem('company-personal', 'companyPersonal', {
        is: 'Slysatrygging launþega',
        en: 'Employee accident',
      }),
      screenItem('company-travel', 'companyTravel', {
        is: 'Ferðatrygging fyrirtækja',
        en: 'Company travel',
      }),
    ],
  ),
  screenItem(
    'requests',
    'requests',
    { is: 'Erindin mín', en: 'My requests' },
    { icon: ICONS.requests },
  ),
  groupItem('settings', ICONS.settings, { is: 'Stillingar', en: 'Settings' }, [
    screenItem('settings-general', 'settingsGeneral', { is: 'Almennt', en: 'General' }),
    screenItem('settings-password', 'settingsPassword', { is: 'Lykilorð', en: 'Password' }),
    screenItem('settings-access', 'settingsAccess', {
      is: 'Aðgangsheimildir',
      en: 'Access permits',
    }),
    screenItem(
      'settings-privacy',
      'settingsPrivacy',
      { is: 'Persónuvernd', en: 'Privacy' },
      { hiddenForCompanies: true },
    ),
    screenItem('settings-communication', 'settingsCommunication', {
      is: 'Samskipti',
      en: 'Communication',
    }),
    screenItem(
      'settings-staff-access',
      'settingsStaffAccess',
      { is: 'Uppflettingar starfsfólks', en: 'Staff who viewed your pages' },
      { hiddenForCompanies: true },
    ),
  ]),
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
