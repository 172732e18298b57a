import { READING_DEFAULTS, type ReadingTextFields, type ReadingTextInput } from '@keelerada/domain';
import { addUnique } from '../lib/text.ts';
import { draftToPayload, type QuestionDraft, questionFromServer } from './questions.ts';

export interface TargetWordDraft {
  word: string;
  translation: string;
  wordType: string;
}

/** The reading-text form (create and edit): basic info, topics, target words and the questions. */
export interface ReadingFormValues {
  title: string;
  content: string;
  level: string;
  difficulty: string;
  topics: string[];
  source: string;
  audioUrl: string;
  imageUrl: string;
  targetWords: TargetWordDraft[];
  questions: QuestionDraft[];
}

/** §9 reading defaults: level A0, difficulty BEGINNER (and word type NOUN for new target words). */
export function emptyReadingForm(): ReadingFormValues {
  return {
    title: '',
    content: '',
    level: READING_DEFAULTS.level,
    difficulty: READING_DEFAULTS.difficulty,
    topics: [],
    source: '',
    audioUrl: '',
    imageUrl: '',
    targetWords: [],
    questions: [],
  };
}

export function emptyTargetWord(): TargetWordDraft {
  return { word: '', translation: '', wordType: READING_DEFAULTS.wordType };
}

/** A target word needs both the word and its translation (§5). */
export function canAddTargetWord(t: TargetWordDraft): boolean {
  return t.word.trim() !== '' && t.translation.trim() !== '';
}

/** Adds a topic unless it is blank or already there (topics are unique, §5). */
export const addTopic = addUnique;

/** The create/update payload (§3): optional text is sent only when non-empty. */
export function readingPayload(v: ReadingFormValues, mode: 'create' | 'edit'): ReadingTextInput {
  const opt = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    title: v.title,
    content: v.content,
    level: v.level,
    difficulty: v.difficulty,
    topics: v.topics,
    source: opt(v.source),
    audioUrl: opt(v.audioUrl),
    imageUrl: opt(v.imageUrl),
    targetWords: v.targetWords.map((t) => ({
      word: t.word.trim(),
      translation: t.translation.trim(),
      wordType: t.wordType,
    })),
    readingQuestions: v.questions.map((q) => draftToPayload(q, mode)),
  };
}

interface LoadedText extends ReadingTextFields {
  target_words: { word: string; translation: string; word_type?: string; wordType?: string }[];
}

/** A stored text and its questions as form values (answers and options given as JSON strings are parsed). */
export function readingToForm(
  text: LoadedText,
  questions: readonly Record<string, unknown>[],
): ReadingFormValues {
  return {
    title: text.title,
    content: text.content,
    level: text.level,
    difficulty: text.difficulty,
    topics: [...text.topics],
    source: text.source ?? '',
    audioUrl: text.audio_url ?? '',
    imageUrl: text.image_url ?? '',
    targetWords: text.target_words.map((t) => ({
      word: t.word,
      translation: t.translation,
      wordType: t.wordType ?? t.word_type ?? READING_DEFAULTS.wordType,
    })),
    questions: questions.map((q) => questionFromServer(q)),
  };
}
