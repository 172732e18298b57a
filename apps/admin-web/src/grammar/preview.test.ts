import { grammarFields, grammarPayloadToContent, type Judgement } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { emptyGrammarForm, formToPayload, type GrammarFormValues } from './form.ts';
import { checkPreviewAnswer, endsInStop, wrongAnswerFeedback } from './preview.ts';

/** The exercise a form describes, as the preview reads it (PreviewModal's formToExercise without its tags). */
const exerciseOf = (v: GrammarFormValues) =>
  grammarFields(v.type, grammarPayloadToContent(v.type, formToPayload(v)));

/** The text the preview shows for a wrong answer (marks as plain text). */
function shown(j: Judgement): string {
  const f = wrongAnswerFeedback(j);
  const diagnosis = f.diagnosis?.map((p) => p.text).join('') ?? '';
  return f.nearest
    ? `✗ Not quite. The nearest accepted answer is ${j.expected}${f.nearest.stop}${diagnosis ? ` ${diagnosis}` : ''}`
    : `✗ Not quite. ${diagnosis}`;
}

describe('the preview of a wrong answer (editor defect 4: "… pärast.." in #324)', () => {
  const errorCorrection = exerciseOf({
    ...emptyGrammarForm('ERROR_CORRECTION'),
    incorrectSentence: 'Paljud inimesed muretsevad keskona pärast.',
    correctSentence: 'Paljud inimesed muretsevad keskkonna pärast.',
    errors: [{ position: '3', type: 'spelling', correction: 'keskkonna' }],
  });

  it('never closes a sentence that ends in its own stop with another', () => {
    for (const answer of [
      'Paljud inimesed muretsevad keskona pärast.', // the wrong sentence unchanged
      'Paljud inimesed muretsevad linna pärast.', // another word
      'pärast keskkonna Paljud inimesed muretsevad', // the order
    ]) {
      const j = checkPreviewAnswer(errorCorrection, answer);
      expect(j.verdict, answer).toBe('wrong');
      const text = shown(j);
      expect(text, answer).not.toMatch(/\.\./);
      expect(text, answer).toContain('Paljud inimesed muretsevad keskkonna pärast.');
    }
  });

  it('names the sentence once: a sentence diagnosis that quotes it is the whole message, the sentence marked', () => {
    const j = checkPreviewAnswer(errorCorrection, 'Paljud inimesed muretsevad linna pärast.');
    const f = wrongAnswerFeedback(j);
    expect(f.nearest).toBeNull();
    expect(f.diagnosis?.find((p) => p.text === j.expected)?.kind).toBe(j.marks?.length ? 'marked' : 'quoted');
    expect(shown(j).split('Paljud inimesed').length - 1).toBe(1);
  });

  it('still names the nearest answer of a word, with its full stop, and the diagnosis after it', () => {
    const casePractice = exerciseOf({
      ...emptyGrammarForm('CASE_PRACTICE'),
      sentence: 'Ma elan suures ___.',
      targetWord: 'maja',
      correctCase: 'INESSIVE',
      correctAnswer: 'majas',
      distractors: ['maja', 'majja', 'majast'],
      explanation: 'x',
      translation: 'y',
    });
    const j = checkPreviewAnswer(casePractice, 'majja');
    expect(j.verdict).toBe('wrong');
    expect(wrongAnswerFeedback(j).nearest).toEqual({ stop: '.' });
    expect(shown(j)).toMatch(/^✗ Not quite\. The nearest accepted answer is majas\./);
  });

  it('reads sentence punctuation at the end, closing quotes included', () => {
    const ends = ['Tere.', 'Kus sa elad?', 'Appi!', 'Ja siis…', 'Ta ütles: „Tere.”', 'Tere. '];
    expect(ends.map(endsInStop)).toEqual(ends.map(() => true));
    expect(['majas', 'Tere', 'Tere,'].map(endsInStop)).toEqual([false, false, false]);
  });
});
