import { describe, expect, it } from 'vitest';
import { canonicalCsvHeader, IMPORT_SKIP_REASONS } from './vocabulary-import.ts';
import {
  cardDifferences,
  importCardKey,
  importChunks,
  planVocabularyImport,
} from './vocabulary-import-plan.ts';

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
      [ok, { ...ok, translation: '' }, { ...ok, level: 'a0' }, 'junk'],
      [2, 3, 5, 6],
    );
    expect(plan.valid.map((v) => v.row)).toEqual([2]);
    expect(plan.errors).toEqual([
      { row: 3, error: 'Translation is required', data: { ...ok, translation: '' } },
      { row: 6, error: 'Each row must be an object of CSV columns.', data: { value: 'junk' } },
    ]);
    // the same card once the level is read as the create form reads it (a0 → A0): a plain repeat
    expect(plan.skippedRows).toEqual([
      {
        row: 5,
        error: 'Skipped: the same word, form and practice context as row 2.',
        data: { ...ok, level: 'a0' },
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
  it('says how a repeated row differs from the row it repeats, instead of a plain "same as row 2"', () => {
    const edited = { ...ok, translation: 'home', level: 'B1' };
    const plan = planVocabularyImport([ok, edited, { ...ok, definition: 'a building' }], [2, 3, 4]);
    expect(plan.skippedRows).toEqual([
      {
        row: 3,
        error:
          "Skipped: the same word, form and practice context as row 2, with another translation ('home' here, row 2: 'house') and level ('B1' here, row 2: 'A0'). Only one card per word, form and practice context is imported: keep the row you want and delete the other.",
        data: edited,
        differs: ['translation', 'level'],
      },
      {
        row: 4,
        error: expect.stringMatching(
          /^Skipped: .* as row 2, with another definition \('a building' here, row 2: none\)\./,
        ),
        data: { ...ok, definition: 'a building' },
        differs: ['definition'],
      },
    ]);
  });
  it('compares a row with a stored card field by field, blank and missing meaning none', () => {
    expect(
      cardDifferences(
        { translation: 'and', definition: undefined },
        { translation: 'and', definition: null },
      ),
    ).toEqual([]);
    const diffs = cardDifferences(
      { translation: 'also', level: 'A0', frequencyRank: 3, definition: 'x'.repeat(100) },
      { translation: 'and', level: 'A0', frequencyRank: null, definition: 'y'.repeat(100) },
    );
    expect(diffs.map((d) => d.field)).toEqual(['translation', 'definition', 'frequencyRank']);
    expect(IMPORT_SKIP_REASONS.existingDiffers(diffs)).toBe(
      `Skipped: a card with this word, form and practice context exists with another translation ('also' here, stored: 'and'), definition ('${'x'.repeat(59)}…' here, stored: '${'y'.repeat(59)}…') and frequency rank ('3' here, stored: none). An import does not change existing cards: edit that card to change it.`,
    );
    // a field the row leaves blank says nothing: a file without ranks does not differ from every stored rank
    expect(
      cardDifferences({ translation: 'and', frequencyRank: '' }, { translation: 'and', frequencyRank: 5000 }),
    ).toEqual([]);
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

describe('import chunks (the preview and the import send a big file in several requests)', () => {
  const card = (word: string, over: Record<string, unknown> = {}) => ({ ...ok, word, form: word, ...over });
  it('sends rows in file order, `size` a request, with their spreadsheet rows', () => {
    const cards = Array.from({ length: 21_000 }, (_, i) => card(`w${i}`));
    const rows = cards.map((_, i) => i + 2);
    const chunks = importChunks(cards, rows, 500);
    expect(chunks).toHaveLength(42);
    expect(chunks.every((c) => c.cards.length === 500 && c.rows.length === 500)).toBe(true);
    expect(chunks[41]?.rows.at(-1)).toBe(21_001);
    expect(chunks.flatMap((c) => c.cards)).toEqual(cards);
  });
  it('puts a repeated row in the request of the row it repeats (same word, form and context, any case or spacing)', () => {
    const cards = [
      card('a'),
      card('b'),
      card('c'),
      card(' A ', { translation: 'other' }),
      card('d'),
      card('b'),
    ];
    const chunks = importChunks(cards, [2, 3, 4, 5, 6, 7], 2);
    expect(chunks.map((c) => c.rows)).toEqual([
      [2, 3, 5, 7],
      [4, 6],
    ]);
    // the plan of the first request sees both repeats
    const plan = planVocabularyImport(chunks[0]!.cards, chunks[0]!.rows);
    expect(plan.skippedRows.map((r) => r.row)).toEqual([7]);
    // rows without a key (rejected anyway) are not grouped
    expect(importChunks([{}, {}, {}], [2, 3, 4], 1).map((c) => c.rows)).toEqual([[2], [3], [4]]);
  });
  it('never makes a request larger than the server takes', () => {
    const chunks = importChunks(
      Array.from({ length: 7 }, () => card('same')),
      [2, 3, 4, 5, 6, 7, 8],
      2,
      3,
    );
    expect(chunks.map((c) => c.rows)).toEqual([
      [2, 3, 4],
      [5, 6],
      [7, 8],
    ]);
  });
});
