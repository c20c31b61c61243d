/**
 * Skjól's events people sign up for (prevention seminars and the like), declared once: the
 * sign-up page lists them, the server takes sign-ups for them and counts their seats.
 */
export type SkjolEvent = {
  id: string;
  title: { is: string; en: string };
  /** When it starts, in UTC (Iceland's time). Sign-up closes when it starts. */
  startsAt: string;
  place: { is: string; en: string };
  seats: number;
};

export const SKJOL_EVENTS: readonly SkjolEvent[] = [
  {
    id: 'heimilid-2027-01',
    title: {
      is: 'Forvarnir á heimilinu: vatnstjón og brunavarnir',
      en: 'Prevention at home: water damage and fire safety',
    },
    startsAt: '2027-01-21T16:30:00.000Z',
    place: { is: 'Borgartúni 40, Reykjavík', en: 'Borgartún 40, Reykjavík' },
    seats: 40,
  },
  {
    id: 'vinnustadurinn-2027-02',
    title: { is: 'Öryggi á vinnustað', en: 'Safety at work' },
    startsAt: '2027-02-11T09:00:00.000Z',
    place: { is: 'Hofi, Akureyri', en: 'Hof, Akureyri' },
    seats: 60,
  },
  {
    id: 'vetrarakstur-2027-03',
    title: { is: 'Öruggur akstur að vetri', en: 'Safe winter driving' },
    startsAt: '2027-03-04T17:00:00.000Z',
    place: { is: 'Borgartúni 40, Reykjavík', en: 'Borgartún 40, Reykjavík' },
    seats: 25,
  },
];

export const SKJOL_EVENT_IDS = SKJOL_EVENTS.map((event) => event.id);

export function findEvent(id: string): SkjolEvent | undefined {
  return SKJOL_EVENTS.find((event) => event.id === id);
}

/** Whether sign-up is still open at `now`: until the event starts. */
export function isEventOpen(event: SkjolEvent, now: Date): boolean {
  return now.getTime() < Date.parse(event.startsAt);
}
