import { readingTextInput } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import {
  changeQuestionType,
  correctAnswerText,
  draftToPayload,
  emptyQuestion,
  isBlankQuestion,
  newQuestionError,
  questionFromServer,
  removeOption,
  renameOption,
  toggleCorrectOption,
} from './questions.ts';

const mc = () => {
  let q = emptyQuestion();
  q = renameOption(q, 0, 'Tallinn');
  q = renameOption(q, 1, 'Tartu');
  q = renameOption(q, 2, 'Pärnu');
  q = renameOption(q, 3, 'Narva');
  return { ...q, question: 'Kus elab Mari?' };
};

describe('reading question editor', () => {
  it('starts as multiple choice with four blank options and no answer', () => {
    const q = emptyQuestion();
    expect(q.questionType).toBe('MULTIPLE_CHOICE');
    expect(q.options).toEqual(['', '', '', '']);
    expect(q.correctAnswers).toEqual([]);
  });

  it('renaming a ticked option renames it inside the correct answers', () => {
    let q = toggleCorrectOption(mc(), 1);
    expect(q.correctAnswers).toEqual(['Tartu']);
    q = renameOption(q, 1, 'Tartus');
    expect(q.options[1]).toBe('Tartus');
    expect(q.correctAnswers).toEqual(['Tartus']);
  });

  it('renaming an unticked option leaves the correct answers alone', () => {
    let q = toggleCorrectOption(mc(), 0);
    q = renameOption(q, 2, 'Viljandi');
    expect(q.correctAnswers).toEqual(['Tallinn']);
  });

  it('keeps the answer when another option still carries the old text', () => {
    let q = renameOption(mc(), 3, 'Tartu');
    q = toggleCorrectOption(q, 1);
    q = renameOption(q, 1, 'Tartus');
    expect(q.correctAnswers).toEqual(['Tartu']);
  });

  it('never ticks a blank option and unticks on a second toggle', () => {
    const blank = emptyQuestion();
    expect(toggleCorrectOption(blank, 0).correctAnswers).toEqual([]);
    const q = toggleCorrectOption(toggleCorrectOption(mc(), 2), 2);
    expect(q.correctAnswers).toEqual([]);
  });

  it('removing a ticked option drops it from the answers', () => {
    const q = removeOption(toggleCorrectOption(mc(), 0), 0);
    expect(q.options).toEqual(['Tartu', 'Pärnu', 'Narva']);
    expect(q.correctAnswers).toEqual([]);
  });

  it('changing the type resets the answer and options (§4)', () => {
    const ticked = toggleCorrectOption(mc(), 0);
    const tf = changeQuestionType(ticked, 'TRUE_FALSE');
    expect(tf.options).toEqual(['True', 'False']);
    expect(tf.answer).toBe('');
    expect(tf.correctAnswers).toEqual([]);
    const sa = changeQuestionType(tf, 'SHORT_ANSWER');
    expect(sa.options).toEqual([]);
    expect(sa.answer).toBe('');
    const back = changeQuestionType(sa, 'MULTIPLE_CHOICE');
    expect(back.options).toEqual(['', '', '', '']);
    expect(back.correctAnswers).toEqual([]);
    expect(back.question).toBe('Kus elab Mari?');
  });

  it('reads stored questions whose options and answers are JSON strings', () => {
    const q = questionFromServer({
      id: 7,
      question: 'Kus?',
      question_type: 'MULTIPLE_CHOICE',
      options: '["a","b","c"]',
      correct_answer: '["b"]',
      explanation: null,
      target_word_text: null,
    });
    expect(q.id).toBe(7);
    expect(q.options).toEqual(['a', 'b', 'c']);
    expect(q.correctAnswers).toEqual(['b']);
    expect(q.explanation).toBe('');
    const tf = questionFromServer({ question: 'Jah?', question_type: 'TRUE_FALSE', correct_answer: false });
    expect(tf.answer).toBe('False');
    expect(tf.options).toEqual(['True', 'False']);
    const tf2 = questionFromServer({
      question: 'Jah?',
      questionType: 'TRUE_FALSE',
      correctAnswer: '["True"]',
    });
    expect(tf2.answer).toBe('True');
    const sa = questionFromServer({
      question: 'Mis?',
      question_type: 'SHORT_ANSWER',
      correct_answer: ['kodu'],
    });
    expect(sa.answer).toBe('kodu');
    expect(correctAnswerText(sa)).toBe('kodu');
  });

  it('becomes the payload the domain schema checks', () => {
    const q = toggleCorrectOption(mc(), 1);
    expect(draftToPayload(q)).toEqual({
      question: 'Kus elab Mari?',
      questionType: 'MULTIPLE_CHOICE',
      options: ['Tallinn', 'Tartu', 'Pärnu', 'Narva'],
      correctAnswer: ['Tartu'],
      explanation: null,
      targetWordText: null,
    });
    const tf = { ...changeQuestionType(q, 'TRUE_FALSE'), answer: 'False' };
    expect(draftToPayload(tf, 'create').correctAnswer).toBe(false);
    expect(draftToPayload(tf, 'edit').correctAnswer).toBe('False');
    const sa = { ...changeQuestionType(q, 'SHORT_ANSWER'), answer: 'kodus', id: 3 };
    expect(draftToPayload(sa)).toMatchObject({ id: 3, options: [], correctAnswer: 'kodus' });
  });

  it('the domain schema reports question problems by number', () => {
    const noText = { ...mc(), question: '  ' };
    const blankOption = { ...renameOption(toggleCorrectOption(mc(), 0), 2, ''), question: 'Q3' };
    const r = readingTextInput.safeParse({
      title: 'T',
      content: 'C',
      level: 'A0',
      difficulty: 'BEGINNER',
      readingQuestions: [
        draftToPayload(toggleCorrectOption(mc(), 0)),
        draftToPayload(noText),
        draftToPayload(blankOption),
      ],
    });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toContain('Question 2 text is required');
    expect(messages).toContain('Question 3 must have all options filled');
  });
});

describe('the "Add New Question" panel', () => {
  it('counts as blank until something is typed or chosen (its type alone does not count)', () => {
    expect(isBlankQuestion(emptyQuestion())).toBe(true);
    expect(isBlankQuestion(changeQuestionType(emptyQuestion(), 'TRUE_FALSE'))).toBe(true);
    expect(isBlankQuestion({ ...emptyQuestion(), question: 'Kus?' })).toBe(false);
    expect(isBlankQuestion(renameOption(emptyQuestion(), 2, 'Tartu'))).toBe(false);
    expect(isBlankQuestion({ ...changeQuestionType(emptyQuestion(), 'TRUE_FALSE'), answer: 'False' })).toBe(
      false,
    );
    expect(isBlankQuestion({ ...emptyQuestion(), explanation: 'x' })).toBe(false);
  });

  it('adds a question only when the save would accept it, numbered as it will be', () => {
    expect(newQuestionError(toggleCorrectOption(mc(), 1), 3, 'edit')).toBeNull();
    expect(newQuestionError({ ...emptyQuestion(), question: 'Kus?' }, 3, 'edit')).toBe(
      'Question 3 must have all options filled',
    );
    expect(newQuestionError(mc(), 3, 'edit')).toBe('Question 3 needs at least one correct answer.');
    const tf = { ...changeQuestionType(emptyQuestion(), 'TRUE_FALSE'), question: 'Mari elab Tartus.' };
    expect(newQuestionError(tf, 1, 'edit')).toBe('Question 1 must be answered True or False.');
    expect(newQuestionError(tf, 1, 'create')).toBe('Question 1 must be answered True or False.');
    expect(newQuestionError({ ...tf, answer: 'False' }, 1, 'edit')).toBeNull();
    const sa = { ...changeQuestionType(emptyQuestion(), 'SHORT_ANSWER'), question: 'Kus?' };
    expect(newQuestionError(sa, 2, 'edit')).toBe('Question 2 needs an expected answer.');
  });

  it('sends no true/false answer until one is chosen, so the save refuses it', () => {
    const tf = { ...changeQuestionType(mc(), 'TRUE_FALSE') };
    expect(draftToPayload(tf, 'edit').correctAnswer).toBeNull();
    expect(draftToPayload(tf, 'create').correctAnswer).toBeNull();
    expect(draftToPayload({ ...tf, answer: 'True' }, 'create').correctAnswer).toBe(true);
    expect(draftToPayload({ ...tf, answer: 'True' }, 'edit').correctAnswer).toBe('True');
  });
});
