import { initialStudyState, type StudyEvent, studyReducer } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { exerciseCounter, NOTHING_DUE, phasePills, studyProgress, studyTitle } from './study-progress.ts';

const AT = '2026-05-10T10:00:00.000Z';
const load = (vocabulary: number | null, reading: number, grammar: number): StudyEvent => ({
  type: 'LOADED',
  content: { vocabulary, reading, grammar, readingQuestions: Array(reading).fill(0) },
});

describe('study progress', () => {
  it('titles each phase', () => {
    expect(studyTitle('vocabulary')).toBe('Vocabulary Practice');
    expect(studyTitle('reading')).toBe('Reading Immersion');
    expect(studyTitle('grammar')).toBe('Grammar Exercises');
    expect(studyTitle('completed')).toBe('Study Session');
    expect(studyTitle('loading')).toBe('Study Session');
  });

  it('shows done/total pills, hides phases without content, ticks completed ones', () => {
    let s = studyReducer(initialStudyState(), load(2, 0, 3));
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    expect(phasePills(s).map((p) => [p.label, p.text, p.current])).toEqual([
      ['Vocabulary', '1/2', true],
      ['Grammar', '0/3', false],
    ]);
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    expect(phasePills(s).map((p) => p.text)).toEqual(['✓', '0/3']);
  });

  it('shows ? for an unknown vocabulary total', () => {
    const s = studyReducer(initialStudyState(), load(null, 1, 0));
    expect(phasePills(s)[0]!.text).toBe('0/?');
  });

  it('says "none due", not "0/?", on the pill of a vocabulary phase with no card due (defect 16)', () => {
    // the app's load: no card due next to other content keeps the phase, with a null total
    let s = studyReducer(initialStudyState(), load(null, 1, 8));
    expect(s.view).toBe('vocabulary');
    expect(phasePills(s, ['vocabulary']).map((p) => [p.label, p.text, p.current])).toEqual([
      ['Vocabulary', NOTHING_DUE, true],
      ['Reading', '0/1', false],
      ['Grammar', '0/8', false],
    ]);
    s = studyReducer(s, { type: 'COMPLETE_PHASE', phase: 'vocabulary', at: AT });
    expect(phasePills(s, ['vocabulary'])[0]!.text).toBe('✓');
  });

  it('counts the items of the current phase', () => {
    let s = studyReducer(initialStudyState(), load(2, 1, 3));
    expect(exerciseCounter(s)).toBe('Exercise 1 of 2');
    s = studyReducer(s, { type: 'ANSWERED', correct: false, at: AT });
    expect(exerciseCounter(s)).toBe('Exercise 2 of 2');
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    // the missed card comes back once
    expect(exerciseCounter(s)).toBe('Once more: 1 of 1');
    s = studyReducer(s, { type: 'RETRIED', correct: true, at: AT });
    expect(exerciseCounter(s)).toBe('Text 1 of 1');
    s = studyReducer(s, { type: 'COMPLETE_PHASE', phase: 'reading', at: AT });
    expect(exerciseCounter(s)).toBe('Exercise 1 of 3');
    s = studyReducer(s, { type: 'COMPLETE_PHASE', phase: 'grammar', at: AT });
    expect(s.view).toBe('completed');
    expect(exerciseCounter(s)).toBeNull();
  });

  it('shows no counter on "No vocabulary practice today" (it said "Exercise 0 of ?", defect 16)', () => {
    const s = studyReducer(initialStudyState(), load(null, 1, 8));
    expect(s.view).toBe('vocabulary');
    expect(exerciseCounter(s)).toBeNull();
  });

  it('measures progress across phases', () => {
    let s = studyReducer(initialStudyState(), load(2, 1, 1));
    expect(studyProgress(s)).toEqual({ done: 0, total: 4, percent: 0 });
    s = studyReducer(s, { type: 'ANSWERED', correct: true, at: AT });
    expect(studyProgress(s).percent).toBe(25);
    s = studyReducer(s, { type: 'COMPLETE_PHASE', phase: 'vocabulary', at: AT });
    s = studyReducer(s, { type: 'COMPLETE_PHASE', phase: 'reading', at: AT });
    expect(studyProgress(s)).toEqual({ done: 3, total: 4, percent: 75 });
  });
});
