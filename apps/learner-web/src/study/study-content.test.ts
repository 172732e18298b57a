import { describe, expect, it } from 'vitest';
import type { StudyContent } from './load-study.ts';
import { catchUpPatch, initialStateFor } from './study-content.ts';

const AT = '2026-05-10T10:00:00.000Z';
const flags = { isVocabularyCompleted: true, isReadingCompleted: false, isGrammarCompleted: false };
const session = { id: 1, isSessionFinished: false, ...flags } as unknown as NonNullable<
  StudyContent['session']
>;
const text = {
  id: 7,
  comprehensionQuestions: [{ id: 1 }, { id: 2 }],
} as unknown as StudyContent['texts'][number];

/** A planned session with one card, one two-question text and one exercise, where the attempts say it stands. */
const content = (readingAnswered: number, grammar = 0): StudyContent => ({
  session,
  cards: [{} as StudyContent['cards'][number]],
  texts: [text],
  grammar: [{} as StudyContent['grammar'][number]],
  progress: {
    answered: { vocabulary: 1, reading: readingAnswered === 2 ? 1 : 0, grammar },
    retryQueue: [],
    retried: 0,
    readingAnswered: [readingAnswered],
    attempts: 1 + readingAnswered + grammar,
    correct: 1,
  },
  attempts: [],
});

describe('catchUpPatch (issue 19: a reload between the last answer and Continue)', () => {
  it('sends the reading flag once every question of the text is recorded', () => {
    const c = content(2);
    const state = initialStateFor(c);
    expect(state.view).toBe('grammar');
    expect(catchUpPatch(state, c.session, AT)).toEqual({ isReadingCompleted: true });
  });

  it('sends nothing while the text is half answered', () => {
    const c = content(1);
    const state = initialStateFor(c);
    expect(state).toMatchObject({ view: 'reading', readingStep: 'questions' });
    expect(catchUpPatch(state, c.session, AT)).toBeNull();
  });

  it('finishes a session whose every item is recorded', () => {
    const c = content(2, 1);
    expect(catchUpPatch(initialStateFor(c), c.session, AT)).toEqual({
      isReadingCompleted: true,
      isGrammarCompleted: true,
      isSessionFinished: true,
      completedAt: AT,
    });
    expect(catchUpPatch(initialStateFor(c), { ...session, isSessionFinished: true }, AT)).toBeNull();
  });
});
