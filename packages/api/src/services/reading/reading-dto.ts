import type { ReadingQuestionRow, ReadingTextRow } from '@keelerada/db';
import {
  correctAnswerList,
  type QuestionType,
  type ReadingTextFields,
  storedObjectList,
  toQuestionType,
  toStringList,
} from '@keelerada/domain';

/** §3 "Comprehension question". */
export interface ComprehensionQuestionDto {
  id: number;
  question: string;
  type: QuestionType;
  options: string[];
  /** The accepted answers; the first one is the one used. */
  correctAnswer: string[];
  explanation: string | null;
  targetWord: string | null;
}

/** §3 "Reading text". */
export interface ReadingTextDto extends ReadingTextFields {
  id: number;
  target_words: { word: string; translation: string; word_type: string }[];
  comprehensionQuestions: ComprehensionQuestionDto[];
  created_at: string;
  updated_at: string;
  wordCount: number;
  isCompleted: boolean;
}

export function toQuestionDto(q: ReadingQuestionRow): ComprehensionQuestionDto {
  return {
    id: q.id,
    question: q.question,
    type: toQuestionType(q.question_type),
    options: toStringList(q.options),
    correctAnswer: correctAnswerList(q.correct_answer),
    explanation: q.explanation,
    targetWord: q.target_word_text,
  };
}

function targetWords(value: unknown): ReadingTextDto['target_words'] {
  return storedObjectList(value)
    .map((w) => ({
      word: String(w.word ?? '').trim(),
      translation: String(w.translation ?? '').trim(),
      word_type: String(w.word_type ?? w.wordType ?? 'NOUN'),
    }))
    .filter((w) => w.word.length > 0);
}

/** Words in a text: runs of letters, digits, apostrophes and hyphens. */
export function wordCount(content: string): number {
  return content.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

export function toReadingTextDto(
  t: ReadingTextRow,
  questions: ReadingQuestionRow[],
  isCompleted: boolean,
): ReadingTextDto {
  return {
    id: t.id,
    title: t.title,
    content: t.content,
    level: t.level,
    difficulty: t.difficulty,
    topics: toStringList(t.topics),
    source: t.source,
    target_words: targetWords(t.target_words),
    comprehensionQuestions: questions.map(toQuestionDto),
    audio_url: t.audio_url,
    image_url: t.image_url,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
    wordCount: wordCount(t.content),
    isCompleted,
  };
}
