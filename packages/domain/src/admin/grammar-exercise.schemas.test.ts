import { describe, expect, it } from 'vitest';
import { grammarPayloadToContent } from '../grammar/grammar-content.ts';
import {
  grammarContentToPayload,
  grammarEditErrors,
  grammarEditSchema,
  grammarExerciseCreateInput,
  grammarExerciseListInput,
  rawList,
} from './grammar-exercise.schemas.ts';

const casePractice = {
  type: 'CASE_PRACTICE',
  level: 'A11',
  difficulty: 'BEGINNER',
  tags: [' places ', 'places', 'inessive'],
  sentence: 'Ma elan _____.',
  targetWord: 'maja',
  correctCase: 'INESSIVE',
  correctAnswer: 'majas',
  distractors: ['majja', 'majast', 'maja'],
  explanation: 'Inessive: in.',
  translation: 'I live in a house.',
};
const first = (x: unknown) => grammarExerciseCreateInput.safeParse(x).error?.issues[0]?.message;

describe('grammar create (§5)', () => {
  it('accepts a case practice and de-duplicates tags', () => {
    expect(grammarExerciseCreateInput.parse(casePractice).tags).toEqual(['places', 'inessive']);
  });
  it('checks level, difficulty, then the type fields, then the distractors', () => {
    expect(first({ ...casePractice, level: '', sentence: '' })).toBe('Level is required');
    expect(first({ ...casePractice, difficulty: ' ', sentence: '' })).toBe('Difficulty is required');
    expect(first({ ...casePractice, sentence: '', distractors: [] })).toBe(
      'All case practice fields are required',
    );
    expect(first({ ...casePractice, distractors: ['majja', ' ', 'maja'] })).toBe(
      'All distractors must be filled',
    );
    expect(first({ ...casePractice, distractors: ['majja', 'maja'] })).toBe('All distractors must be filled');
    expect(first({ ...casePractice, distractors: 'majja, majast, maja' })).toBeUndefined();
    expect(first({ ...casePractice, distractors: '["majja","majast","maja"]' })).toBeUndefined();
  });
  it('checks the other types with their messages', () => {
    const base = { level: 'A0', difficulty: 'BEGINNER' };
    expect(
      first({ ...base, type: 'VERB_CONJUGATION', verb: 'olema', subject: 'mina', context: 'Ma _____.' }),
    ).toBe('All verb conjugation fields are required');
    expect(
      first({
        ...base,
        type: 'VERB_CONJUGATION',
        verb: 'olema',
        subject: 'mina',
        verbCorrectAnswer: 'olen',
        context: 'Ma _____ kodus.',
      }),
    ).toBeUndefined();
    expect(first({ ...base, type: 'SENTENCE_CONSTRUCTION', words: ['ma', ''] })).toBe(
      'All sentence construction fields are required',
    );
    expect(first({ ...base, type: 'ERROR_CORRECTION', incorrectSentence: 'x' })).toBe(
      'All error correction fields are required',
    );
    expect(first({ ...base, type: 'TRANSLATION', sourceText: 'Hello' })).toBe(
      'Source and target text are required',
    );
    expect(first({ ...base, type: 'ESSAY' })).toMatch(/^Exercise type must be one of/);
  });
});

describe('grammar edit (§5)', () => {
  it('gives the case-practice messages in order', () => {
    expect(grammarEditErrors('CASE_PRACTICE', {}).map(([, m]) => m)).toEqual([
      'Sentence is required',
      'Target word is required',
      'Correct answer is required',
      'Explanation is required',
      'Translation is required',
      'All distractors are required',
    ]);
  });
  it('gives every type its messages', () => {
    const msgs = (t: Parameters<typeof grammarEditErrors>[0]) => grammarEditErrors(t, {}).map(([, m]) => m);
    expect(msgs('VERB_CONJUGATION')).toEqual([
      'Verb is required',
      'Subject is required',
      'Correct answer is required',
      'Context is required',
    ]);
    expect(msgs('SENTENCE_CONSTRUCTION')).toEqual([
      'All words are required',
      'Translation is required',
      'Focus is required',
    ]);
    expect(msgs('ERROR_CORRECTION')).toEqual([
      'Incorrect sentence is required',
      'Correct sentence is required',
    ]);
    expect(msgs('TRANSLATION')).toEqual(['Source text is required', 'Target text is required']);
  });
  it('attaches the messages to their fields for the form', () => {
    const r = grammarEditSchema('TRANSLATION').safeParse({ sourceText: 'Hello', targetText: '  ' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['targetText', 'Target text is required'],
    ]);
  });
});

describe('stored content ↔ payload', () => {
  it('round-trips every type', () => {
    const payloads = {
      CASE_PRACTICE: casePractice,
      VERB_CONJUGATION: {
        verb: 'olema',
        verbTranslation: 'to be',
        subject: 'mina',
        targetForm: 'PRESENT',
        verbCorrectAnswer: 'olen',
        context: 'Ma _____.',
        contextTranslation: 'I am.',
      },
      SENTENCE_CONSTRUCTION: {
        words: ['ma', 'lähen'],
        correctOrders: [[0, 1]],
        sentenceTranslation: 'I go',
        focus: 'order',
      },
      ERROR_CORRECTION: {
        incorrectSentence: 'Ma lähen koolis.',
        correctSentence: 'Ma lähen kooli.',
        translation: 'I go to school.',
        errors: [{ position: 2, type: 'case_error', correction: 'kooli' }],
        explanation: 'Illative.',
      },
      TRANSLATION: { sourceText: 'Hello', targetText: 'Tere', hints: ['greeting'], focusGrammar: [] },
    } as const;
    for (const [type, p] of Object.entries(payloads)) {
      const content = grammarPayloadToContent(type as never, p);
      expect(grammarPayloadToContent(type as never, grammarContentToPayload(type, content))).toEqual(content);
    }
  });
  it('reads lists that arrive as JSON strings', () => {
    expect(rawList('["a","","b"]')).toEqual(['a', '', 'b']);
    expect(rawList('a, b')).toEqual(['a', 'b']);
    expect(rawList(null)).toEqual([]);
  });
});

describe('grammar list filters', () => {
  it('allows the 1000-item lookup of the edit screen and no more', () => {
    expect(grammarExerciseListInput.parse({ limit: '1000', exerciseType: 'CASE_PRACTICE' })).toMatchObject({
      limit: 1000,
      exerciseType: 'CASE_PRACTICE',
    });
    expect(grammarExerciseListInput.safeParse({ limit: 1001 }).success).toBe(false);
  });
});

describe('grammar structure (the content pack’s rules, on create and on edit)', () => {
  const base = { level: 'A0', difficulty: 'BEGINNER' };
  it('wants exactly one gap in a case-practice sentence and a verb context', () => {
    expect(first({ ...casePractice, sentence: 'Ma elan suures majas.' })).toBe(
      'Sentence must contain the gap ___.',
    );
    expect(first({ ...casePractice, sentence: 'Ma ___ suures ___.' })).toBe(
      'Sentence must contain exactly one gap ___, found 2.',
    );
    // the pack's five underscores are a gap too
    expect(first({ ...casePractice, sentence: 'Ma elan suures _____.' })).toBeUndefined();
    const verb = {
      ...base,
      type: 'VERB_CONJUGATION',
      verb: 'olema',
      subject: 'mina',
      verbCorrectAnswer: 'olen',
      context: 'Ma olen kodus.',
    };
    expect(first(verb)).toBe('Context must contain the gap ___.');
    expect(grammarEditErrors('VERB_CONJUGATION', verb)).toEqual([
      ['context', 'Context must contain the gap ___.'],
    ]);
  });
  it('wants three different distractors, none an accepted answer', () => {
    expect(first({ ...casePractice, distractors: ['majja', 'majja', 'maja'] })).toBe(
      'Distractors must be 3 different forms.',
    );
    expect(first({ ...casePractice, distractors: ['majja', 'Majas', 'maja'] })).toBe(
      'Distractors must not include the answer "majas".',
    );
    expect(
      first({ ...casePractice, distractors: ['majja', 'majasse', 'maja'], alternatives: ['majasse'] }),
    ).toBe('Distractors must not include the answer "majasse".');
    expect(
      grammarEditErrors('CASE_PRACTICE', { ...casePractice, distractors: ['majja', 'majas', 'maja'] }),
    ).toEqual([['distractors', 'Distractors must not include the answer "majas".']]);
  });
  it('checks the required fields first, one message at a time', () => {
    expect(first({ ...casePractice, sentence: 'Ei ole lünka.', explanation: '' })).toBe(
      'All case practice fields are required',
    );
    expect(first({ ...casePractice, sentence: 'Ei ole lünka.', distractors: ['majas', '', 'maja'] })).toBe(
      'All distractors must be filled',
    );
  });
  it('wants shuffled words and correct orders of exactly those words (indexes or words)', () => {
    const sc = {
      ...base,
      type: 'SENTENCE_CONSTRUCTION',
      words: ['koju', 'ma', 'lähen'],
      correctOrders: [[1, 2, 0]],
      sentenceTranslation: 'I go home.',
      focus: 'verb second',
    };
    expect(first(sc)).toBeUndefined();
    expect(first({ ...sc, correctOrders: [['ma', 'lähen', 'koju']] })).toBeUndefined();
    expect(first({ ...sc, words: ['ma', 'lähen', 'koju'], correctOrders: [[0, 1, 2]] })).toBe(
      'Words must be shuffled, not given in a correct order.',
    );
    expect(
      first({
        ...sc,
        correctOrders: [
          [1, 2, 0],
          ['ma', 'läksin', 'koju'],
        ],
      }),
    ).toBe('Correct order 2 does not use exactly the given words: ma läksin koju.');
    expect(grammarEditErrors('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: [[1, 2]] })).toEqual([
      ['correctOrders', 'Correct order 1 does not use exactly the given words: ma lähen.'],
    ]);
  });
  it('wants the correct sentence of an error correction to differ from the incorrect one', () => {
    const ec = {
      ...base,
      type: 'ERROR_CORRECTION',
      incorrectSentence: 'Ma lähen kooli.',
      correctSentence: 'Ma lähen kooli.',
    };
    expect(first(ec)).toBe('Correct sentence must differ from the incorrect sentence.');
    expect(first({ ...ec, incorrectSentence: 'Ma lähen koolis.' })).toBeUndefined();
    expect(grammarEditSchema('ERROR_CORRECTION').safeParse(ec).error?.issues[0]?.path).toEqual([
      'correctSentence',
    ]);
  });
});
