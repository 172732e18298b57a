import { describe, expect, it } from 'vitest';
import { canonicalCsvHeader } from './vocabulary-import.ts';
import { importCardKey, planVocabularyImport } from './vocabulary-import-plan.ts';

const ok = {
  word: 'maja',
  wordType: 'NOUN',
  translation: 'house',
  level: 'A0',
  practiceContext: 'See on ___.',
  practiceContextTranslation: 'This is a house.',
  form: 'maja',
};

describe('import plan (dry run, no database)', () => {
  it('validates every row, names repeats by the row they repeat, and numbers rows by spreadsheet line', () => {
    const plan = planVocabularyImport(
      [ok, { ...ok, translation: '' }, { ...ok, translation: 'home' }, 'junk'],
      [2, 3, 5, 6],
    );
    expect(plan.valid.map((v) => v.row)).toEqual([2]);
    expect(plan.errors).toEqual([
      { row: 3, error: 'Translation is required', data: { ...ok, translation: '' } },
      { row: 6, error: 'Each row must be an object of CSV columns.', data: { value: 'junk' } },
    ]);
    expect(plan.skippedRows).toEqual([
      {
        row: 5,
        error: 'Skipped: the same word, form and practice context as row 2.',
        data: { ...ok, translation: 'home' },
      },
    ]);
    expect(importCardKey(plan.valid[0]!.card)).toBe(importCardKey(ok));
  });
  it('numbers rows 1, 2, 3… when no lines are given', () => {
    expect(planVocabularyImport([{}, ok]).errors[0]?.row).toBe(1);
  });
});

describe('CSV headers', () => {
  it('are matched case-insensitively, ignoring spaces, underscores and dashes', () => {
    expect(
      ['Word', 'WORDTYPE', 'word_type', 'Practice Context', 'practice-context-translation'].map(
        canonicalCsvHeader,
      ),
    ).toEqual(['word', 'wordType', 'wordType', 'practiceContext', 'practiceContextTranslation']);
    expect(canonicalCsvHeader(' Notes ')).toBe('Notes');
  });
});
