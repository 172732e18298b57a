import { describe, expect, it } from 'vitest';
import { fieldChanges, grammarExerciseLabel, readableItemLabel } from './content-history.ts';

describe('fieldChanges', () => {
  it('lists the fields that differ, before and after, in the order given', () => {
    expect(
      fieldChanges(
        { translation: 'to discuss', level: 'A0', definition: null, word: 'arutama' },
        { translation: 'to talk about', level: 'A0', definition: undefined, word: 'arutama' },
        ['word', 'translation', 'level', 'definition'],
      ),
    ).toEqual([{ field: 'translation', before: 'to discuss', after: 'to talk about' }]);
    expect(fieldChanges({ level: 'A0' }, { level: 'B1' }, ['level', 'word'])).toEqual([
      { field: 'level', before: 'A0', after: 'B1' },
    ]);
  });
});

describe('grammarExerciseLabel (Trash and History, round 2 defect 3)', () => {
  it('names the type in words, then what an editor recognises the exercise by', () => {
    expect(
      grammarExerciseLabel('VERB_CONJUGATION', {
        verb: 'arutama',
        subject: 'nemad',
        target_form: 'PAST',
        context: 'Nad ___ seda eile.',
      }),
    ).toBe('Verb conjugation: arutama (nemad, past)');
    expect(grammarExerciseLabel('CASE_PRACTICE', { sentence: 'Ma ostan ___.' })).toBe(
      'Case practice: Ma ostan ___.',
    );
    expect(grammarExerciseLabel('SENTENCE_CONSTRUCTION', { words: ['Ma', 'elan', 'Tallinnas'] })).toBe(
      'Sentence construction: Ma elan Tallinnas',
    );
    expect(grammarExerciseLabel('ERROR_CORRECTION', { incorrect_sentence: 'Ma lähen poodi eile.' })).toBe(
      'Error correction: Ma lähen poodi eile.',
    );
    expect(grammarExerciseLabel('VERB_CONJUGATION', { verb: 'olema' })).toBe('Verb conjugation: olema');
    expect(grammarExerciseLabel('TRANSLATION', null)).toBe('Translation');
  });

  it('formats a label stored with the enum on read; other labels and kinds stay as they are', () => {
    expect(readableItemLabel('grammar_exercise', 'VERB_CONJUGATION arutama')).toBe(
      'Verb conjugation: arutama',
    );
    expect(readableItemLabel('grammar_exercise', 'CASE_PRACTICE Ma ostan ___.')).toBe(
      'Case practice: Ma ostan ___.',
    );
    expect(readableItemLabel('grammar_exercise', 'Case practice: Ma ostan ___.')).toBe(
      'Case practice: Ma ostan ___.',
    );
    expect(readableItemLabel('vocabulary_card', 'CASE_PRACTICE x')).toBe('CASE_PRACTICE x');
  });
});
