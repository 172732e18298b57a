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
    expect(checkPreviewAnswer(cp, ' MAJAS ')).toBe(true);
    expect(checkPreviewAnswer(cp, 'maja')).toBe(false);
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
    expect(checkPreviewAnswer(vc, 'Olen')).toBe(true);
    expect(checkPreviewAnswer(vc, 'oled')).toBe(false);
  });

  it('trims translations and accepts error corrections with a corrected word', () => {
    const tr = {
      type: 'TRANSLATION' as const,
      source_text: 'I am at home.',
      target_text: 'Ma olen kodus.',
      hints: [],
      focus_grammar: [],
    };
    expect(checkPreviewAnswer(tr, '  ma olen KODUS. ')).toBe(true);
    expect(checkPreviewAnswer(tr, '')).toBe(false);
    const ec = {
      type: 'ERROR_CORRECTION' as const,
      incorrect_sentence: 'Ma lähen kooli sisse.',
      correct_sentence: 'Ma lähen kooli.',
      translation: '',
      errors: [],
      explanation: '',
    };
    expect(checkPreviewAnswer(ec, 'Ma lähen kooli.')).toBe(true);
  });
});
