/**
 * Paths of the public forms that do not open a case (case forms are in case-paths.ts). A plain
 * module, so the public site's bundle can use them without the TypeBox declarations.
 */
import { endpoint, type Get } from './endpoint';
import type { EventSeats } from './events';

export const FORM_API = {
  /** GET: the seats left at each event; POST (the form kit's): a sign-up. */
  conferenceSignup: endpoint<Get<EventSeats>>('/api/form/v1/conferencesignup/'),
  lotteryGame: '/api/form/v1/lotterygame/',
} as const;
