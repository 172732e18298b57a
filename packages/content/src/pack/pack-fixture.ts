// A small, valid in-memory pack for tests: one card, one exercise of each type, one reading text, one book.
import { spokenTextHash } from '../speech/spoken-text.ts';
import { VOCABULARY_CSV_COLUMNS } from './csv-template.ts';
import type { BookFile, ContentPack } from './pack.ts';

export const fixtureCard = (): Record<string, string> => ({
  word: 'maja',
  wordType: 'NOUN',
  translation: 'house',
  definition: '',
  level: 'A11',
  practiceContext: 'Ma elan suures ___.',
  practiceContextTranslation: 'I live in a big house.',
  form: 'majas',
  caseForm: 'INESSIVE',
  verbForm: '',
  frequencyRank: '120',
});

export const cardCells = (card: Record<string, string>): string[] =>
  VOCABULARY_CSV_COLUMNS.map((c) => card[c] ?? '');

const common = { level: 'A11', difficulty: 'BEGINNER', tags: ['test'] };

export const fixtureExercises = () => ({
  'case-practice': {
    type: 'CASE_PRACTICE',
    ...common,
    sentence: 'Ma elan suures _____.',
    targetWord: 'maja',
    correctCase: 'INESSIVE',
    correctAnswer: 'majas',
    distractors: ['majja', 'majast', 'maja'],
    explanation: 'Living somewhere answers "where?", so the inessive.',
    translation: 'I live in a big house.',
  } as Record<string, unknown>,
  'verb-conjugation': {
    type: 'VERB_CONJUGATION',
    ...common,
    verb: 'lugema',
    verbTranslation: 'to read',
    subject: 'mina',
    targetForm: 'PRESENT',
    verbCorrectAnswer: 'loen',
    context: 'Täna ma _____ raamatut.',
    contextTranslation: 'Today I am reading a book.',
  } as Record<string, unknown>,
  'sentence-construction': {
    type: 'SENTENCE_CONSTRUCTION',
    ...common,
    words: ['lähen', 'koju', 'ma', 'täna'],
    correctOrders: [
      ['ma', 'lähen', 'täna', 'koju'],
      ['täna', 'lähen', 'ma', 'koju'],
    ],
    sentenceTranslation: "I'm going home today.",
    focus: 'verb second',
  } as Record<string, unknown>,
  'error-correction': {
    type: 'ERROR_CORRECTION',
    ...common,
    incorrectSentence: 'Ma elan Tallinn.',
    correctSentence: 'Ma elan Tallinnas.',
    translation: 'I live in Tallinn.',
    errors: [{ position: 2, type: 'case_error', correction: 'Tallinnas' }],
    explanation: 'Where you live takes the inessive.',
  } as Record<string, unknown>,
  translation: {
    type: 'TRANSLATION',
    ...common,
    sourceText: "I'm going to the shop.",
    targetText: 'Ma lähen poodi.',
    hints: ['shop = pood'],
    focusGrammar: ['illative'],
  } as Record<string, unknown>,
});

export const fixtureReading = (): Record<string, unknown> => ({
  title: 'Minu pere',
  content: Array.from({ length: 17 }, () => 'Minu õde elab suures majas.').join(' '),
  level: 'A0',
  difficulty: 'BEGINNER',
  topics: ['family'],
  source: 'Keelerada original',
  targetWords: ['õde', 'elama', 'suur', 'maja', 'minu'].map((word) => ({
    word,
    translation: word,
    wordType: 'NOUN',
  })),
  readingQuestions: [
    {
      question: 'Where does the sister live?',
      questionType: 'MULTIPLE_CHOICE',
      options: ['in a big house', 'in a small flat'],
      correctAnswer: ['in a big house'],
      explanation: 'The text says so.',
    },
    {
      question: 'The sister lives in a small flat.',
      questionType: 'TRUE_FALSE',
      options: ['True', 'False'],
      correctAnswer: ['False'],
      explanation: 'She lives in a big house.',
    },
    {
      question: 'Who lives in the house?',
      questionType: 'SHORT_ANSWER',
      options: [],
      correctAnswer: ['my sister'],
      explanation: 'Minu õde.',
    },
    {
      question: 'What does "õde" mean?',
      questionType: 'VOCABULARY_DEFINITION',
      options: ['sister', 'brother'],
      correctAnswer: ['sister'],
      explanation: 'õde = sister',
      targetWordText: 'õde',
    },
  ],
});

export const fixtureBook = (): BookFile => {
  const segments = Array.from({ length: 40 }, (_, i) =>
    i === 0
      ? {
          segmentType: 'chapter_header',
          estonianContent: '1. peatükk. Järv',
          englishContent: 'Chapter 1. The Lake',
        }
      : {
          segmentType: 'content',
          estonianContent: `Järv oli ${i} korda ilus.`,
          englishContent: 'The lake was fine.',
        },
  );
  const files = segments.map((_, i) => `${String(i + 1).padStart(3, '0')}.mp3`);
  return {
    file: 'books/jarv.json',
    data: { titleEt: 'Järv', titleEn: 'The Lake', author: 'Keelerada', level: 'A22', segments },
    audio: {
      segments: segments.map((s, i) => ({
        index: i + 1,
        file: files[i],
        duration: 2.5,
        textHash: spokenTextHash(s.estonianContent),
      })),
    },
    audioFiles: files,
  };
};

export function fixturePack(): ContentPack {
  const exercises = fixtureExercises();
  return {
    vocabulary: [
      {
        file: 'vocabulary/A11.csv',
        header: [...VOCABULARY_CSV_COLUMNS],
        rows: [{ line: 2, cells: cardCells(fixtureCard()) }],
      },
    ],
    grammar: Object.entries(exercises).map(([prefix, item]) => ({
      file: `grammar/${prefix}.A11.json`,
      data: [item],
    })),
    reading: [{ file: 'reading/A0/minu-pere.json', data: fixtureReading() }],
    books: [fixtureBook()],
    lexicon: [
      {
        file: 'lexicon/A0.csv',
        header: ['lemma', 'wordType', 'translation', 'principalForms'],
        rows: [
          { line: 2, cells: ['maja', 'NOUN', 'house', 'maja;maja;maja;majade;maju;majja'] },
          { line: 3, cells: ['mina', 'PRONOUN', 'I', ''] },
        ],
      },
    ],
    paradigms: null,
    bytes: 1000,
    problems: [],
  };
}
