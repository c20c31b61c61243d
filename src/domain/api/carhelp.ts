import { Type, type Static } from 'typebox';

/** The roadside-assistance page and the page of partner garages and rentals, per language. */
export const CARHELP_PAGES = {
  roadside: { is: 'bilahjalp', en: 'roadside-assistance' },
  workshops: { is: 'verkstaedi-og-bilaleigur', en: 'auto-repair-and-car-rental-services' },
} as const;

const Paragraphs = Type.Array(Type.String(), {
  description: 'Paragraphs as plain text, so they are shown as text, never as markup',
});

export const CarHelpPhone = Type.Object({
  /** As printed: '+354 440 2000'. */
  label: Type.String(),
  /** The tel: address to call, digits only after the plus. */
  href: Type.String({ pattern: '^tel:\\+?[0-9]+$' }),
});

export const CarHelpResponse = Type.Object({
  title: Type.String(),
  lead: Type.String(),
  /** The roadside-assistance page on the site, in the language asked for. */
  path: Type.Union([Type.String(), Type.Null()]),
  /** Whom to call, with the sentence that goes with it; null when the content names no number. */
  call: Type.Union([
    Type.Null(),
    Type.Object({ heading: Type.String(), text: Paragraphs, phone: CarHelpPhone }),
  ]),
  /** What the service does for a car that will not go (jump start, tyre, fuel, towing…). */
  services: Type.Array(Type.Object({ title: Type.String(), text: Paragraphs })),
  /** The page's other sections: who is entitled, what to do while waiting. */
  sections: Type.Array(Type.Object({ heading: Type.String(), text: Paragraphs })),
  /** Where a car is towed to be repaired, and the page about garages and rental cars. */
  workshops: Type.Object({
    title: Type.String(),
    path: Type.Union([Type.String(), Type.Null()]),
    items: Type.Array(Type.Object({ name: Type.String(), details: Type.String() })),
  }),
});
export type CarHelpResponse = Static<typeof CarHelpResponse>;
