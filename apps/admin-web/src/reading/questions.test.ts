import { readingTextInput, readingTextUpdateInput } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import {
  answersNotInOptions,
  answersText,
  canRemoveOption,
  changeQuestionType,
  correctAnswerText,
  draftToPayload,
  emptyQuestion,
  isBlankQuestion,
  isChoice,
  newQuestionError,
  questionFromServer,
  removeAnswer,
  removeOption,
  renameOption,
  setAnswersText,
  showsOptions,
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
    expect(sa.correctAnswers).toEqual(['kodu']);
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
    const sa = { ...changeQuestionType(q, 'SHORT_ANSWER'), correctAnswers: ['kodus'], id: 3 };
    expect(draftToPayload(sa)).toMatchObject({ id: 3, options: [], correctAnswer: ['kodus'] });
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

/** Stored questions as `GET /admin/reading-texts/{id}` returns them (text 2 of the pack). */
const stored = [
  {
    id: 7,
    position: 2,
    question: 'How much does everything cost?',
    question_type: 'SHORT_ANSWER',
    options: [],
    correct_answer: ['seven euros', '7 euros', 'seven', '€7', 'seitse eurot', 'seitse', '7 eurot'],
    explanation: 'Kokku on seitse eurot.',
    target_word_text: null,
  },
  {
    id: 8,
    position: 3,
    question: 'What does "hubane" mean?',
    question_type: 'VOCABULARY_DEFINITION',
    options: ['cosy', 'cold', 'big, wide'],
    correct_answer: ['cosy'],
    explanation: null,
    target_word_text: 'hubane',
  },
  {
    id: 9,
    position: 4,
    question: 'What colour is the car?',
    question_type: 'VOCABULARY_DEFINITION',
    options: [],
    correct_answer: ['red', 'punane'],
    explanation: null,
    target_word_text: 'punane',
  },
];

describe('every accepted answer and option survives an edit (defect 1)', () => {
  const save = (drafts: ReturnType<typeof questionFromServer>[]) =>
    readingTextUpdateInput.parse({
      id: 2,
      title: 'T',
      content: 'C',
      level: 'A0',
      difficulty: 'BEGINNER',
      readingQuestions: drafts.map((d) => draftToPayload(d, 'edit')),
    }).readingQuestions!;

  it('loads every stored answer and the options of a vocabulary definition', () => {
    const [sa, vd, free] = stored.map(questionFromServer);
    expect(sa!.correctAnswers).toEqual(stored[0]!.correct_answer);
    expect(vd!.options).toEqual(['cosy', 'cold', 'big, wide']);
    expect(vd!.correctAnswers).toEqual(['cosy']);
    expect(isChoice(vd!)).toBe(true);
    expect(free!.correctAnswers).toEqual(['red', 'punane']);
    expect(isChoice(free!)).toBe(false);
    expect(correctAnswerText(free!)).toBe('red / punane');
  });

  it('saves them back unchanged when nothing about them was edited', () => {
    const saved = save(stored.map(questionFromServer));
    expect(saved.map((q) => [q.id, q.questionType, q.options, q.correctAnswer])).toEqual(
      stored.map((q) => [q.id, q.question_type, q.options, q.correct_answer]),
    );
  });

  it('edits the accepted answers one per line; blank lines are dropped on save', () => {
    const sa = questionFromServer(stored[0]!);
    expect(answersText(sa)).toBe(stored[0]!.correct_answer.join('\n'));
    const edited = setAnswersText(sa, 'seven euros\n\n  7 eurot \nseitse eurot\n');
    expect(edited.correctAnswers).toEqual(['seven euros', '', '  7 eurot ', 'seitse eurot', '']);
    expect(draftToPayload(edited).correctAnswer).toEqual(['seven euros', '7 eurot', 'seitse eurot']);
    expect(save([edited])[0]!.correctAnswer).toEqual(['seven euros', '7 eurot', 'seitse eurot']);
    expect(setAnswersText(sa, '').correctAnswers).toEqual([]);
  });

  it("edits a vocabulary definition's options like a multiple choice, and may drop them all", () => {
    let vd = questionFromServer(stored[1]!);
    expect(showsOptions(vd)).toBe(true);
    expect(canRemoveOption(vd)).toBe(true);
    vd = renameOption(vd, 0, 'cosy, snug');
    expect(vd.correctAnswers).toEqual(['cosy, snug']);
    expect(save([vd])[0]).toMatchObject({
      options: ['cosy, snug', 'cold', 'big, wide'],
      correctAnswer: ['cosy, snug'],
    });
    // no options left: the answer is typed (the ticked answer went with its option)
    const free = removeOption(removeOption(removeOption(vd, 2), 1), 0);
    expect(isChoice(free)).toBe(false);
    expect(showsOptions(free)).toBe(true);
    expect(free.correctAnswers).toEqual([]);
  });

  it('never drops an answer that is none of the options: the save refuses it and the editor removes it', () => {
    const odd = questionFromServer({ ...stored[1]!, correct_answer: ['cosy', 'warm'] });
    expect(answersNotInOptions(odd)).toEqual(['warm']);
    expect(draftToPayload(odd).correctAnswer).toEqual(['cosy', 'warm']);
    expect(newQuestionError(odd, 2, 'edit')).toBe(
      'Question 2: every correct answer must be one of its options.',
    );
    const fixed = removeAnswer(odd, 'warm');
    expect(answersNotInOptions(fixed)).toEqual([]);
    expect(newQuestionError(fixed, 2, 'edit')).toBeNull();
  });

  it('shows the options a short answer holds (to be removed) and keeps a multiple choice at two', () => {
    const sa = questionFromServer({ ...stored[0]!, options: ['a', 'b'] });
    expect(showsOptions(sa)).toBe(true);
    expect(isChoice(sa)).toBe(false);
    expect(newQuestionError(sa, 1, 'edit')).toBe(
      'Question 1 is a short answer, which has no options: remove them or choose Multiple Choice.',
    );
    expect(showsOptions(removeOption(removeOption(sa, 1), 0))).toBe(false);
    const two = removeOption(removeOption(emptyQuestion(), 3), 2);
    expect(canRemoveOption(two)).toBe(false);
  });

  it('counts typed accepted answers as something the panel holds', () => {
    const sa = changeQuestionType(emptyQuestion(), 'SHORT_ANSWER');
    expect(isBlankQuestion(sa)).toBe(true);
    expect(isBlankQuestion(setAnswersText(sa, 'kodus'))).toBe(false);
    expect(
      newQuestionError({ ...setAnswersText(sa, 'kodus\nkodu'), question: 'Kus?' }, 1, 'edit'),
    ).toBeNull();
  });
});
