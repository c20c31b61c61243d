import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_API } from '../../src/domain/api/form-paths';
import { calendarDrawId } from '../../src/domain/lottery';
import { CalendarScene, DoorContent } from '../../src/features/public/calendar';
import {
  doorQuestions,
  quizScore,
  unanswered,
  type DoorQuestionField,
} from '../../src/features/public/calendar/door-quiz';
import { CloseModalContext } from '../../src/features/public/layout/modal-context';
import { recordRequests, server, type RecordedRequest } from './api-stubs';
import { renderWithProviders } from './render';

const QUESTIONS: DoorQuestionField[] = [
  {
    question: 'Where should the fire blanket be?',
    option_1: 'On a kitchen wall',
    option_2: 'In the car',
    option_3: 'In the attic',
    correct: 1,
  },
  {
    question: 'What goes over a pan on fire?',
    option_1: 'Water',
    option_2: 'A fire blanket',
    option_3: 'Flour',
    correct: 2,
  },
  {
    question: 'When are the lights switched off?',
    option_1: 'Never',
    option_2: 'After Christmas',
    option_3: 'At bedtime',
    correct: 3,
  },
];

let requests: RecordedRequest[];
beforeEach(() => {
  requests = recordRequests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

function door(options: { close?: () => void; language?: 'is' | 'en' } = {}) {
  const language = options.language ?? 'en';
  const content = (
    <DoorContent
      year={2026}
      day={4}
      questions={QUESTIONS}
      language={language}
      calendarPath="/en/jolakula/"
    >
      <p>Know where the fire blanket is.</p>
    </DoorContent>
  );
  return renderWithProviders(
    options.close ? (
      <CloseModalContext.Provider value={options.close}>{content}</CloseModalContext.Provider>
    ) : (
      content
    ),
    { language },
  );
}

describe("a door's quiz", () => {
  it('keeps only playable questions, and moves the right answer past an empty option', () => {
    const questions = doorQuestions([
      { question: 'A?', option_1: 'x', option_2: '', option_3: 'z', correct: 3 },
      { question: '', option_1: 'x', option_2: 'y', correct: 1 },
      { question: 'No right answer?', option_1: 'x', option_2: 'y', correct: null },
      { question: 'Right answer empty?', option_1: 'x', option_2: 'y', option_3: '', correct: 3 },
      { question: 'One option?', option_1: 'x', correct: 1 },
    ]);
    expect(questions).toEqual([{ question: 'A?', options: ['x', 'z'], correct: 1 }]);
  });

  it('scores the answers as the draw stores them, and names the unanswered', () => {
    const questions = doorQuestions(QUESTIONS);
    expect(unanswered(questions, [0, undefined, 1])).toEqual([1]);
    expect(quizScore(questions, [0, 1, 0])).toEqual({ right: 2, total: 3, score: '2/3' });
    expect(quizScore(questions, [2, 2, 2]).score).toBe('1/3');
  });
});

describe('a Christmas calendar door', () => {
  it('says when it opens before its day, and shows no game', () => {
    at('2026-12-03T23:59:00Z');
    door();
    expect(screen.getByText(/This door opens on 4 December 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Know where the fire blanket is.')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it("is played by keyboard, enters the day's draw with the score, ends and closes", async () => {
    at('2026-12-04T08:00:00Z');
    server.use(
      http.post(FORM_API.lotteryGame, () =>
        HttpResponse.json({ drawId: calendarDrawId(4), entered: true }, { status: 201 }),
      ),
    );
    const close = vi.fn();
    const { user } = door({ close });
    expect(screen.getByText('Know where the fire blanket is.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rules of the draw' })).toBeInTheDocument();

    // Checking before answering says so and takes the focus to the first question.
    await user.click(screen.getByRole('button', { name: 'Check the answers' }));
    expect(screen.getByRole('status')).toHaveTextContent('Answer every question first.');
    expect(screen.getByRole('radio', { name: 'On a kitchen wall' })).toHaveFocus();

    // Space picks the focused option; Tab goes on to the next question, arrows move within it.
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Water' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'A fire blanket' })).toBeChecked();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Never' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Check the answers' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('You got 2 of 3 right.');
    expect(screen.getAllByText('Right!')).toHaveLength(2);
    expect(screen.getByText('Not right. The answer: At bedtime')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Never' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: "Enter today's draw" }));
    expect(screen.getByRole('heading', { name: 'The draw for door 4' })).toHaveFocus();
    await user.type(screen.getByLabelText(/^Name/), 'Anna');
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '6111234');
    await user.click(
      screen.getByRole('checkbox', { name: /one entry per e-mail address per day/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Enter the draw' }));

    const end = await screen.findByRole('heading', { name: "Thank you, you are in today's draw!" });
    await waitFor(() => expect(end).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'The draw for door 4' })).toBeNull();
    expect(screen.getByText(/The draw is held on 6 January 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip the draw' })).toBeNull();
    expect(requests.filter((r) => r.path === FORM_API.lotteryGame)[0]?.body).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      phone: '6111234',
      answer: '2/3',
      consent: true,
      calendarDay: 4,
      lang: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Close and go back to the calendar' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('ends without an entry when the draw is skipped, with the way back to the calendar', async () => {
    at('2026-12-10T08:00:00Z');
    const { user } = door({ language: 'is' });
    await user.click(screen.getByRole('radio', { name: 'On a kitchen wall' }));
    await user.click(screen.getByRole('radio', { name: 'Water' }));
    await user.click(screen.getByRole('radio', { name: 'At bedtime' }));
    await user.click(screen.getByRole('button', { name: 'Athuga svörin' }));
    expect(screen.getByRole('status')).toHaveTextContent('Þú svaraðir 2 af 3 rétt.');
    await user.click(screen.getByRole('button', { name: 'Sleppa útdrættinum' }));
    expect(screen.getByRole('heading', { name: 'Takk fyrir að spila!' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Aftur í dagatalið' })).toHaveAttribute(
      'href',
      '/en/jolakula/',
    );
    expect(requests.filter((r) => r.path === FORM_API.lotteryGame)).toHaveLength(0);
  });

  it('offers no entry once the calendar has closed, only the end', async () => {
    at('2027-01-02T08:00:00Z');
    const { user } = door();
    for (const name of ['On a kitchen wall', 'Water', 'Never'])
      await user.click(screen.getByRole('radio', { name }));
    await user.click(screen.getByRole('button', { name: 'Check the answers' }));
    expect(screen.queryByRole('button', { name: "Enter today's draw" })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'Thank you for playing!' })).toHaveFocus();
  });
});

describe("the calendar's winter scene", () => {
  function reducedMotion(reduce: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduce && query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('plays the muted video, and one button pauses and restarts it and the snow', async () => {
    reducedMotion(false);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { user, container } = renderWithProviders(
      <CalendarScene>
        <p>doors</p>
      </CalendarScene>,
      { language: 'en' },
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('poster', '/video/jolasnjor.webp');
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-snowfall]')).toHaveAttribute('aria-hidden', 'true');

    await user.click(screen.getByRole('button', { name: 'Pause the background video' }));
    expect(pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('does not play at all, nor snow, for someone who asked for less motion', async () => {
    reducedMotion(true);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { container } = renderWithProviders(
      <CalendarScene>
        <p>doors</p>
      </CalendarScene>,
    );
    await act(async () => undefined);
    expect(play).not.toHaveBeenCalled();
    expect(container.querySelector('video')).not.toHaveAttribute('autoplay');
    expect(container.querySelector('[data-snowfall]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
