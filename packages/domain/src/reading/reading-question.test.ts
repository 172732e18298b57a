import { describe, expect, it } from 'vitest';
import { checkQuestionAnswer, correctAnswerList, toQuestionType } from './reading-question.ts';

describe('reading questions', () => {
  it('names the stored types as the learner app does, defaulting to multiple choice', () => {
    expect(toQuestionType('TRUE_FALSE')).toBe('true_false');
    expect(toQuestionType('short_answer')).toBe('short_answer');
    expect(toQuestionType('ESSAY')).toBe('multiple_choice');
    expect(toQuestionType(null)).toBe('multiple_choice');
  });

  it('reads stored correct answers of every shape', () => {
    expect(correctAnswerList(['Tartus', 'Tallinnas'])).toEqual(['Tartus', 'Tallinnas']);
    expect(correctAnswerList(true)).toEqual(['true']);
    expect(correctAnswerList('Tartus')).toEqual(['Tartus']);
    expect(correctAnswerList('["Tartus"]')).toEqual(['Tartus']);
    expect(correctAnswerList(null)).toEqual([]);
  });

  it('checks against every correct answer, trimmed, case-insensitive, final punctuation ignored', () => {
    expect(checkQuestionAnswer('multiple_choice', ['Tartus', 'Tallinnas'], ' tartus ')).toBe(true);
    expect(checkQuestionAnswer('multiple_choice', ['Tartus', 'Tallinnas'], 'Tallinnas')).toBe(true);
    expect(checkQuestionAnswer('multiple_choice', ['Tartus', 'Tallinnas'], 'Pärnus')).toBe(false);
    expect(checkQuestionAnswer('short_answer', ['red', 'punane'], 'Red.')).toBe(true);
    expect(checkQuestionAnswer('short_answer', ['red', 'punane'], 'Punane')).toBe(true);
    expect(checkQuestionAnswer('short_answer', ['red', 'punane'], 'blue')).toBe(false);
    expect(checkQuestionAnswer('multiple_choice', [], 'x')).toBe(false);
    expect(checkQuestionAnswer('multiple_choice', ['x'], '  ')).toBe(false);
  });

  it('accepts true/false in English or Estonian', () => {
    expect(checkQuestionAnswer('true_false', true, 'Tõene')).toBe(true);
    expect(checkQuestionAnswer('true_false', ['false'], 'väär')).toBe(true);
    expect(checkQuestionAnswer('true_false', ['true'], 'false')).toBe(false);
  });
});
