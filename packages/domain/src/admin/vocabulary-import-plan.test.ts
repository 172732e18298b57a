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
  it('refuses a row with U+FFFD in any field (a file read in the wrong encoding), naming the field', () => {
    const garbled = { ...ok, word: 'j\uFFFDgi', form: 'j\uFFFDgi' };
    const inDefinition = { ...ok, word: 'jõgi', form: 'jõgi', definition: 'a river \uFFFD' };
    const plan = planVocabularyImport([garbled, inDefinition, ok], [2, 3, 4]);
    expect(plan.valid.map((v) => v.row)).toEqual([4]);
    expect(plan.errors.map((e) => [e.row, e.error])).toEqual([
      [
        2,
        `word contains "\uFFFD", a letter lost because the file was not read as UTF-8. Save the file as 'CSV UTF-8 (Comma delimited)' and import it again.`,
      ],
      [3, expect.stringMatching(/^definition contains "\uFFFD"/)],
    ]);
    expect(plan.errors[0]?.data).toEqual(garbled);
  });
  it('refuses rows with two gaps or a case or verb form their word type cannot have', () => {
    const verb = { ...ok, word: 'minema', wordType: 'VERB', form: 'lähen', practiceContext: 'Ma ___ koju.' };
    const plan = planVocabularyImport(
      [
        { ...ok, practiceContext: 'Täna paistab ___ ja ___.' },
        { ...verb, caseForm: 'ILLATIVE' },
        { ...ok, verbForm: 'PAST' },
        { ...verb, verbForm: 'PRESENT' },
      ],
      [2, 3, 4, 5],
    );
    expect(plan.valid.map((v) => v.row)).toEqual([5]);
    expect(plan.errors.map((e) => [e.row, e.error])).toEqual([
      [2, 'Practice context must contain exactly one gap ___, found 2.'],
      [3, expect.stringMatching(/^Case form must be empty for a VERB/)],
      [4, expect.stringMatching(/^Verb form must be empty for a NOUN/)],
    ]);
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
