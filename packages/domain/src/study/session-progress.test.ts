import { describe, expect, it } from 'vitest';
import { type AttemptMark, sessionProgress } from './session-progress.ts';

const plan = { vocabulary: [11, 12, 13], reading: [{ id: 5, units: 2 }], grammar: [21, 22, 23] };
const mark = (activityType: string, id: number, isCorrect = true, attemptNumber = 1): AttemptMark => ({
  activityType,
  activityId: String(id),
  isCorrect,
  attemptNumber,
});

describe('sessionProgress', () => {
  it('is at the start with no attempts', () => {
    expect(sessionProgress(plan, [])).toEqual({
      answered: { vocabulary: 0, reading: 0, grammar: 0 },
      retryQueue: [],
      retried: 0,
      readingAnswered: [0],
      attempts: 0,
      correct: 0,
    });
  });

  it('counts the planned items answered in order and every attempt once', () => {
    const p = sessionProgress(plan, [
      mark('vocabulary', 11),
      mark('vocabulary', 12, false),
      mark('reading', 5),
      mark('reading', 5, false),
      mark('exercise', 21),
    ]);
    expect(p.answered).toEqual({ vocabulary: 2, reading: 1, grammar: 1 });
    expect(p.retryQueue).toEqual([1]);
    expect(p.attempts).toBe(5);
    expect(p.correct).toBe(3);
  });

  it('does not count a text until all its questions are recorded', () => {
    expect(sessionProgress(plan, [mark('reading', 5)]).answered.reading).toBe(0);
  });

  it('counts each reading question once, and says how many of each text are answered (issue 19)', () => {
    const answer = (questionId: number, isCorrect = true): AttemptMark => ({
      ...mark('reading', 5, isCorrect),
      questionId,
    });
    const one = sessionProgress(plan, [answer(1), answer(1, false)]);
    expect(one.readingAnswered).toEqual([1]);
    expect(one.answered.reading).toBe(0);
    const both = sessionProgress(plan, [answer(1), answer(1), answer(2, false)]);
    expect(both.readingAnswered).toEqual([2]);
    expect(both.answered.reading).toBe(1);
  });

  it('counts a failed card typed again as retried, and a duplicate first attempt once', () => {
    const p = sessionProgress(plan, [
      mark('vocabulary', 11, false),
      mark('vocabulary', 11, true),
      mark('vocabulary', 12),
      mark('vocabulary', 13, false),
      mark('vocabulary', 11, true, 2),
    ]);
    expect(p.answered.vocabulary).toBe(3);
    expect(p.retryQueue).toEqual([0, 2]);
    expect(p.retried).toBe(1);
  });

  it('ignores attempts for items outside the plan when placing the learner', () => {
    expect(sessionProgress(plan, [mark('exercise', 99)]).answered.grammar).toBe(0);
  });
});
