import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/languages';
import { useNow } from '../opening-hours';
import { doorOpensAt, isDoorOpen } from './calendar';
import { CalendarTerms } from './calendar-terms';
import { DoorGame } from './door-game';
import { doorQuestions, type DoorQuestionField } from './door-quiz';
import { addCalendarTexts } from './texts';

addCalendarTexts();

/**
 * What a door shows as the day goes: nothing certain until the browser knows the date, when the
 * door opens if that is still to come, and once it is open the door's text (`children`), its
 * game and the draw's rules.
 */
export function DoorContent({
  year,
  day,
  questions,
  language,
  calendarPath,
  children,
}: {
  year: number;
  day: number;
  questions: readonly DoorQuestionField[] | undefined;
  language: Language;
  calendarPath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const now = useNow();
  if (now === null)
    return (
      <div aria-busy="true">
        <Skeleton width="90%" />
        <Skeleton width="75%" />
      </div>
    );
  if (!isDoorOpen(year, day, now))
    return (
      <p>
        {t('calendar|doorNotYet', {
          date: formatDate(doorOpensAt(year, day).toISOString(), language),
        })}
      </p>
    );
  const playable = doorQuestions(questions);
  return (
    <>
      {children}
      {playable.length > 0 && (
        <DoorGame
          day={day}
          year={year}
          questions={playable}
          language={language}
          now={now}
          calendarPath={calendarPath}
        />
      )}
      <CalendarTerms language={language} id={`door-${day}-terms`} />
    </>
  );
}
