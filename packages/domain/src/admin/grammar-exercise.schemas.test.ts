import { describe, expect, it } from 'vitest';
import { grammarPayloadToContent } from '../grammar/grammar-content.ts';
import {
  grammarContentToPayload,
  grammarEditErrors,
  grammarEditSchema,
  grammarErrorItemProblem,
  grammarExerciseCreateInput,
  grammarExerciseListInput,
  grammarExerciseUpdateInput,
  grammarStoredErrors,
  rawList,
  sentListEntries,
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
  it('de-duplicates tags that differ only in case, keeping the first spelling (editor defect 3)', () => {
    const tags = 'cases, illative, Cases , illative';
    expect(grammarExerciseCreateInput.parse({ ...casePractice, tags }).tags).toEqual(['cases', 'illative']);
    expect(grammarExerciseUpdateInput.parse({ id: 1, tags: ['Kohakäänded', 'kohakäänded'] }).tags).toEqual([
      'Kohakäänded',
    ]);
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
      'At least one correct order is required',
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
  it("refuses an accepted alternative equal to the answer after the judge's normalisation, as a card does", () => {
    expect(first({ ...casePractice, alternatives: ['Majas.'] })).toBe(
      'Also accepted: "Majas." is the correct answer itself; list only other answers.',
    );
    expect(first({ ...casePractice, alternatives: ['majasse', 'Majasse'] })).toBe(
      'Also accepted: "Majasse" is listed twice; list each answer once.',
    );
    expect(first({ ...casePractice, alternatives: ['.'] })).toBe(
      'Also accepted: "." has no letters; write the answer itself.',
    );
    expect(
      first({ ...casePractice, alternatives: ['majasse'], distractors: ['majja', 'majast', 'maja'] }),
    ).toBe(undefined);
    const verb = { type: 'VERB_CONJUGATION', verb: 'olema', subject: 'mina', verbCorrectAnswer: 'olen' };
    expect(
      grammarEditErrors('VERB_CONJUGATION', { ...verb, context: 'Ma ___ kodus.', alternatives: ['OLEN'] }),
    ).toEqual([
      ['alternatives', 'Also accepted: "OLEN" is the correct answer itself; list only other answers.'],
    ]);
    const tr = { type: 'TRANSLATION', sourceText: 'I am at home.', targetText: 'Ma olen kodus.' };
    expect(grammarEditErrors('TRANSLATION', { ...tr, alternatives: ['ma olen kodus'] })).toEqual([
      ['alternatives', 'Also accepted: "ma olen kodus" is the target text itself; list only other answers.'],
    ]);
    expect(grammarEditErrors('TRANSLATION', { ...tr, alternatives: ['Olen kodus.'] })).toEqual([]);
  });
});

describe('grammar update: the item as it would be stored, every field of the right type (editor defects 2, 18)', () => {
  const sc = {
    words: ['nimi', 'minu', 'on', 'Mari'],
    correctOrders: [[1, 0, 2, 3]],
    sentenceTranslation: 'My name is Mari.',
    focus: 'word order',
  };
  const upd = (p: Record<string, unknown>) =>
    grammarExerciseUpdateInput.safeParse({ id: 1, ...p }).error?.issues.map((i) => i.message);

  it('wants at least one correct order on edit, as create does', () => {
    expect(grammarEditErrors('SENTENCE_CONSTRUCTION', sc)).toEqual([]);
    for (const none of [[], '[]', '', null, undefined])
      expect(grammarEditErrors('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: none })).toEqual([
        ['correctOrders', 'At least one correct order is required'],
      ]);
    expect(
      grammarEditSchema('SENTENCE_CONSTRUCTION').safeParse({ ...sc, correctOrders: [] }).error?.issues,
    ).toEqual([
      expect.objectContaining({ path: ['correctOrders'], message: 'At least one correct order is required' }),
    ]);
  });

  it('names an order that points past the words and an empty order', () => {
    expect(grammarEditErrors('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: [[1, 0, 2, 9]] })).toEqual([
      ['correctOrders', 'Correct order 1 uses word number 9, but the words are numbered 0 to 3.'],
    ]);
    expect(grammarEditErrors('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: [[1, 0, 2, 3], []] })).toEqual([
      ['correctOrders', 'Correct order 2 is empty: list the words in a correct order.'],
    ]);
  });

  it('checks the exercise as stored, after the lists are read', () => {
    expect(grammarStoredErrors('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: '[[1,0,2,3]]' })).toEqual([]);
    // a value the conversion cannot read would be stored as "no order": refused, not saved
    expect(grammarStoredErrors('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: 'nope' })).toEqual([
      ['correctOrders', 'At least one correct order is required'],
    ]);
    expect(
      grammarStoredErrors('VERB_CONJUGATION', {
        verb: 'olema',
        subject: 'mina',
        correctAnswer: 'olen',
        context: 'Ma _____ kodus.',
      }),
    ).toEqual([]);
  });

  it('refuses lists of the wrong type with a message naming the field, never coercing them', () => {
    const orders =
      'Correct orders must be a list of word orders, each a list of word numbers (from 0) or of the words.';
    expect(upd({ correctOrders: 'nope' })).toEqual([orders]);
    expect(upd({ correctOrders: 7 })).toEqual([orders]);
    expect(upd({ correctOrders: ['0 1 2'] })).toEqual([
      'Correct order 1 must be a list of word numbers or words.',
    ]);
    expect(upd({ correctOrders: [[0, 1.5]] })).toEqual([
      'Correct order 1: entry 2 must be a word number (a whole number from 0) or a word.',
    ]);
    expect(upd({ correctOrders: '[[1,0,2,3]]' })).toBeUndefined();
    expect(upd({ errors: 'bad' })).toEqual(['Errors must be a list of {position, type, correction}.']);
    expect(upd({ errors: '[{"type":"spelling","correction":"kooli"}]' })).toBeUndefined();
    expect(upd({ words: [1, true] })).toEqual(['Word 2 must be text.']);
    expect(upd({ words: '[broken' })).toEqual(['Words must be a list.']);
    expect(upd({ words: 'minu, nimi' })).toBeUndefined();
    expect(upd({ distractors: [{}] })).toEqual(['Distractor 1 must be text.']);
    expect(upd({ hints: Array(51).fill('x') })).toEqual(['At most 50 hints.']);
    expect(upd({ focusGrammar: ['x'.repeat(2001)] })).toEqual([
      'Focus grammar 1 must be at most 2000 characters.',
    ]);
  });

  it('words the errors of an error correction for people (defect 18)', () => {
    expect(upd({ errors: [{ position: -1, type: 'x', correction: 'y' }] })).toEqual([
      'Error 1: position must be a whole number of at least 0.',
    ]);
    expect(grammarErrorItemProblem({ position: 2, type: 'case_error', correction: 'kooli' }, 1)).toBeNull();
    expect(grammarErrorItemProblem({ type: 'other', correction: 'kooli' }, 1)).toBeNull();
    expect(grammarErrorItemProblem({ position: '2', type: 'other', correction: 'x' }, 3)).toBe(
      'Error 3: position must be a whole number of at least 0.',
    );
    expect(grammarErrorItemProblem({ position: 2, type: 'grammar', correction: 'x' }, 1)).toBe(
      'Error 1: type must be one of case_error, verb_form, word_order, spelling, other.',
    );
    expect(grammarErrorItemProblem({ position: 2, type: 'other', correction: ' ' }, 1)).toBe(
      'Error 1: correction is required.',
    );
    expect(grammarErrorItemProblem({ position: 2, type: 'other', correction: 3 }, 1)).toBe(
      'Error 1: correction must be text.',
    );
    expect(grammarErrorItemProblem('kooli', 2)).toBe('Error 2 must be {position, type, correction}.');
  });

  it('never answers with zod’s own wording, whatever the field holds', () => {
    const raw = /Invalid input|Too (small|big)|expected (number|string|array)|received/;
    const wrong = [
      5,
      true,
      {},
      [{}],
      [[{}]],
      'x'.repeat(2001),
      [-1],
      [null],
      Array(60).fill('a'),
      [{ position: -1, type: 'x', correction: 'y' }],
      [{ position: 1, type: 'x'.repeat(60), correction: 'y' }],
    ];
    const fields = Object.keys(grammarExerciseUpdateInput.shape).filter((k) => k !== 'id');
    for (const field of fields)
      for (const value of wrong) {
        const issues = grammarExerciseUpdateInput.safeParse({ id: 1, [field]: value }).error?.issues ?? [];
        for (const issue of issues)
          expect(issue.message, `${field}: ${JSON.stringify(value)}`).not.toMatch(raw);
      }
  });

  it('reads a list sent as JSON or commas, and nothing else', () => {
    expect(sentListEntries(['a'])).toEqual(['a']);
    expect(sentListEntries('["a","b"]')).toEqual(['a', 'b']);
    expect(sentListEntries('a, b')).toEqual(['a', 'b']);
    expect(sentListEntries(' ')).toEqual([]);
    expect(sentListEntries('[a')).toBeNull();
    expect(sentListEntries('{"a":1}')).toEqual(['{"a":1}']);
    expect(sentListEntries('nope', { commaList: false })).toBeNull();
    expect(sentListEntries(5)).toBeNull();
  });
});
