import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ModalLink } from '../layout';
import { useNow } from '../opening-hours';
import type { Language } from '../../../domain/languages';
import { paths } from '../../../lib/routing/paths';
import { doorOpensAt, isDoorOpen } from './calendar';
import { formatDate } from '../../../domain/format';
import { theme } from '../../../components/theme';
import { addCalendarTexts } from './texts';

addCalendarTexts();

export type CalendarDoorSummary = { day: number; title: string };

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  ${theme.up('sm')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${theme.up('lg')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const tile = `
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  aspect-ratio: 1;
  padding: 12px;
  border-radius: 14px;
  text-decoration: none;
  overflow: hidden;
  /* A long title ("Eldvarnateppið") must not widen its column at 320 px. */
  overflow-wrap: anywhere;
  hyphens: auto;
`;

const OpenDoor = styled(ModalLink)`
  ${tile}
  background: linear-gradient(150deg, #0f3d5e, #0a2a41);
  color: #fff;
  box-shadow: 0 6px 18px rgba(10, 42, 65, 0.25);
  transition: transform 150ms ease;
  &:hover {
    transform: translateY(-3px) rotate(-1deg);
  }
  strong {
    font-size: clamp(1.8rem, 5vw, 2.6rem);
    line-height: 1;
    color: #f3c58f;
  }
  span {
    font-size: 0.85rem;
    line-height: 1.25;
  }
`;

const LockedDoor = styled.div`
  ${tile}
  background: repeating-linear-gradient(135deg, #e6eef4 0 10px, #f4f6f8 10px 20px);
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.border};
  strong {
    font-size: clamp(1.8rem, 5vw, 2.6rem);
    line-height: 1;
    color: ${theme.colors.brand};
  }
  span {
    font-size: 0.8rem;
  }
`;

/**
 * The calendar's doors: those whose day has come open as a modal over the calendar (the page keeps
 * its scroll position: navigation under /jolakula never scrolls); the others show when they open. Until the browser knows
 * the date every door is a link, and the door's page says if it is too early.
 */
export function CalendarGrid({
  doors,
  year,
  calendarPath,
  language,
}: {
  doors: readonly CalendarDoorSummary[];
  year: number;
  calendarPath: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <Grid aria-label={t('calendar|days')}>
      {[...doors]
        .sort((a, b) => a.day - b.day)
        .map((door) => {
          const open = now === null || isDoorOpen(year, door.day, now);
          const opens = formatDate(doorOpensAt(year, door.day).toISOString(), language, {
            year: false,
          });
          return (
            <li key={door.day}>
              {open ? (
                <OpenDoor
                  href={paths.calendarDoor(calendarPath, door.day)}
                  aria-label={`${t('calendar|doorOpen', { day: door.day })}: ${door.title}`}
                >
                  <strong>{door.day}</strong>
                  <span>{door.title}</span>
                </OpenDoor>
              ) : (
                <LockedDoor data-locked="">
                  <strong>{door.day}</strong>
                  <span>{t('calendar|doorLocked', { date: opens })}</span>
                </LockedDoor>
              )}
            </li>
          );
        })}
    </Grid>
  );
}
