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
