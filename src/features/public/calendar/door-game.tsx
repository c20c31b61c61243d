import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components';
import { Link } from '../../../components/link';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/languages';
import { CALENDAR_DRAWS, isCalendarDrawOpen } from '../../../domain/lottery';
import { useCloseModal } from '../layout';
import { LotteryForm } from '../public-forms';
import { quizScore, unanswered, type DoorQuestion, type QuizAnswers } from './door-quiz';
import { theme } from '../../../components/theme';
import { addCalendarTexts } from './texts';

addCalendarTexts();

const Game = styled.section`
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.colors.border};
  h2 {
    font-size: 1.35rem;
    margin: 0 0 ${theme.space(3)};
  }
  h2:focus {
    outline: none;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${theme.space(4)};
    min-width: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: ${theme.space(2)};
  }
  label {
    display: flex;
    gap: ${theme.space(2)};
    align-items: flex-start;
    margin: 0 0 ${theme.space(2)};
    overflow-wrap: anywhere;
  }
  input[type='radio'] {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
  }
  .verdict {
    margin: 0;
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(3)};
    margin-top: ${theme.space(4)};
  }
`;

type Stage = 'game' | 'entry' | 'end';

/**
 * A door's small game: its questions as radio buttons, checked together; the score is said aloud,
 * then the person may enter the day's draw (the prize draw's own form) or skip it, and ends on a
 * thank-you that says when the draw is and closes the door.
 */
export function DoorGame({
  day,
  year,
  questions,
  language,
  now,
  calendarPath,
}: {
  day: number;
  year: number;
  questions: readonly DoorQuestion[];
  language: Language;
  now: Date;
  calendarPath: string;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<QuizAnswers>(() => questions.map(() => undefined));
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const [stage, setStage] = useState<Stage>('game');
  const [entered, setEntered] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStage = useRef(true);
  const formRef = useRef<HTMLFormElement>(null);
  const result = quizScore(questions, answers);
  // Only this year's calendar has draws on the server; an older calendar is a game alone.
  const drawOpen = year === CALENDAR_DRAWS.year && isCalendarDrawOpen(day, now);
  const drawDate = formatDate(CALENDAR_DRAWS.drawnOn, language);

  useEffect(() => {
    // Each new stage takes the focus to its heading, so a screen reader hears where it is; once
    // an entry is in, the form's own thank-you takes it.
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [stage]);

  function check(event: FormEvent) {
    event.preventDefault();
    const open = unanswered(questions, answers);
    if (open.length > 0) {
      setMissing(true);
      formRef.current
        ?.querySelector<HTMLInputElement>(`input[name="door-${day}-q${open[0]}"]`)
        ?.focus();
      return;
    }
    setMissing(false);
    setChecked(true);
  }

  const endScreen = (ref: RefObject<HTMLHeadingElement>, withEntry: boolean) => (
    <EndScreen
      headingRef={ref}
      heading={t(withEntry ? 'calendar|endEntered' : 'calendar|endHeading')}
      text={t(withEntry ? 'calendar|endEnteredText' : 'calendar|endText', {
        date: drawDate,
      })}
      calendarPath={calendarPath}
    />
  );

  if (stage === 'end') return <Game>{endScreen(headingRef, false)}</Game>;

  if (stage === 'entry')
    return (
      <Game aria-labelledby={entered ? undefined : `door-${day}-entry`}>
        {!entered && (
          <h2 id={`door-${day}-entry`} ref={headingRef} tabIndex={-1}>
            {t('calendar|entryHeading', { day })}
          </h2>
        )}
        <LotteryForm
          language={language}
          now={now}
          calendar={{
            day,
            score: result.score,
            endScreen: (ref) => endScreen(ref, true),
            onEntered: () => setEntered(true),
          }}
        />
        {!entered && (
          <div className="actions">
            <Button variant="link" type="button" onClick={() => setStage('end')}>
              {t('calendar|skip')}
            </Button>
          </div>
        )}
      </Game>
    );

  return (
    <Game aria-labelledby={`door-${day}-game`}>
      <h2 id={`door-${day}-game`} ref={headingRef} tabIndex={-1}>
        {t('calendar|gameHeading')}
      </h2>
      <form ref={formRef} noValidate onSubmit={check}>
        {questions.map((question, index) => {
          const name = `door-${day}-q${index}`;
          const answer = answers[index];
          return (
            <fieldset key={name} disabled={checked}>
              <legend>{question.question}</legend>
              {question.options.map((option, optionIndex) => (
                <label key={option}>
                  <input
                    type="radio"
                    name={name}
                    value={optionIndex}
                    checked={answer === optionIndex}
                    onChange={() =>
                      setAnswers((old) => old.map((a, i) => (i === index ? optionIndex : a)))
                    }
                  />
                  {option}
                </label>
              ))}
              {checked && (
                <p className="verdict">
                  {answer === question.correct
                    ? t('calendar|right')
                    : t('calendar|wrong', {
                        answer: question.options[question.correct],
                      })}
                </p>
              )}
            </fieldset>
          );
        })}
        <div role="status" aria-live="polite" aria-atomic="true">
          {checked && (
            <p className="verdict">
              {t('calendar|score', { right: result.right, total: result.total })}
            </p>
          )}
          {missing && !checked && <p className="verdict">{t('calendar|answerAll')}</p>}
        </div>
        <div className="actions">
          {!checked ? (
            <Button type="submit">{t('calendar|check')}</Button>
          ) : (
            <>
              {drawOpen && (
                <Button type="button" onClick={() => setStage('entry')}>
                  {t('calendar|enter')}
                </Button>
              )}
              <Button
                type="button"
                variant={drawOpen ? 'secondary' : 'primary'}
                onClick={() => setStage('end')}
              >
                {t(drawOpen ? 'calendar|skip' : 'calendar|finish')}
              </Button>
            </>
          )}
        </div>
      </form>
    </Game>
  );
}

function EndScreen({
  headingRef,
  heading,
  text,
  calendarPath,
}: {
  headingRef: RefObject<HTMLHeadingElement>;
  heading: string;
  text: string;
  calendarPath: string;
}) {
  const { t } = useTranslation();
  const close = useCloseModal();
  return (
    <div data-calendar-end="">
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      <p>{text}</p>
      <div className="actions">
        {close ? (
          <Button type="button" onClick={close}>
            {t('calendar|close')}
          </Button>
        ) : (
          <Link href={calendarPath}>{t('calendar|back')}</Link>
        )}
      </div>
    </div>
  );
}
