import {
  type AdminReadingQuestionValues,
  adminDeleteReadingQuestionsExcept,
  adminFindReadingText,
  adminFindSameReadingText,
  adminInsertReadingQuestions,
  adminInsertReadingText,
  adminListReadingQuestions,
  adminListReadingTexts,
  adminUpdateReadingQuestion,
  adminUpdateReadingText,
  type Db,
  type DbOrTrx,
  type ReadingQuestionRow,
  type ReadingTextRow,
  trashItems,
} from '@keelerada/db';
import {
  type AdminPagination,
  adminPagination,
  duplicateReadingTextMessage,
  type NormalizedReadingQuestion,
  type ReadingTextFields,
  type readingTextInput,
  type readingTextListInput,
  type readingTextUpdateInput,
  storedObjectList,
  toStringList,
} from '@keelerada/domain';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import { type SpellingWarning, spellingWarnings } from './content-qa.ts';
import { recordChange, recordItemEvents } from './history.service.ts';
import { lockUnchangedSince } from './item-version.ts';

/** What the history compares on a reading text: its fields and its questions (as text). */
const READING_HISTORY_FIELDS = [
  'title',
  'content',
  'level',
  'difficulty',
  'topics',
  'source',
  'audio_url',
  'image_url',
  'target_words',
  'questions',
] as const;

/**
 * A question as the history shows it: its text, its accepted answers and (choices only) its options — so a change to
 * an answer or an option is a recorded change like a change to the text.
 */
export function questionHistoryText(q: AdminReadingQuestion): string {
  const answers = Array.isArray(q.correct_answer) ? q.correct_answer : [String(q.correct_answer)];
  const options = q.question_type === 'TRUE_FALSE' ? [] : q.options;
  return `${q.question} — ${answers.join(' / ')}${options.length > 0 ? ` (options: ${options.join(' / ')})` : ''}`;
}

const historyValues = (d: ReadingTextDetail): Record<string, unknown> => ({
  ...d.readingText,
  target_words: d.readingText.target_words.map((t) => `${t.word} (${t.translation})`),
  questions: d.questions.map(questionHistoryText),
});

const historyItem = (t: { id: number; title: string }) => ({
  kind: 'reading_text' as const,
  id: t.id,
  label: t.title,
});

export const READING_TEXT_NOT_FOUND = 'Reading text not found';

export interface AdminTargetWord {
  word: string;
  translation: string;
  word_type: string;
  /** The same as word_type (§3 names it both ways). */
  wordType: string;
}

/** A reading text as the admin screens read it (§3). */
export interface AdminReadingText extends ReadingTextFields {
  id: number;
  target_words: AdminTargetWord[];
  created_at: string;
  updated_at: string;
}

export interface AdminReadingQuestion {
  id: number;
  position: number;
  question: string;
  question_type: string;
  options: string[];
  /** A list (the ticked options, ['True'] / ['False'], or the expected text); older rows may hold a text or boolean. */
  correct_answer: string[] | string | boolean;
  explanation: string | null;
  target_word_text: string | null;
}

function targetWords(value: unknown): AdminTargetWord[] {
  return storedObjectList(value).map((t) => {
    const type = String(t.word_type ?? t.wordType ?? 'NOUN');
    return {
      word: String(t.word ?? ''),
      translation: String(t.translation ?? ''),
      word_type: type,
      wordType: type,
    };
  });
}

export function toAdminReadingText(r: ReadingTextRow): AdminReadingText {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    level: r.level,
    difficulty: r.difficulty,
    topics: toStringList(r.topics),
    source: r.source,
    audio_url: r.audio_url,
    image_url: r.image_url,
    target_words: targetWords(r.target_words),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export function toAdminReadingQuestion(q: ReadingQuestionRow): AdminReadingQuestion {
  let answer: unknown = q.correct_answer;
  if (typeof answer === 'string' && answer.trim().startsWith('[')) answer = toStringList(answer);
  return {
    id: q.id,
    position: q.position,
    question: q.question,
    question_type: q.question_type,
    options: toStringList(q.options),
    correct_answer: Array.isArray(answer)
      ? answer.map(String)
      : typeof answer === 'boolean'
        ? answer
        : String(answer ?? ''),
    explanation: q.explanation,
    target_word_text: q.target_word_text,
  };
}

export async function listReadingTexts(
  db: Db,
  input: z.output<typeof readingTextListInput>,
): Promise<{ readingTexts: (AdminReadingText & { question_count: number })[]; pagination: AdminPagination }> {
  const { page, limit } = input;
  const { rows, total } = await adminListReadingTexts(db, {
    search: input.search,
    level: input.level,
    difficulty: input.difficulty,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    readingTexts: rows.map((r) => ({ ...toAdminReadingText(r), question_count: r.question_count })),
    pagination: adminPagination(page, limit, total),
  };
}

export interface ReadingTextDetail {
  readingText: AdminReadingText;
  questions: AdminReadingQuestion[];
}

export async function getReadingText(db: DbOrTrx, id: number): Promise<ReadingTextDetail> {
  const text = await adminFindReadingText(db, id);
  if (!text) throw notFound(READING_TEXT_NOT_FOUND);
  const questions = await adminListReadingQuestions(db, id);
  return { readingText: toAdminReadingText(text), questions: questions.map(toAdminReadingQuestion) };
}

const questionValues = (q: NormalizedReadingQuestion, position: number): AdminReadingQuestionValues => ({
  position,
  question: q.question,
  question_type: q.questionType,
  options: q.options,
  correct_answer: q.correctAnswer,
  explanation: q.explanation,
  target_word_text: q.targetWordText,
});

type TextValues = z.output<typeof readingTextInput>;

const textValues = (v: Omit<TextValues, 'allowDuplicate' | 'readingQuestions'>) => ({
  title: v.title,
  content: v.content,
  level: v.level,
  difficulty: v.difficulty,
  topics: v.topics,
  source: v.source,
  audio_url: v.audioUrl,
  image_url: v.imageUrl,
  target_words: v.targetWords.map((t) => ({
    word: t.word,
    translation: t.translation,
    word_type: t.wordType,
  })),
});

const readingSpelling = (v: {
  title: string;
  content: string;
  targetWords?: { word: string }[] | undefined;
}) =>
  spellingWarnings({
    title: v.title,
    content: v.content,
    targetWords: (v.targetWords ?? []).map((t) => t.word),
  });

export async function createReadingText(
  db: Db,
  v: TextValues,
  by: number | null = null,
  now: Date = new Date(),
): Promise<ReadingTextDetail & { warnings: SpellingWarning[] }> {
  const warnings = await readingSpelling(v);
  const detail = await db.transaction().execute(async (trx) => {
    if (!v.allowDuplicate) {
      const same = await adminFindSameReadingText(trx, v.title);
      if (same !== undefined) throw new AppError('CONFLICT', duplicateReadingTextMessage(same));
    }
    const text = await adminInsertReadingText(trx, textValues(v));
    await adminInsertReadingQuestions(
      trx,
      text.id,
      v.readingQuestions.map((q, i) => questionValues(q, i)),
    );
    await recordItemEvents(trx, 'reading_text', [historyItem(text)], 'create', by, now);
    return getReadingText(trx, text.id);
  });
  return { ...detail, warnings };
}

/**
 * PUT …/{id}: the create payload. When readingQuestions is sent it is the whole list: questions with an id are
 * updated in place (learners' answers kept), new ones added, the rest removed — all in one transaction.
 */
export async function updateReadingText(
  db: Db,
  v: z.output<typeof readingTextUpdateInput>,
  now: Date,
  by: number | null = null,
): Promise<ReadingTextDetail & { warnings: SpellingWarning[] }> {
  const warnings = await readingSpelling(v);
  const detail = await db.transaction().execute(async (trx) => {
    await lockUnchangedSince(trx, 'reading_texts', v.id, v.expectedUpdatedAt);
    const existing = await adminFindReadingText(trx, v.id);
    if (!existing) throw notFound(READING_TEXT_NOT_FOUND);
    const before = await getReadingText(trx, v.id);
    const { target_words, ...rest } = textValues({ ...v, targetWords: v.targetWords ?? [] });
    await adminUpdateReadingText(
      trx,
      v.id,
      { ...rest, ...(v.targetWords !== undefined ? { target_words } : {}) },
      now,
    );
    if (v.readingQuestions !== undefined) {
      const own = new Set((await adminListReadingQuestions(trx, v.id)).map((q) => q.id));
      const keep: number[] = [];
      const added: AdminReadingQuestionValues[] = [];
      for (const [i, q] of v.readingQuestions.entries()) {
        if (q.id !== null) {
          if (!own.has(q.id)) throw badRequest(`Question ${i + 1} does not belong to this reading text.`);
          keep.push(q.id);
          await adminUpdateReadingQuestion(trx, v.id, q.id, questionValues(q, i));
        } else {
          added.push(questionValues(q, i));
        }
      }
      await adminDeleteReadingQuestionsExcept(trx, v.id, keep);
      await adminInsertReadingQuestions(trx, v.id, added);
    }
    const after = await getReadingText(trx, v.id);
    await recordChange(
      trx,
      historyItem(after.readingText),
      historyValues(before),
      historyValues(after),
      READING_HISTORY_FIELDS,
      'update',
      by,
      now,
    );
    return after;
  });
  return { ...detail, warnings };
}

/**
 * Moves a text to the trash with its questions and every learner's progress and answers (restorable for 30 days
 * with all of them; learners no longer see it).
 */
export async function deleteReadingText(
  db: Db,
  id: number,
  by: number | null = null,
  now: Date = new Date(),
): Promise<{ success: true }> {
  const done = await db.transaction().execute(async (trx) => {
    const text = await adminFindReadingText(trx, id);
    if (!text) return false;
    await recordItemEvents(trx, 'reading_text', [historyItem(text)], 'delete', by, now);
    return (await trashItems(trx, 'reading_text', [id], by, now)) > 0;
  });
  if (!done) throw notFound(READING_TEXT_NOT_FOUND);
  return { success: true };
}
