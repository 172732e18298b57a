import { describe, expect, it } from 'vitest';
import { checkPreviewAnswer, previewCaseOptions } from '../grammar/preview.ts';
import { shuffle } from './shuffle.ts';

describe('shuffle', () => {
  it('keeps every item and does not change the input', () => {
    const input = [1, 2, 3, 4, 5];
    const out = shuffle(input);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
  });

  it('uses the random source it is given', () => {
    expect(shuffle(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
  });
});

describe('grammar preview', () => {
  it('offers the answer and the three distractors once each', () => {
    const o = previewCaseOptions('majas', ['maja', 'majja', ' Majas '], () => 0.5);
    expect([...o].sort()).toEqual(['maja', 'majas', 'majja']);
  });

  it('checks case practice and verb conjugation case-insensitively', () => {
    const cp = {
      type: 'CASE_PRACTICE' as const,
      sentence: 'Ma olen ___.',
      target_word: 'maja',
      correct_case: 'INESSIVE',
      case_correct_answer: 'majas',
      case_distractors: ['maja', 'majja', 'majast'],
      explanation: '',
      case_translation: '',
      options: [],
    };
    expect(checkPreviewAnswer(cp, ' MAJAS ').verdict).toBe('correct');
    expect(checkPreviewAnswer(cp, 'maja').verdict).toBe('wrong');
    const vc = {
      type: 'VERB_CONJUGATION' as const,
      verb: 'olema',
      verb_translation: '',
      subject: 'mina',
      target_form: 'PRESENT',
      verb_correct_answer: 'olen',
      context: '',
      context_translation: '',
    };
    expect(checkPreviewAnswer(vc, 'Olen').verdict).toBe('correct');
    expect(checkPreviewAnswer(vc, 'oli').verdict).toBe('wrong');
  });

  it('trims translations and accepts error corrections with a corrected word', () => {
    const tr = {
      type: 'TRANSLATION' as const,
      source_text: 'I am at home.',
      target_text: 'Ma olen kodus.',
      hints: [],
      focus_grammar: [],
    };
    expect(checkPreviewAnswer(tr, '  ma olen KODUS. ').verdict).toBe('correct');
    expect(checkPreviewAnswer(tr, '').verdict).toBe('wrong');
    const ec = {
      type: 'ERROR_CORRECTION' as const,
      incorrect_sentence: 'Ma lähen kooli sisse.',
      correct_sentence: 'Ma lähen kooli.',
      translation: '',
      errors: [],
      explanation: '',
    };
    expect(checkPreviewAnswer(ec, 'Ma lähen kooli.').verdict).toBe('correct');
  });

  it('accepts every listed order of a sentence-construction item and lists them, never the shuffled words', () => {
    const sc = {
      type: 'SENTENCE_CONSTRUCTION' as const,
      words: ['kohvi', 'ma', 'hommikul', 'joon'],
      correct_orders: [
        ['Hommikul', 'joon', 'ma', 'kohvi'],
        ['Hommikul', 'ma', 'joon', 'kohvi'],
      ],
      sentence_translation: '',
      focus: '',
    };
    const j = checkPreviewAnswer(sc, 'hommikul ma joon kohvi');
    expect(j.verdict).toBe('correct');
    expect(j.accepted).toEqual(['Hommikul joon ma kohvi', 'Hommikul ma joon kohvi']);
    expect(checkPreviewAnswer(sc, 'kohvi ma hommikul joon').accepted).not.toContain('kohvi ma hommikul joon');
  });
});
