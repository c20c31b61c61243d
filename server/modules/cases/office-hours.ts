import { openContentStore } from '../../content/store';
import type { OfficeHoursLine } from '../../../src/domain/appointments';
import type { ChatHoursLine } from '../../../src/domain/chat';

/** The Icelandic opening-hours document; the English one repeats its times in other words. */
export const OPENING_HOURS_DOCUMENT = { type: 'opening_hours', uid: 'opnunartimi', lang: 'is' };

/**
 * The opening hours as the content service has them now: the same `opnunartimi` document the site
 * shows, so an editor who changes the hours changes the slots offered. No document (or no times)
 * means no slots rather than made-up hours.
 */
export async function readOpeningHours(contentDir: string): Promise<OfficeHoursLine[]> {
  return (await readOpeningHourLines(contentDir)).map(({ opens, closes, days }) => ({
    opens,
    closes,
    days,
  }));
}

/** The same lines with their titles, which say which channel ('Netspjall…') a line is for. */
export async function readOpeningHourLines(contentDir: string): Promise<ChatHoursLine[]> {
  const store = await openContentStore(contentDir);
  const snapshot = await store.current();
  const document = store.getByUID(
    OPENING_HOURS_DOCUMENT.type,
    OPENING_HOURS_DOCUMENT.uid,
    OPENING_HOURS_DOCUMENT.lang,
    snapshot,
  );
  const times = (document?.data as { times?: unknown } | undefined)?.times;
  if (!Array.isArray(times)) return [];
  return times.flatMap((time: unknown) => {
    const line = time as Partial<Record<'title' | 'opens' | 'closes' | 'days', unknown>>;
    return typeof line.opens === 'string' && typeof line.closes === 'string'
      ? [
          {
            title: typeof line.title === 'string' ? line.title : '',
            opens: line.opens,
            closes: line.closes,
            days: typeof line.days === 'string' ? line.days : null,
          },
        ]
      : [];
  });
}
