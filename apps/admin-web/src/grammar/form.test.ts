import { grammarEditSchema, grammarExerciseCreateInput } from '@keelerada/domain';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstSchemaMessage } from '../lib/form.ts';
import {
  emptyGrammarForm,
  errorPositionWord,
  exerciseToForm,
  formToPayload,
  orderSentence,
  parseTags,
  removeWord,
  resetAfterCreate,
} from './form.ts';

describe('grammar form values', () => {
  it('start with the §9 defaults and three distractors', () => {
    const f = emptyGrammarForm();
    expect([f.level, f.difficulty, f.correctCase, f.targetForm]).toEqual([
      'A0',
      'BEGINNER',
      'NOMINATIVE',
      'PRESENT',
    ]);
    expect(f.distractors).toEqual(['', '', '']);
  });

  it('read a stored exercise whose lists are JSON strings', () => {
    const f = exerciseToForm({
      type: 'CASE_PRACTICE',
      level: 'A11',
      difficulty: 'INTERMEDIATE',
      tags: '["kohakäänded","maja"]',
      sentence: 'Ma olen ___.',
      target_word: 'maja',
      correct_case: 'INESSIVE',
      case_correct_answer: 'majas',
      case_distractors: '["maja","majja","majast"]',
      explanation: 'Inessive: in',
      case_translation: 'I am in the house.',
    });
    expect(f.tags).toBe('kohakäänded, maja');
    expect(f.distractors).toEqual(['maja', 'majja', 'majast']);
    expect(f.correctAnswer).toBe('majas');
    expect(f.correctCase).toBe('INESSIVE');
  });

  it('become a payload the create schema accepts, with the §5 messages when not', () => {
    const f = {
      ...emptyGrammarForm('CASE_PRACTICE'),
      sentence: 'Ma olen ___.',
      targetWord: 'maja',
      correctAnswer: 'majas',
      distractors: ['maja', 'majja', ''],
      explanation: 'x',
      translation: 'y',
    };
    const bad = grammarExerciseCreateInput.safeParse(formToPayload(f));
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe('All distractors must be filled');
    const good = grammarExerciseCreateInput.safeParse(
      formToPayload({ ...f, distractors: ['maja', 'majja', 'majast'] }),
    );
    expect(good.success).toBe(true);
  });

  it('drop empty hints and focus-grammar entries on save', () => {
    const f = {
      ...emptyGrammarForm('TRANSLATION'),
      sourceText: 'I am home.',
      targetText: 'Ma olen kodus.',
      hints: ['', 'kodus = at home', ' '],
      focusGrammar: [' inessive ', ''],
    };
    const p = formToPayload(f);
    expect(p.hints).toEqual(['kodus = at home']);
    expect(p.focusGrammar).toEqual(['inessive']);
    expect(grammarEditSchema('TRANSLATION').safeParse(p).success).toBe(true);
  });

  it('report the edit messages of the type', () => {
    const p = formToPayload({ ...emptyGrammarForm('VERB_CONJUGATION'), verb: 'olema' });
    const r = grammarEditSchema('VERB_CONJUGATION').safeParse(p);
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Subject is required',
      'Correct answer is required',
      'Context is required',
    ]);
  });
});

describe('sentence construction', () => {
  it('removing a word re-indexes the correct orders', () => {
    const r = removeWord(['Ma', 'olen', 'täna', 'kodus'], ['0 1 2 3', '2 0 1 3', 'Ma olen kodus'], 2);
    expect(r.words).toEqual(['Ma', 'olen', 'kodus']);
    expect(r.correctOrders).toEqual(['0 1 2', '0 1 2', 'Ma olen kodus']);
  });

  it('shows the sentence an order spells', () => {
    expect(orderSentence(['Ma', 'olen', 'kodus'], '0, 1 2')).toBe('Ma olen kodus');
    expect(orderSentence(['Ma'], '0 4')).toBe('Ma [4?]');
  });

  it('tags are trimmed and unique', () => {
    expect(parseTags(' a, b ,a,, c')).toEqual(['a', 'b', 'c']);
  });

  it('tags that differ only in letter case are one tag, the first spelling kept (editor defect 3)', () => {
    expect(parseTags('cases, illative, Cases , illative')).toEqual(['cases', 'illative']);
    expect(formToPayload({ ...emptyGrammarForm(), tags: 'Õpik, õpik' }).tags).toEqual(['Õpik']);
  });

  it('orders become lists of indexes in the payload', () => {
    const p = formToPayload({
      ...emptyGrammarForm('SENTENCE_CONSTRUCTION'),
      words: ['Ma', 'olen'],
      correctOrders: ['0 1', ' '],
      sentenceTranslation: 'I am',
      focus: 'word order',
    });
    expect(p.correctOrders).toEqual([[0, 1]]);
  });
});

describe('accepted alternatives (issue 17)', () => {
  it('round-trips alternatives and the translation direction, dropping blank rows', () => {
    const form = exerciseToForm({
      type: 'TRANSLATION',
      level: 'A0',
      difficulty: 'BEGINNER',
      tags: [],
      source_text: 'I am at school.',
      target_text: 'Ma olen koolis.',
      alternatives: ['Olen koolis.', 'Mina olen koolis, täna.'],
      direction: 'ET_EN',
    });
    expect(form.alternatives).toEqual(['Olen koolis.', 'Mina olen koolis, täna.']);
    expect(form.direction).toBe('ET_EN');
    const payload = formToPayload({ ...form, alternatives: [...form.alternatives, '  '] });
    expect(payload).toMatchObject({
      alternatives: ['Olen koolis.', 'Mina olen koolis, täna.'],
      direction: 'ET_EN',
    });
  });
});

describe('the edit form keeps the create rules (editor defects 2, 18)', () => {
  const sc = exerciseToForm({
    type: 'SENTENCE_CONSTRUCTION',
    level: 'A0',
    difficulty: 'BEGINNER',
    tags: [],
    words: ['nimi', 'minu', 'on', 'Mari'],
    correct_orders: [[1, 0, 2, 3]],
    sentence_translation: 'My name is Mari.',
    focus: 'word order',
  });
  const messages = (
    type: Parameters<typeof grammarEditSchema>[0],
    values: Parameters<typeof formToPayload>[0],
  ) => {
    const r = grammarEditSchema(type).safeParse(formToPayload(values));
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('refuses to save a sentence construction whose every correct order was removed', () => {
    expect(messages('SENTENCE_CONSTRUCTION', sc)).toEqual([]);
    expect(messages('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: [] })).toEqual([
      'At least one correct order is required',
    ]);
    expect(messages('SENTENCE_CONSTRUCTION', { ...sc, correctOrders: [' '] })).toEqual([
      'At least one correct order is required',
    ]);
  });

  it('names an error position that is no whole number rather than dropping it', () => {
    const ec = {
      ...emptyGrammarForm('ERROR_CORRECTION'),
      incorrectSentence: 'Ma lähen koolis.',
      correctSentence: 'Ma lähen kooli.',
      errors: [{ position: '-1', type: 'case_error', correction: 'kooli' }],
    };
    expect(messages('ERROR_CORRECTION', ec)).toEqual([
      'Error 1: position must be a whole number of at least 0.',
    ]);
    expect(
      messages('ERROR_CORRECTION', {
        ...ec,
        errors: [{ position: 'two', type: 'case_error', correction: 'kooli' }],
      }),
    ).toEqual(['Error 1: position must be a whole number of at least 0.']);
    expect(
      formToPayload({ ...ec, errors: [{ position: ' 2 ', type: 'case_error', correction: 'kooli' }] }).errors,
    ).toEqual([{ position: 2, type: 'case_error', correction: 'kooli' }]);
    expect(
      formToPayload({ ...ec, errors: [{ position: '', type: 'spelling', correction: 'kooli' }] }).errors,
    ).toEqual([{ type: 'spelling', correction: 'kooli' }]);
  });

  it('reads an error kind the select does not offer as "other", as the learner app does', () => {
    const f = exerciseToForm({
      type: 'ERROR_CORRECTION',
      level: 'A0',
      difficulty: 'BEGINNER',
      tags: [],
      incorrect_sentence: 'Ma lähen koolis.',
      correct_sentence: 'Ma lähen kooli.',
      errors: [{ position: 2, type: 'grammar', correction: 'kooli' }],
    });
    expect(f.errors).toEqual([{ position: '2', type: 'other', correction: 'kooli' }]);
  });

  it('say which word an error position points at, counting from 0 (editor defect 5)', () => {
    const sentence = 'Paljud inimesed muretsevad keskona pärast.';
    expect(errorPositionWord(sentence, '0')).toBe('Paljud');
    expect(errorPositionWord(sentence, ' 3 ')).toBe('keskona');
    expect(errorPositionWord(sentence, '4')).toBe('pärast');
    expect(errorPositionWord('Ta ütles: „Tere!” — ja läks.', '3')).toBe('ja');
    expect(errorPositionWord(sentence, '5')).toBeNull();
    expect(errorPositionWord(sentence, '')).toBeNull();
    expect(errorPositionWord(sentence, '1.5')).toBeNull();
  });
});

describe('the create form (editor defects 1 and 2)', () => {
  const firstMessage = (v: ReturnType<typeof emptyGrammarForm>) =>
    firstSchemaMessage(grammarExerciseCreateInput, formToPayload(v));

  it('checks level, then difficulty, before the case-practice fields', () => {
    const blank = { ...emptyGrammarForm('CASE_PRACTICE'), level: '', difficulty: '' };
    expect(firstMessage(blank)).toBe('Level is required');
    expect(firstMessage({ ...blank, level: 'A11' })).toBe('Difficulty is required');
    expect(firstMessage({ ...blank, level: 'A11', difficulty: 'BEGINNER' })).toBe(
      'All case practice fields are required',
    );
    expect(firstMessage({ ...emptyGrammarForm('VERB_CONJUGATION'), difficulty: '' })).toBe(
      'Difficulty is required',
    );
  });

  it('starts on level A0 and difficulty BEGINNER (§9), so the empty form asks for the case-practice fields', () => {
    const form = createFormControl({ defaultValues: emptyGrammarForm() });
    expect([form.getValues('level'), form.getValues('difficulty')]).toEqual(['A0', 'BEGINNER']);
    expect(firstMessage(form.getValues() as ReturnType<typeof emptyGrammarForm>)).toBe(
      'All case practice fields are required',
    );
  });

  it('resets after a create: the empty form of the same type, which is also the new clean baseline', () => {
    const form = createFormControl({ defaultValues: emptyGrammarForm() });
    // (outside React the control is never mounted and setValue does nothing: the typed values come by reset)
    const typed = { ...emptyGrammarForm('VERB_CONJUGATION'), level: 'B1', verb: 'olema', tags: 'verbs' };
    form.reset(typed);
    expect(form.getValues()).toEqual(typed);
    resetAfterCreate(form);
    expect(form.getValues()).toEqual(emptyGrammarForm('VERB_CONJUGATION'));
    expect(form.formControl.control._defaultValues).toEqual(emptyGrammarForm('VERB_CONJUGATION'));
  });
});
