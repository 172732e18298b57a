import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp, restAs } from '../testing/test-app.ts';

// Editor defects 2 and 18: an update is checked on the exercise as it would be stored, with the rules create
// applies (validation/item-rules.ts and the §5 required fields); a value of the wrong type is a 400 naming the field
// in words written for people, never coerced into an empty list; a refused update writes nothing.

const common = { level: 'A0', difficulty: 'BEGINNER', tags: ['test'] };

const sentenceConstruction = {
  type: 'SENTENCE_CONSTRUCTION',
  ...common,
  words: ['nimi', 'minu', 'on', 'Mari'],
  correctOrders: [[1, 0, 2, 3]],
  sentenceTranslation: 'My name is Mari.',
  focus: 'word order',
};

const errorCorrection = {
  type: 'ERROR_CORRECTION',
  ...common,
  incorrectSentence: 'Ma lähen koolis.',
  correctSentence: 'Ma lähen kooli.',
  translation: 'I go to school.',
  errors: [{ position: 2, type: 'case_error', correction: 'kooli' }],
  explanation: 'Going somewhere takes the illative.',
};

const casePractice = {
  type: 'CASE_PRACTICE',
  ...common,
  sentence: 'Ma elan väikeses _____.',
  targetWord: 'maja',
  correctCase: 'INESSIVE',
  correctAnswer: 'majas',
  distractors: ['majja', 'majast', 'maja'],
  explanation: 'Where? takes the inessive.',
  translation: 'I live in a small house.',
};

const verbConjugation = {
  type: 'VERB_CONJUGATION',
  ...common,
  verb: 'olema',
  subject: 'mina',
  targetForm: 'PRESENT',
  verbCorrectAnswer: 'olen',
  context: 'Ma _____ kodus.',
};

const translation = {
  type: 'TRANSLATION',
  ...common,
  sourceText: 'Good morning',
  targetText: 'Tere hommikust',
  hints: ['tere'],
  focusGrammar: ['greetings'],
};

/** zod's own wording, which must never reach an editor. */
const RAW_ZOD = /Invalid input|Too (small|big)|expected (number|string|array)|received|\w+\.\d+\.\w+:/;

describeApp('admin grammar exercise updates keep the create rules', (t) => {
  let admin = '';
  const api = restAs(t, () => admin);
  const create = async (body: Record<string, unknown>) => {
    const res = await api('POST', '/admin/grammar-exercises', { ...body, allowDuplicate: true });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().exercise.id as number;
  };
  /** The stored row and its history, to show a refused update wrote nothing. */
  const snapshot = async (id: number) => ({
    row: await t.db
      .selectFrom('grammar_exercises')
      .select(['content', 'level', 'difficulty', 'tags', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    history: Number(
      (
        await t.db
          .selectFrom('content_history')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('kind', '=', 'grammar_exercise')
          .where('item_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });
  const refused = async (id: number, body: Record<string, unknown>, message: string) => {
    const before = await snapshot(id);
    const res = await api('PUT', `/admin/grammar-exercises/${id}`, body);
    expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(400);
    expect(res.json().error, JSON.stringify(body)).toBe(message);
    expect(await snapshot(id), JSON.stringify(body)).toEqual(before);
  };

  beforeAll(async () => {
    admin = await t.login('grammar-editor@example.ee', { admin: true });
  });

  describe('sentence construction', () => {
    let id = 0;
    beforeAll(async () => {
      id = await create(sentenceConstruction);
    });

    it('refuses an update that removes every correct order (form and REST), and learners are still judged right', async () => {
      // the edit form sends the whole exercise with the orders it has left: none
      const { type: _type, ...form } = sentenceConstruction;
      await refused(id, { ...form, correctOrders: [] }, 'At least one correct order is required');
      await refused(id, { correctOrders: [] }, 'At least one correct order is required');
      await refused(id, { correctOrders: '[]' }, 'At least one correct order is required');
      await refused(id, { correctOrders: '' }, 'At least one correct order is required');
      await refused(
        id,
        { correctOrders: [[]] },
        'Correct order 1 is empty: list the words in a correct order.',
      );
      const check = await t.app.inject({
        method: 'POST',
        url: `/api/grammar-exercises/${id}/check`,
        payload: { answer: 'minu nimi on Mari' },
      });
      expect(check.json()).toMatchObject({ verdict: 'correct' });
    });

    it('refuses correct orders of the wrong type with a 400 naming them, never storing []', async () => {
      const orders =
        'Correct orders must be a list of word orders, each a list of word numbers (from 0) or of the words.';
      await refused(id, { correctOrders: 'nope' }, orders);
      await refused(id, { correctOrders: 5 }, orders);
      await refused(id, { correctOrders: { 0: [1, 0, 2, 3] } }, orders);
      await refused(id, { correctOrders: [5] }, 'Correct order 1 must be a list of word numbers or words.');
      await refused(
        id,
        { correctOrders: [[1, 0, 2, -3]] },
        'Correct order 1: entry 4 must be a word number (a whole number from 0) or a word.',
      );
      await refused(
        id,
        { correctOrders: [[1, 0, 2, 7]] },
        'Correct order 1 uses word number 7, but the words are numbered 0 to 3.',
      );
      await refused(id, { words: 'x'.repeat(0) }, 'All words are required');
      await refused(id, { words: [1, null] }, 'Word 2 must be text.');
      await refused(id, { words: '["nimi", {}]' }, 'Word 2 must be text.');
    });

    it('still saves a valid edit, orders given as words or as a JSON string', async () => {
      const res = await api('PUT', `/admin/grammar-exercises/${id}`, {
        correctOrders: '[["minu","nimi","on","Mari"],[3,2,1,0]]',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().exercise.correct_orders).toEqual([
        ['minu', 'nimi', 'on', 'Mari'],
        [3, 2, 1, 0],
      ]);
    });

    it('refuses a create whose orders are no list, rather than storing none', async () => {
      const res = await api('POST', '/admin/grammar-exercises', {
        ...sentenceConstruction,
        correctOrders: 'nope',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^Correct orders must be a list of word orders/);
    });
  });

  describe('error correction', () => {
    let id = 0;
    beforeAll(async () => {
      id = await create(errorCorrection);
    });

    it('refuses errors of the wrong type instead of wiping the stored list', async () => {
      const list = 'Errors must be a list of {position, type, correction}.';
      await refused(id, { errors: 'bad' }, list);
      await refused(id, { errors: 5 }, list);
      await refused(id, { errors: '{"position":1}' }, list);
      await refused(id, { errors: [5] }, 'Error 1 must be {position, type, correction}.');
      const stored = await api('GET', `/admin/grammar-exercises/${id}`);
      expect(stored.json().exercise.errors).toEqual(errorCorrection.errors);
    });

    it('words every error message for people (defect 18)', async () => {
      await refused(
        id,
        { errors: [{ position: -1, type: 'x', correction: 'y' }] },
        'Error 1: position must be a whole number of at least 0.',
      );
      const ok = { position: 2, type: 'case_error', correction: 'kooli' };
      await refused(
        id,
        { errors: [ok, { position: 1.5, type: 'spelling', correction: 'y' }] },
        'Error 2: position must be a whole number of at least 0.',
      );
      await refused(
        id,
        { errors: [ok, { position: '2', type: 'spelling', correction: 'y' }] },
        'Error 2: position must be a whole number of at least 0.',
      );
      await refused(
        id,
        { errors: [{ position: 2, type: 'x'.repeat(60), correction: 'y' }] },
        'Error 1: type must be one of case_error, verb_form, word_order, spelling, other.',
      );
      await refused(id, { errors: [{ position: 2, type: 'spelling' }] }, 'Error 1: correction is required.');
      await refused(
        id,
        { errors: [{ position: 2, type: 'spelling', correction: 7 }] },
        'Error 1: correction must be text.',
      );
      await refused(
        id,
        { errors: [{ position: 2, type: 'spelling', correction: 'x'.repeat(2001) }] },
        'Error 1: correction must be at most 2000 characters.',
      );
    });

    it('saves errors sent as a JSON string, and a cleared list', async () => {
      const json = await api('PUT', `/admin/grammar-exercises/${id}`, {
        errors: '[{"position":2,"type":"spelling","correction":"kooli"}]',
      });
      expect(json.statusCode, json.body).toBe(200);
      expect(json.json().exercise.errors).toEqual([{ position: 2, type: 'spelling', correction: 'kooli' }]);
      const none = await api('PUT', `/admin/grammar-exercises/${id}`, { errors: [] });
      expect(none.statusCode, none.body).toBe(200);
      expect(none.json().exercise.errors).toEqual([]);
    });
  });

  it('answers every wrong-typed field of every type in words, naming the field, and writes nothing', async () => {
    const ids = {
      CASE_PRACTICE: await create(casePractice),
      VERB_CONJUGATION: await create(verbConjugation),
      SENTENCE_CONSTRUCTION: await create({ ...sentenceConstruction, words: ['on', 'minu', 'nimi', 'Mari'] }),
      ERROR_CORRECTION: await create({ ...errorCorrection, incorrectSentence: 'Ma lähen poes.' }),
      TRANSLATION: await create(translation),
    };
    const cases: [keyof typeof ids, Record<string, unknown>, string][] = [
      ['CASE_PRACTICE', { sentence: 5 }, 'Sentence must be text.'],
      ['CASE_PRACTICE', { distractors: 'x'.repeat(0) }, 'All distractors are required'],
      ['CASE_PRACTICE', { distractors: ['a', null, 'b'] }, 'Distractor 2 must be text.'],
      ['CASE_PRACTICE', { distractors: { a: 1 } }, 'Distractors must be a list.'],
      ['CASE_PRACTICE', { correctCase: 3 }, expect.stringMatching(/^Correct case must be one of NOMINATIVE/)],
      ['CASE_PRACTICE', { alternatives: 'majas' }, 'Alternatives must be a list of accepted answers.'],
      ['CASE_PRACTICE', { alternatives: [1] }, 'Each alternative must be text.'],
      ['CASE_PRACTICE', { tags: [1] }, 'Tags must be a list.'],
      ['CASE_PRACTICE', { level: 'Z9' }, expect.stringMatching(/^Level must be one of A0/)],
      ['CASE_PRACTICE', { difficulty: 1 }, expect.stringMatching(/^Difficulty must be one of BEGINNER/)],
      ['VERB_CONJUGATION', { verb: ['olema'] }, 'Verb must be text.'],
      ['VERB_CONJUGATION', { targetForm: 'NOW' }, expect.stringMatching(/^Target form must be one of/)],
      ['VERB_CONJUGATION', { context: 'Ma olen kodus.' }, 'Context must contain the gap ___.'],
      ['SENTENCE_CONSTRUCTION', { words: 5 }, 'Words must be a list.'],
      ['SENTENCE_CONSTRUCTION', { words: '[oops' }, 'Words must be a list.'],
      ['SENTENCE_CONSTRUCTION', { focus: {} }, 'Focus must be text.'],
      ['SENTENCE_CONSTRUCTION', { sentenceTranslation: null }, 'Translation is required'],
      ['ERROR_CORRECTION', { incorrectSentence: 1 }, 'Incorrect sentence must be text.'],
      [
        'ERROR_CORRECTION',
        { correctSentence: 'Ma lähen poes.' },
        'Correct sentence must differ from the incorrect sentence.',
      ],
      ['TRANSLATION', { hints: 5 }, 'Hints must be a list.'],
      ['TRANSLATION', { hints: [{ text: 'tere' }] }, 'Hint 1 must be text.'],
      ['TRANSLATION', { focusGrammar: [true] }, 'Focus grammar 1 must be text.'],
      ['TRANSLATION', { hints: Array(51).fill('tere') }, 'At most 50 hints.'],
      ['TRANSLATION', { direction: 'EN_FI' }, 'Direction must be EN_ET or ET_EN.'],
      ['TRANSLATION', { targetText: '' }, 'Target text is required'],
    ];
    for (const [type, body, message] of cases) {
      const id = ids[type];
      const before = await snapshot(id);
      const res = await api('PUT', `/admin/grammar-exercises/${id}`, body);
      const what = `${type} ${JSON.stringify(body).slice(0, 80)} → ${res.body}`;
      expect(res.statusCode, what).toBe(400);
      expect(res.json().error, what).toEqual(message);
      expect(res.json().error, what).not.toMatch(RAW_ZOD);
      expect(await snapshot(id), what).toEqual(before);
    }
  });
});
