import { describe, expect, it } from 'vitest';
import {
  accuracyOf,
  initialStudyState,
  type StudyEvent,
  type StudyState,
  sessionPatch,
  studyReducer,
} from './study-phases.ts';

const AT = '2026-05-10T10:00:00.000Z';
const noFlags = { isVocabularyCompleted: false, isReadingCompleted: false, isGrammarCompleted: false };

function run(events: StudyEvent[], from: StudyState = initialStudyState()): StudyState {
  return events.reduce(studyReducer, from);
}

const loaded = (
  content: { vocabulary: number | null; reading: number; grammar: number; readingQuestions?: number[] },
  extra: Partial<Extract<StudyEvent, { type: 'LOADED' }>> = {},
): StudyEvent => ({ type: 'LOADED', content, ...extra });

describe('studyReducer: loading', () => {
  it('opens the first incomplete phase that has content', () => {
    expect(run([loaded({ vocabulary: 3, reading: 1, grammar: 8 })]).view).toBe('vocabulary');
    expect(run([loaded({ vocabulary: 0, reading: 1, grammar: 8 })]).view).toBe('reading');
    expect(run([loaded({ vocabulary: 0, reading: 0, grammar: 8 })]).view).toBe('grammar');
  });

  it('shows the empty view when no phase has content', () => {
    expect(run([loaded({ vocabulary: 0, reading: 0, grammar: 0 })]).view).toBe('empty');
  });

  it('treats an unknown vocabulary total as content', () => {
    expect(run([loaded({ vocabulary: null, reading: 0, grammar: 0 })]).view).toBe('vocabulary');
  });

  it('resumes an unfinished session from its flags', () => {
    const s = run([
      loaded(
        { vocabulary: 3, reading: 1, grammar: 8 },
        { unfinishedSession: { ...noFlags, isVocabularyCompleted: true } },
      ),
    ]);
    expect(s.view).toBe('reading');
    expect(s.phases.vocabulary.completed).toBe(true);
  });

  it('shows completed when a finished session exists or everything was done today', () => {
    expect(
      run([loaded({ vocabulary: 3, reading: 1, grammar: 8 }, { hasFinishedSession: true })]),
    ).toMatchObject({
      view: 'completed',
      alreadyDoneToday: true,
    });
    const allDone = { isVocabularyCompleted: true, isReadingCompleted: true, isGrammarCompleted: true };
    expect(run([loaded({ vocabulary: 3, reading: 1, grammar: 8 }, { completion: allDone })]).view).toBe(
      'completed',
    );
  });
});

describe('studyReducer: answering', () => {
  it('completes a phase when its answered count reaches its total and opens the next at item 0', () => {
    let s = run([loaded({ vocabulary: 2, reading: 1, grammar: 2 })]);
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    expect(s).toMatchObject({ view: 'vocabulary', itemIndex: 1 });
    const before = s;
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    expect(s).toMatchObject({ view: 'reading', itemIndex: 0, readingStep: 'text' });
    expect(sessionPatch(before, s)).toEqual({
      isVocabularyCompleted: true,
      exercisesCompleted: 2,
      accuracyPercentage: 100,
    });
  });

  it('skips phases without content', () => {
    const s = run([
      loaded({ vocabulary: 1, reading: 0, grammar: 1 }),
      { type: 'ANSWERED', correct: true, at: AT },
    ]);
    expect(s.view).toBe('grammar');
  });

  it('reads a text, then its questions, and moves on after them', () => {
    let s = run([loaded({ vocabulary: 0, reading: 1, grammar: 1, readingQuestions: [2] })]);
    s = studyReducer(s, { type: 'READING_CONTINUE', at: AT });
    expect(s).toMatchObject({ view: 'reading', readingStep: 'questions' });
    s = studyReducer(s, { type: 'READING_QUESTIONS_DONE', correct: 1, total: 2, at: AT });
    expect(s).toMatchObject({ view: 'grammar', correct: 1, completedCount: 2 });
  });

  it('completes a text without questions on Continue', () => {
    const s = run([
      loaded({ vocabulary: 0, reading: 1, grammar: 1, readingQuestions: [0] }),
      { type: 'READING_CONTINUE', at: AT },
    ]);
    expect(s).toMatchObject({ view: 'grammar', correct: 1, completedCount: 1 });
  });

  it('finishes the session with a completion time and every flag when the last phase is done', () => {
    let s = run([loaded({ vocabulary: 1, reading: 0, grammar: 1 })]);
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    const before = s;
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    expect(s.view).toBe('completed');
    expect(s.finishedAt).toBe(AT);
    expect(Object.values(s.phases).every((p) => p.completed)).toBe(true);
    expect(sessionPatch(before, s)).toEqual({
      isReadingCompleted: true,
      isGrammarCompleted: true,
      isSessionFinished: true,
      completedAt: AT,
      exercisesCompleted: 2,
      accuracyPercentage: 100,
    });
  });
});

describe('studyReducer: explicit completion', () => {
  it('Skip Reading Section sets the reading flag and opens grammar', () => {
    const s = run([
      loaded({ vocabulary: 0, reading: 1, grammar: 3 }),
      { type: 'COMPLETE_PHASE', phase: 'reading', at: AT },
    ]);
    expect(s.view).toBe('grammar');
    expect(s.phases.reading.completed).toBe(true);
  });

  it('completing a phase that is not current only sets its flag', () => {
    const s = run([
      loaded({ vocabulary: 2, reading: 1, grammar: 3 }),
      { type: 'COMPLETE_PHASE', phase: 'reading', at: AT },
    ]);
    expect(s.view).toBe('vocabulary');
    expect(s.phases.reading.completed).toBe(true);
  });

  it('ignores answers outside an exercise phase', () => {
    const done = run([loaded({ vocabulary: 0, reading: 0, grammar: 0 })]);
    expect(studyReducer(done, { type: 'ANSWERED', correct: true, at: AT })).toBe(done);
    const reading = run([loaded({ vocabulary: 0, reading: 1, grammar: 0 })]);
    expect(studyReducer(reading, { type: 'ANSWERED', correct: true, at: AT })).toBe(reading);
  });
});

describe('accuracy and patches', () => {
  it('is correct / completed × 100', () => {
    expect(accuracyOf({ correct: 0, completedCount: 0 })).toBe(0);
    expect(accuracyOf({ correct: 2, completedCount: 3 })).toBe(67);
  });

  it('sends nothing when nothing changed', () => {
    const s = run([loaded({ vocabulary: 2, reading: 0, grammar: 0 })]);
    expect(sessionPatch(s, s)).toBeNull();
  });
});

describe('studyReducer: resuming from recorded attempts', () => {
  const progress = (
    answered: { vocabulary: number; reading: number; grammar: number },
    extra: {
      retryQueue?: number[];
      retried?: number;
      readingAnswered?: number[];
      attempts?: number;
      correct?: number;
    } = {},
  ) => ({ answered, retryQueue: [], retried: 0, readingAnswered: [], attempts: 0, correct: 0, ...extra });

  it('continues at the next unanswered item with the recorded counts', () => {
    const s = run([
      loaded(
        { vocabulary: 10, reading: 1, grammar: 8 },
        {
          unfinishedSession: { ...noFlags, isVocabularyCompleted: true, isReadingCompleted: true },
          progress: progress({ vocabulary: 10, reading: 1, grammar: 1 }, { attempts: 13, correct: 11 }),
        },
      ),
    ]);
    expect(s.view).toBe('grammar');
    expect(s.itemIndex).toBe(1);
    expect(s.phases.grammar.answered).toBe(1);
    expect(s.completedCount).toBe(13);
    expect(s.correct).toBe(11);
  });

  it('reopens a text at its questions once one of them is answered (issue 19: reload during the questions)', () => {
    const at = (readingAnswered: number[]) =>
      run([
        loaded(
          { vocabulary: 2, reading: 1, grammar: 8, readingQuestions: [3] },
          {
            unfinishedSession: { ...noFlags, isVocabularyCompleted: true },
            progress: progress({ vocabulary: 2, reading: 0, grammar: 0 }, { readingAnswered }),
          },
        ),
      ]);
    expect(at([1])).toMatchObject({ view: 'reading', itemIndex: 0, readingStep: 'questions' });
    expect(at([0])).toMatchObject({ view: 'reading', itemIndex: 0, readingStep: 'text' });
  });

  it('resumes inside the vocabulary phase', () => {
    const s = run([
      loaded(
        { vocabulary: 10, reading: 1, grammar: 8 },
        { unfinishedSession: noFlags, progress: progress({ vocabulary: 6, reading: 0, grammar: 0 }) },
      ),
    ]);
    expect(s.view).toBe('vocabulary');
    expect(s.itemIndex).toBe(6);
    expect(s.phases.vocabulary).toEqual({ total: 10, answered: 6, completed: false });
  });

  it('resumes the failed cards coming back at the end of the vocabulary phase', () => {
    const s = run([
      loaded(
        { vocabulary: 3, reading: 1, grammar: 8 },
        {
          unfinishedSession: noFlags,
          progress: progress({ vocabulary: 3, reading: 0, grammar: 0 }, { retryQueue: [0, 2], retried: 1 }),
        },
      ),
    ]);
    expect(s.view).toBe('vocabulary');
    expect(s.retryIndex).toBe(1);
    const after = run([{ type: 'RETRIED', correct: true, at: AT }], s);
    expect(after.view).toBe('reading');
    expect(after.phases.vocabulary.completed).toBe(true);
  });

  it('shows every phase done when the day was already finished', () => {
    const s = run([loaded({ vocabulary: null, reading: 1, grammar: 8 }, { hasFinishedSession: true })]);
    expect(s.view).toBe('completed');
    expect(Object.values(s.phases).every((p) => p.completed)).toBe(true);
  });
});

describe('studyReducer: a failed card comes back once', () => {
  it('queues a failed card and completes the phase after it is typed again', () => {
    let s = run([loaded({ vocabulary: 2, reading: 1, grammar: 0 })]);
    s = run(
      [
        { type: 'ANSWERED', correct: false, at: AT },
        { type: 'ANSWERED', correct: true, at: AT },
      ],
      s,
    );
    expect(s.view).toBe('vocabulary');
    expect(s.retryQueue).toEqual([0]);
    expect(s.retryIndex).toBe(0);
    expect(s.phases.vocabulary.completed).toBe(false);
    s = run([{ type: 'RETRIED', correct: false, at: AT }], s);
    expect(s.view).toBe('reading');
    expect(s.completedCount).toBe(3);
    expect(s.correct).toBe(1);
  });
});
