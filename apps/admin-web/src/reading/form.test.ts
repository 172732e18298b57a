import { readingTextUpdateInput } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import {
  addTargetWord,
  emptyTargetWord,
  isBlankTargetWord,
  PENDING_TARGET_WORD_MESSAGE,
  PENDING_TOPIC_MESSAGE,
  pendingEntryMessage,
  readingPayload,
  readingToForm,
} from './form.ts';
import { questionCountLabel } from './list.ts';
import { emptyQuestion, PENDING_QUESTION_MESSAGE } from './questions.ts';

const pending = (over: Partial<Parameters<typeof pendingEntryMessage>[0]>) =>
  pendingEntryMessage({ topic: '', targetWord: emptyTargetWord(), question: emptyQuestion(), ...over });

describe('target words (defect 5)', () => {
  it('adds a word with both fields, trimmed, and nothing else', () => {
    const list = [{ word: 'ema', translation: 'mother', wordType: 'NOUN' }];
    expect(addTargetWord(list, { word: ' pood ', translation: ' shop', wordType: 'NOUN' })).toEqual([
      ...list,
      { word: 'pood', translation: 'shop', wordType: 'NOUN' },
    ]);
    expect(addTargetWord(list, { word: 'pood', translation: ' ', wordType: 'NOUN' })).toEqual(list);
  });

  it('counts a word as pending once something is typed (its word type alone does not count)', () => {
    expect(isBlankTargetWord(emptyTargetWord())).toBe(true);
    expect(isBlankTargetWord({ ...emptyTargetWord(), wordType: 'VERB' })).toBe(true);
    expect(isBlankTargetWord({ ...emptyTargetWord(), translation: 'shop' })).toBe(false);
  });

  it('refuses a save while a topic, a target word or a question is typed but not added', () => {
    expect(pending({})).toBeNull();
    expect(pending({ targetWord: { word: 'pood', translation: 'shop', wordType: 'NOUN' } })).toBe(
      PENDING_TARGET_WORD_MESSAGE,
    );
    expect(PENDING_TARGET_WORD_MESSAGE).toBe(
      'Add the target word with "Add Target Word", or clear it, before saving.',
    );
    expect(pending({ targetWord: { ...emptyTargetWord(), word: 'pood' } })).toBe(PENDING_TARGET_WORD_MESSAGE);
    expect(pending({ topic: ' toit ' })).toBe(PENDING_TOPIC_MESSAGE);
    expect(pending({ topic: '   ' })).toBeNull();
    expect(pending({ question: { ...emptyQuestion(), question: 'Kus?' } })).toBe(PENDING_QUESTION_MESSAGE);
  });
});

describe('the edit form round trip (defect 1)', () => {
  it('saves a loaded text with every answer and option it had', () => {
    const questions = [
      {
        id: 3,
        question: 'Mis värvi?',
        question_type: 'SHORT_ANSWER',
        options: [],
        correct_answer: ['red', 'punane', 'punane auto'],
      },
      {
        id: 4,
        question: 'Mida tähendab „hubane“?',
        question_type: 'VOCABULARY_DEFINITION',
        options: ['cosy', 'cold', 'big'],
        correct_answer: ['cosy'],
        target_word_text: 'hubane',
      },
    ];
    const form = readingToForm(
      {
        title: 'Punane auto',
        content: 'Auto on punane.',
        level: 'A0',
        difficulty: 'BEGINNER',
        topics: ['cars'],
        source: 'Keelerada original',
        audio_url: null,
        image_url: null,
        target_words: [{ word: 'punane', translation: 'red', word_type: 'ADJECTIVE' }],
      },
      questions,
    );
    const saved = readingTextUpdateInput.parse({
      id: 1,
      ...readingPayload({ ...form, source: 'Keelerada original.' }, 'edit'),
    });
    expect(saved.source).toBe('Keelerada original.');
    expect(saved.targetWords).toEqual([{ word: 'punane', translation: 'red', wordType: 'ADJECTIVE' }]);
    expect(saved.readingQuestions!.map((q) => [q.id, q.options, q.correctAnswer])).toEqual([
      [3, [], ['red', 'punane', 'punane auto']],
      [4, ['cosy', 'cold', 'big'], ['cosy']],
    ]);
  });
});

describe('the list (defect 16)', () => {
  it('says "1 question" and "2 questions"', () => {
    expect(questionCountLabel(1)).toBe('1 question');
    expect(questionCountLabel(0)).toBe('0 questions');
    expect(questionCountLabel(2)).toBe('2 questions');
  });
});
