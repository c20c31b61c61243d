import type { Language } from '../../lib/i18n';

/** The portal's screens (SPEC §2 portal routes), by a stable id. Paths are under the portal prefix. */
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
  mobileOverview: { paths: ['/yfirlitmobile/'], title: { is: 'Yfirlit', en: 'Overview' } },
} as const;

export type PortalScreenId = keyof typeof PORTAL_SCREENS;

/** /vidskipti/ is the portal; /portal/ is its newer name; English lives under /en/. */
const PREFIX_PATTERN = /^(\/en)?\/(vidskipti|portal)(\/.*)?$/;

export function portalPrefix(language: Language): string {
  return language === 'en' ? '/en/vidskipti' : '/vidskipti';
}

export function portalPath(screen: PortalScreenId, language: Language): string {
  return `${portalPrefix(language)}${PORTAL_SCREENS[screen].paths[0]}`;
}

/** The path inside the portal, always with a trailing slash: '/vidskipti/tjonayfirlit' -> '/tjonayfirlit/'. */
export function pathInPortal(pathname: string): string | undefined {
  const match = PREFIX_PATTERN.exec(pathname);
  if (!match) return undefined;
  const rest = match[3] ?? '/';
  return rest.endsWith('/') ? rest : `${rest}/`;
}

export function screenForPath(pathname: string): PortalScreenId | undefined {
  const inner = pathInPortal(pathname);
  if (!inner) return undefined;
  const entry = Object.entries(PORTAL_SCREENS).find(([, screen]) =>
    (screen.paths as readonly string[]).includes(inner),
  );
  return entry?.[0] as PortalScreenId | undefined;
}
