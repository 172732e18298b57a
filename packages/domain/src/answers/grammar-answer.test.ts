import { describe, expect, it } from 'vitest';
import { grammarFields } from '../grammar/grammar-exercise.ts';
import { checkGrammarAnswer } from './grammar-answer.ts';

describe('checkGrammarAnswer', () => {
  it('checks each exercise type and gives the expected answer', () => {
    const cp = grammarFields('CASE_PRACTICE', {
      case_correct_answer: 'majas',
      case_distractors: 'majja,majast',
    });
    expect(checkGrammarAnswer(cp, ' Majas ')).toEqual({ isCorrect: true, correctAnswer: 'majas' });
    expect(checkGrammarAnswer(cp, 'majja').isCorrect).toBe(false);

    const vc = grammarFields('VERB_CONJUGATION', { verb_correct_answer: 'loen' });
    expect(checkGrammarAnswer(vc, 'LOEN')).toEqual({ isCorrect: true, correctAnswer: 'loen' });

    const sc = grammarFields('SENTENCE_CONSTRUCTION', {
      words: '["Ma","lähen","koju"]',
      correct_orders: '[[0,1,2],[2,1,0]]',
    });
    expect(checkGrammarAnswer(sc, ['koju', 'lähen', 'ma'])).toEqual({
      isCorrect: true,
      correctAnswer: 'Ma lähen koju',
    });
    expect(checkGrammarAnswer(sc, 'lähen ma koju').isCorrect).toBe(false);

    const ec = grammarFields('ERROR_CORRECTION', {
      incorrect_sentence: 'Ma lähen kool.',
      correct_sentence: 'Ma lähen kooli.',
    });
    expect(checkGrammarAnswer(ec, 'kooli')).toEqual({ isCorrect: true, correctAnswer: 'Ma lähen kooli.' });

    const tr = grammarFields('TRANSLATION', { target_text: 'Tere!' });
    expect(checkGrammarAnswer(tr, null)).toEqual({ isCorrect: true, correctAnswer: 'Tere!' });
  });
});
