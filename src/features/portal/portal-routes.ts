import type { Language } from '../../lib/i18n';

/** The portal's screens, by a stable id. Paths are under the portal prefix. */
export const PORTAL_SCREENS = {
  overview: { paths: ['/', '/tryggingar/'], title: { is: 'Tryggingar', en: 'Policies' } },
  transactions: { paths: ['/hreyfingayfirlit/'], title: { is: 'Hreyfingar', en: 'Transactions' } },
  claims: { paths: ['/tjonayfirlit/'], title: { is: 'Tjón', en: 'Claims' } },
  documents: {
    paths: ['/rafraen-skjol/'],
    title: { is: 'Rafræn skjöl', en: 'Electronic documents' },
  },
  signing: {
    paths: ['/undirritud-skjol/'],
    title: { is: 'Skjöl til undirritunar', en: 'Documents to sign' },
  },
  travel: {
    paths: ['/stadfesting-ferdatryggingar/'],
    title: { is: 'Staðfesting ferðatryggingar', en: 'Travel insurance confirmation' },
  },
  /** Company representatives only: the three company policies and a change request for each. */
  companyLiability: {
    paths: ['/uppfaera-tryggingar/frjals-abyrgdatrygging/'],
    title: { is: 'Frjáls ábyrgðartrygging', en: 'General liability insurance' },
    companyOnly: true,
  },
  companyPersonal: {
    paths: ['/uppfaera-tryggingar/slysatrygging-launthega/'],
    title: { is: 'Slysatrygging launþega', en: 'Employee accident insurance' },
    companyOnly: true,
  },
  companyTravel: {
    paths: ['/uppfaera-tryggingar/ferdatrygging-fyrirtaekja/'],
    title: { is: 'Ferðatrygging fyrirtækja', en: 'Company travel insurance' },
    companyOnly: true,
  },
  payments: { paths: ['/greidslustada/'], title: { is: 'Greiðslustaða', en: 'Payment status' } },
  settingsGeneral: {
    paths: ['/stillingar/almennt/', '/stillingar/'],
    title: { is: 'Stillingar', en: 'Settings' },
  },
  settingsPayment: {
    paths: ['/stillingar/greidsluupplysingar/', '/stillingar/greidsluleid/'],
    title: { is: 'Greiðsluupplýsingar', en: 'Payment details' },
  },
  settingsPassword: {
    paths: ['/stillingar/lykilord/'],
    title: { is: 'Lykilorð', en: 'Password' },
  },
  settingsAccess: {
    paths: ['/stillingar/adgangsheimild/'],
    title: { is: 'Aðgangsheimildir', en: 'Access permits' },
  },
  settingsPrivacy: {
    paths: ['/stillingar/personuvernd/'],
    title: { is: 'Persónuvernd', en: 'Privacy' },
  },
  settingsCommunication: {
    paths: ['/stillingar/samskipti/'],
    title: { is: 'Samskipti', en: 'Communication' },
  },
  settingsStaffAccess: {
    paths: ['/stillingar/uppflettingar-starfsfolks/'],
    title: { is: 'Uppflettingar starfsfólks', en: 'Staff who viewed your pages' },
  },
  requests: { paths: ['/erindi/'], title: { is: 'Erindin mín', en: 'My requests' } },
  /** Buying a saved quote; reached from the quote's "Buy now", not from the menu. */
  purchase: { paths: ['/kaupa/'], title: { is: 'Kaupa tryggingu', en: 'Buy insurance' } },
  /** Staff only, on the staff host while acting for nobody. */
  inbox: { paths: ['/innholf/'], title: { is: 'Innhólf', en: 'Inbox' }, staffOnly: true },
  /** Staff only: the claims desk, where reported claims are handled. */
  claimsDesk: {
    paths: ['/tjonamottaka/'],
    title: { is: 'Tjónamóttaka', en: 'Claims desk' },
    staffOnly: true,
  },
  /** Staff only: the live chat console. */
  chat: { paths: ['/spjall/'], title: { is: 'Netspjall', en: 'Live chat' }, staffOnly: true },
  /** Admin staff only: staff users and the audit log. */
  staffUsers: {
    paths: ['/starfsfolk/'],
    title: { is: 'Starfsfólk', en: 'Staff users' },
    staffOnly: true,
  },
  auditLog: {
    paths: ['/atburdaskra/'],
    title: { is: 'Atburðaskrá', en: 'Audit log' },
    staffOnly: true,
  },
  mobileOverview: { paths: ['/yfirlitmobile/'], title: { is: 'Yfirlit', en: 'Overview' } },
} as const;

export type PortalScreenId = keyof typeof PORTAL_SCREENS;

/** Screens only a company is shown: a person reaching one by address gets "no such page". */
export function isCompanyOnly(screen: PortalScreenId): boolean {
  return 'companyOnly' in PORTAL_SCREENS[screen];
}

/**
 * The prefixes the portal answers under, longest first: /vidskipti/ is the portal, /portal/ its
 * newer name, and each has an English twin under /en/. The pages in src/pages make each of them
 * a client-only route of the same app.
 */
export const PORTAL_BASEPATHS = ['/en/vidskipti', '/en/portal', '/vidskipti', '/portal'] as const;

export type PortalBasepath = (typeof PORTAL_BASEPATHS)[number];

/** The prefix `pathname` is under, kept as the visitor wrote it, so links stay on that alias. */
export function portalBasepath(pathname: string): PortalBasepath | undefined {
  return PORTAL_BASEPATHS.find(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export function portalPrefix(language: Language): string {
  return language === 'en' ? '/en/vidskipti' : '/vidskipti';
}

export function portalPath(screen: PortalScreenId, language: Language): string {
  return `${portalPrefix(language)}${PORTAL_SCREENS[screen].paths[0]}`;
}

/** One route of the portal's router: a path relative to the prefix ('/', 'stillingar/almennt'). */
export type PortalRoute = { path: string; screen: PortalScreenId };

/** Every path of every screen, in the router's terms: the first path of a screen is its own, the rest aliases. */
export const PORTAL_ROUTES: readonly PortalRoute[] = Object.entries(PORTAL_SCREENS).flatMap(
  ([screen, { paths }]) =>
    paths.map((path) => ({
      path: path === '/' ? '/' : path.replace(/^\/|\/$/g, ''),
      screen: screen as PortalScreenId,
    })),
);

/**
 * The address of the same portal screen in `language`: the prefix gains or loses its /en/ and the
 * rest (the screen, its query and hash: a filter, an open case) stays, so switching language
 * never sends anyone back to the overview.
 */
export function portalAddressIn(
  language: Language,
  { pathname, search = '', hash = '' }: { pathname: string; search?: string; hash?: string },
): string {
  const prefix = portalBasepath(pathname);
  if (!prefix) return portalPath('overview', language);
  const unprefixed = prefix.replace(/^\/en(?=\/)/, '');
  const target = language === 'en' ? `/en${unprefixed}` : unprefixed;
  return `${target}${pathname.slice(prefix.length) || '/'}${search}${hash}`;
}
