import { startTransition, useEffect, useState } from 'react';
import type { Language } from '../../../domain/languages';
import { perLanguageResource, type ResourceState } from '../../../lib/per-language-resource';
import { contentApi, contentLanguage } from '../content';
import type { OpeningHours } from './open-now';

/** The opening hours document is 'opnunartimi' in Icelandic, 'tel-and-chat-opening-hours' in English. */
export const OPENING_HOURS_UID: Record<Language, string> = {
  is: 'opnunartimi',
  en: 'tel-and-chat-opening-hours',
};

export const OPENING_HOURS_QUERY = `
  query OpeningHours($uid: String!, $lang: String!) {
    opening_hours(uid: $uid, lang: $lang) {
      name
      times { title opens closes days }
    }
  }
`;

type QueryResult = { opening_hours: OpeningHours | null };

// Fetched once per language and page load, then shared by every component that shows them; a
// failure is forgotten, so the next page asks again.
const openingHours = perLanguageResource(
  (language) =>
    contentApi()
      .query<QueryResult>(OPENING_HOURS_QUERY, {
        uid: OPENING_HOURS_UID[language],
        lang: contentLanguage(language),
      })
      .then((result) => result.opening_hours),
  'Opening hours could not be fetched',
);

export const fetchOpeningHours = openingHours.load;

/** Only for tests. */
export const forgetOpeningHours = openingHours.forget;

export type OpeningHoursState = ResourceState<OpeningHours>;

/** The telephone and chat opening hours, fetched at run time if not already fetched. */
export function useOpeningHours(language: Language): OpeningHoursState {
  const state = openingHours.useResource(language);
  if (state.status !== 'ready') return state;
  // The content service answering without the document is as good as no answer to the reader.
  return state.data ? { status: 'ready', data: state.data } : { status: 'error' };
}

/** The current time, refreshed every `intervalMs`; null until mounted, so server and browser agree. */
export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    // The first reading redraws what shows the time; as a transition, it does not hold the page.
    startTransition(() => setNow(new Date()));
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
