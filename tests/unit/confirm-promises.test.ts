import { describe, expect, it } from 'vitest';
import { CONFIRM_PROMISES } from '../../server/modules/cases/cases.service';
import { loadGroup, SERVER_LANGUAGES } from '../../server/i18n/locales';
import { CASE_QUEUES } from '../../src/domain/api/values';

describe("each form's confirmation", () => {
  it.each(SERVER_LANGUAGES)('has its own subject and next step in %s', (language) => {
    const texts = loadGroup(language, 'cases')!;
    for (const promise of CONFIRM_PROMISES) {
      expect(texts[`promiseSubject_${promise}`], promise).toBeTruthy();
      expect(texts[`promiseNext_${promise}`], promise).toBeTruthy();
    }
    // Forms that promise different things never share one sentence.
    const next = CONFIRM_PROMISES.map((promise) => texts[`promiseNext_${promise}`]);
    const shared = next.filter((text, i) => next.indexOf(text) !== i);
    // Web-to-case and the inquiry both promise the inquiry's one working day.
    expect(shared).toEqual([texts.promiseNext_inquiry]);
  });

  it.each(SERVER_LANGUAGES)('names every queue a case can land in, in %s', (language) => {
    const cases = loadGroup(language, 'cases')!;
    const inbox = loadGroup(language, 'inbox')!;
    for (const queue of CASE_QUEUES) {
      expect(cases[`queue_${queue}`], queue).toBeTruthy();
      expect(inbox[`queue_${queue}`], queue).toBeTruthy();
    }
  });
});
