import { READING_DEFAULTS, type ReadingTextFields, type ReadingTextInput } from '@keelerada/domain';
import { addUnique } from '../lib/text.ts';
import {
  draftToPayload,
  isBlankQuestion,
  PENDING_QUESTION_MESSAGE,
  type QuestionDraft,
  questionFromServer,
} from './questions.ts';

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

/** Whether nothing is typed in the new target word (its word type alone does not count). */
export function isBlankTargetWord(t: TargetWordDraft): boolean {
  return t.word.trim() === '' && t.translation.trim() === '';
}

/** Adds the new target word (trimmed) when it has both a word and a translation; otherwise the list as it was. */
export function addTargetWord(list: readonly TargetWordDraft[], t: TargetWordDraft): TargetWordDraft[] {
  if (!canAddTargetWord(t)) return [...list];
  return [...list, { word: t.word.trim(), translation: t.translation.trim(), wordType: t.wordType }];
}

/** Adds a topic unless it is blank or already there (topics are unique, §5). */
export const addTopic = addUnique;

/** Saving is blocked while a target word or a topic is typed but not added (it would be lost silently). */
export const PENDING_TARGET_WORD_MESSAGE =
  'Add the target word with "Add Target Word", or clear it, before saving.';
export const PENDING_TOPIC_MESSAGE = 'Add the topic with "Add Topic", or clear it, before saving.';

/**
 * Why the form cannot be saved yet, or null: something typed in one of the "add" fields (a topic, a target word, the
 * "Add New Question" panel) and not added would be lost by the save. Checked in the order of the form.
 */
export function pendingEntryMessage(pending: {
  topic: string;
  targetWord: TargetWordDraft;
  question: QuestionDraft;
}): string | null {
  if (pending.topic.trim() !== '') return PENDING_TOPIC_MESSAGE;
  if (!isBlankTargetWord(pending.targetWord)) return PENDING_TARGET_WORD_MESSAGE;
  if (!isBlankQuestion(pending.question)) return PENDING_QUESTION_MESSAGE;
  return null;
}

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
