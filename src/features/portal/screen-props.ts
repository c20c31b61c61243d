import type { Language } from '../../lib/i18n';
import type { PortalUser } from './api/user';

/**
 * What every portal screen is given. A module of its own so the screens and the route table that
 * lists them import it without importing each other.
 */
export type ScreenProps = { language: Language; user: PortalUser };
