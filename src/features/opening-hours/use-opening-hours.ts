import { useEffect, useState } from 'react';
import type { Language } from '../../domain/languages';
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

// Fetched once per language and page load, then shared by every component that shows them.
const store = new Map<Language, Promise<OpeningHours | null>>();

export function fetchOpeningHours(language: Language): Promise<OpeningHours | null> {
  let pending = store.get(language);
  if (!pending) {
    pending = contentApi()
      .query<QueryResult>(OPENING_HOURS_QUERY, {
        uid: OPENING_HOURS_UID[language],
        lang: contentLanguage(language),
      })
      .then((result) => result.opening_hours);
    // A failure is forgotten, so the next page asks again.
    pending.catch(() => store.delete(language));
    store.set(language, pending);
  }
  return pending;
}

/** Only for tests. */
export function forgetOpeningHours(): void {
  store.clear();
}

export type OpeningHoursState =
  { status: 'loading' } | { status: 'ready'; hours: OpeningHours } | { status: 'error' };

/** The telephone and chat opening hours, fetched at run time if not already fetched. */
export function useOpeningHours(language: Language): OpeningHoursState {
  const [state, setState] = useState<OpeningHoursState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchOpeningHours(language).then(
      (hours) => {
        if (current) setState(hours ? { status: 'ready', hours } : { status: 'error' });
      },
      (error: unknown) => {
        console.warn('Opening hours could not be fetched', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [language]);
  return state;
}

/** The current time, refreshed every `intervalMs`; null until mounted, so server and browser agree. */
export function useNow(intervalMs = 60_000): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
