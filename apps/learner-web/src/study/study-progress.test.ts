import { initialStudyState, type StudyEvent, studyReducer } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { phasePills, studyProgress, studyTitle } from './study-progress.ts';

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
