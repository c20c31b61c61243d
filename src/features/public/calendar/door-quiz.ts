/** One question of a door's quiz as the content has it (option_1..3, `correct` the right one's number). */
export type DoorQuestionField = {
  question?: string | null;
  option_1?: string | null;
  option_2?: string | null;
  option_3?: string | null;
  correct?: number | null;
};

export type DoorQuestion = { question: string; options: readonly string[]; correct: number };

/**
 * The door's questions that can be played: a question, at least two options, and a right answer
 * that is one of them (0-based). A half-filled question in the content is left out, not shown broken.
 */
export function doorQuestions(fields: readonly DoorQuestionField[] | undefined): DoorQuestion[] {
  return (fields ?? []).flatMap((field) => {
    const question = field.question?.trim();
    const options = [field.option_1, field.option_2, field.option_3].map((o) => o?.trim() ?? '');
    const correct = typeof field.correct === 'number' ? field.correct - 1 : -1;
    if (!question || !options[correct] || options.filter(Boolean).length < 2) return [];
    // Empty options drop out, so the right answer's index moves with them.
    const kept = options.flatMap((option, index) => (option ? [{ option, index }] : []));
    return [
      {
        question,
        options: kept.map((k) => k.option),
        correct: kept.findIndex((k) => k.index === correct),
      },
    ];
  });
}

/** Answers by question (an option's index, or undefined when not answered). */
export type QuizAnswers = readonly (number | undefined)[];

/** The questions not yet answered, by index. */
export function unanswered(questions: readonly DoorQuestion[], answers: QuizAnswers): number[] {
  return questions.flatMap((_, index) => (answers[index] === undefined ? [index] : []));
}

/** How many were right, of how many, and the score as the draw stores it ("2/3"). */
export function quizScore(questions: readonly DoorQuestion[], answers: QuizAnswers) {
  const right = questions.filter((q, index) => answers[index] === q.correct).length;
  return { right, total: questions.length, score: `${right}/${questions.length}` };
}
