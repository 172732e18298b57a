import { grammarFields, judge } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { isUnchanged, UNCHANGED_HINT, unchangedHint } from './unchanged.ts';

const ex = grammarFields('ERROR_CORRECTION', {
  incorrect_sentence: 'Ma olen näinud see film.',
  correct_sentence: 'Ma olen näinud seda filmi.',
  errors: [
    { position: 3, type: 'case_error', correction: 'seda' },
    { position: 4, type: 'case_error', correction: 'filmi' },
  ],
});
const incorrect = 'Ma olen näinud see film.';

describe('error correction: Check on the unedited sentence', () => {
  it('is the sentence the box was filled with, compared as the judge compares sentences', () => {
    expect(isUnchanged(incorrect, incorrect)).toBe(true);
    expect(isUnchanged('  ma olen  näinud see film ', incorrect)).toBe(true);
    expect(isUnchanged('Ma olen näinud see film!', incorrect)).toBe(true);
    expect(isUnchanged('Ma olen näinud seda film.', incorrect)).toBe(false);
    expect(isUnchanged('seda filmi', incorrect)).toBe(false);
    expect(isUnchanged('', '')).toBe(false);
  });

  it('gets the hint instead of a verdict, and an edited answer none (it is judged)', () => {
    expect(unchangedHint(incorrect, incorrect)).toBe(UNCHANGED_HINT);
    expect(unchangedHint('Ma olen näinud seda filmi.', incorrect)).toBeNull();
    expect(unchangedHint('Ma olen näinud see filmi.', incorrect)).toBeNull();
  });

  it("says what the judge says to the unchanged sentence (the judge's text, not a second wording)", () => {
    const j = judge(ex, incorrect);
    expect(j.verdict).toBe('wrong');
    expect(j.diagnosis?.message).toBe(UNCHANGED_HINT);
  });

  it('covers a word-order mistake too, whose unchanged sentence the judge would answer with the order', () => {
    const order = grammarFields('ERROR_CORRECTION', {
      incorrect_sentence: 'Eile ma läksin kooli.',
      correct_sentence: 'Eile läksin ma kooli.',
      errors: [{ position: 1, type: 'word_order', correction: 'läksin ma' }],
    });
    expect(judge(order, 'Eile ma läksin kooli.').diagnosis?.kind).toBe('word-order');
    expect(unchangedHint('Eile ma läksin kooli.', 'Eile ma läksin kooli.')).toBe(UNCHANGED_HINT);
  });
});
