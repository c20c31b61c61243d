import type { FooterData } from '../footer';
import type { NavigationData } from '../navigation';

/** The content every public page is framed with, read at build time ('valmynd', 'fotur'). */
export type LayoutData = {
  navigation: NavigationData | null;
  footer: FooterData | null;
};

export const EMPTY_LAYOUT: LayoutData = { navigation: null, footer: null };
