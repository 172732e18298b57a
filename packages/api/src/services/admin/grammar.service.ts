import {
  adminFindGrammarExercise,
  adminFindSameGrammarExercise,
  adminInsertGrammarExercise,
  adminListGrammarExercises,
  adminUpdateGrammarExercise,
  type Db,
  type GrammarExerciseRow,
  trashGrammarExercise,
} from '@keelerada/db';
import {
  type AdminPagination,
  adminPagination,
  duplicateExerciseMessage,
  GRAMMAR_SCREEN_MESSAGES,
  GRAMMAR_TYPES,
  type GrammarExercise,
  type GrammarType,
  grammarContentToPayload,
  grammarEditErrors,
  type grammarExerciseCreateInput,
  grammarExerciseLabel,
  type grammarExerciseListInput,
  type grammarExerciseUpdateInput,
  grammarIdentity,
  grammarPayloadFields,
  grammarPayloadToContent,
  grammarStoredErrors,
  parseStoredJson,
  toGrammarExercise,
  toStringList,
} from '@keelerada/domain';
import type { z } from 'zod';
import type { Caches } from '../../cache/caches.ts';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import { lexiconIndex } from '../lexicon/lexicon-index.ts';
import { type SpellingWarning, spellingWarnings } from './content-qa.ts';
import { exerciseFormChecks } from './exercise-form-check.ts';
import { recordChange, recordItemEvents } from './history.service.ts';
import { lockUnchangedSince } from './item-version.ts';

/** An exercise as the history compares it: level, difficulty, tags and each stored content field. */
function historyValues(row: GrammarExerciseRow): Record<string, unknown> {
  const content = parseStoredJson(row.content);
  return {
    level: row.level,
    difficulty: row.difficulty,
    tags: toStringList(row.tags),
    ...(typeof content === 'object' && content !== null ? (content as Record<string, unknown>) : {}),
  };
}

/** An exercise as the History and the Trash name it ("Verb conjugation: arutama (nemad, past)"). */
const historyItem = (row: GrammarExerciseRow) => {
  const content = parseStoredJson(row.content);
  const label = grammarExerciseLabel(row.type, (content ?? {}) as Record<string, unknown>);
  return { kind: 'grammar_exercise' as const, id: row.id, label };
};

/** A grammar exercise as the admin screens read it: §3's common and type fields, and whether it has content. */
export type AdminGrammarExercise = GrammarExercise & {
  /** False when the stored content is missing or empty ("Exercise content not available"). */
  content_available: boolean;
};

export function toAdminGrammarExercise(row: GrammarExerciseRow): AdminGrammarExercise {
  const c = parseStoredJson(row.content);
  const available = typeof c === 'object' && c !== null && Object.keys(c).length > 0;
  return { ...toGrammarExercise(row), content_available: available };
}

/** The Estonian fields of an exercise payload, for the spell-checker (the incorrect sentence is wrong on purpose). */
function grammarSpellingFields(type: GrammarType, p: Record<string, unknown>) {
  const s = (v: unknown) => (typeof v === 'string' ? v : null);
  switch (type) {
    case 'CASE_PRACTICE':
      return {
        sentence: s(p.sentence),
        targetWord: s(p.targetWord),
        correctAnswer: s(p.correctAnswer),
        distractors: toStringList(p.distractors),
      };
    case 'VERB_CONJUGATION':
      return { verb: s(p.verb), verbCorrectAnswer: s(p.verbCorrectAnswer), context: s(p.context) };
    case 'SENTENCE_CONSTRUCTION':
      return { words: toStringList(p.words) };
    case 'ERROR_CORRECTION':
      return { correctSentence: s(p.correctSentence) };
    case 'TRANSLATION':
      return { targetText: s(p.targetText) };
  }
}

/** The verb answer may come as verbCorrectAnswer (§3) or as correctAnswer. */
function withVerbAnswer(type: GrammarType, p: Record<string, unknown>): Record<string, unknown> {
  if (type !== 'VERB_CONJUGATION') return p;
  const v =
    typeof p.verbCorrectAnswer === 'string' && p.verbCorrectAnswer.trim()
      ? p.verbCorrectAnswer
      : p.correctAnswer;
  return { ...p, verbCorrectAnswer: v };
}

export async function listGrammarExercises(
  db: Db,
  input: z.output<typeof grammarExerciseListInput>,
): Promise<{ exercises: AdminGrammarExercise[]; pagination: AdminPagination }> {
  const { page, limit } = input;
  const { rows, total } = await adminListGrammarExercises(db, {
    search: input.search,
    level: input.level,
    type: input.exerciseType,
    difficulty: input.difficulty,
    limit,
    offset: (page - 1) * limit,
  });
  return { exercises: rows.map(toAdminGrammarExercise), pagination: adminPagination(page, limit, total) };
}

export async function getGrammarExercise(db: Db, id: number): Promise<{ exercise: AdminGrammarExercise }> {
  const row = await adminFindGrammarExercise(db, id);
  if (!row) throw notFound(GRAMMAR_SCREEN_MESSAGES.notFound);
  return { exercise: toAdminGrammarExercise(row) };
}

export interface SavedExercise {
  exercise: AdminGrammarExercise;
  warnings: SpellingWarning[];
  /** Content QA: why the lexicon doubts a case practice's or verb conjugation's answer (warnings, never a block). */
  formChecks: string[];
}

/** The lexicon's checks of an exercise's payload (exercise-form-check.ts). */
async function formChecksOf(
  db: Db,
  caches: Caches,
  type: string,
  payload: Record<string, unknown>,
  tags: readonly string[],
): Promise<string[]> {
  return exerciseFormChecks(await lexiconIndex(db, caches), type, payload, tags);
}

/**
 * Creates an exercise. One with the same type, sentence and answer as an existing exercise is refused with a 409
 * naming it, unless `allowDuplicate` says the admin chose "Create anyway".
 */
export async function createGrammarExercise(
  db: Db,
  caches: Caches,
  input: z.output<typeof grammarExerciseCreateInput>,
  by: number | null = null,
  now: Date = new Date(),
): Promise<SavedExercise> {
  const payload = withVerbAnswer(input.type, input);
  // the schema checked what was sent; the exercise as it would be stored must pass the same rules
  const [storedError] = grammarStoredErrors(input.type, payload);
  if (storedError) throw badRequest(storedError[1]);
  const content = grammarPayloadToContent(input.type, payload);
  const stored = grammarContentToPayload(input.type, content);
  const warnings = await spellingWarnings(grammarSpellingFields(input.type, stored));
  const row = await db.transaction().execute(async (trx) => {
    if (!input.allowDuplicate) {
      const same = await adminFindSameGrammarExercise(trx, input.type, grammarIdentity(input.type, content));
      if (same !== undefined) throw new AppError('CONFLICT', duplicateExerciseMessage(same));
    }
    const created = await adminInsertGrammarExercise(trx, {
      type: input.type,
      level: input.level,
      difficulty: input.difficulty,
      tags: input.tags,
      content,
    });
    await recordItemEvents(trx, 'grammar_exercise', [historyItem(created)], 'create', by, now);
    return created;
  });
  const formChecks = await formChecksOf(db, caches, input.type, stored, input.tags);
  return { exercise: toAdminGrammarExercise(row), warnings, formChecks };
}

const PAYLOAD_KEYS = Object.keys(grammarPayloadFields) as (keyof typeof grammarPayloadFields)[];

/**
 * PUT …/{id}: level, difficulty, tags and the type's fields; the type is locked. Fields left out keep their stored
 * value; the result must pass the §5 edit rules and the structural rules of its type (validation/item-rules.ts),
 * first as sent and then as it would be stored, the rules create applies. A refused update writes nothing.
 */
export async function updateGrammarExercise(
  db: Db,
  caches: Caches,
  input: z.output<typeof grammarExerciseUpdateInput>,
  now: Date,
  by: number | null = null,
): Promise<SavedExercise> {
  const row = await adminFindGrammarExercise(db, input.id);
  if (!row) throw notFound(GRAMMAR_SCREEN_MESSAGES.notFound);
  if (!(GRAMMAR_TYPES as readonly string[]).includes(row.type))
    throw badRequest(`This exercise has an unknown type (${row.type}) and cannot be edited.`);
  const type = row.type as GrammarType;
  if (input.type && input.type !== type) throw badRequest(GRAMMAR_SCREEN_MESSAGES.typeLocked);
  const overlay: Record<string, unknown> = {};
  for (const k of PAYLOAD_KEYS) if (input[k] !== undefined) overlay[k] = input[k];
  const merged = withVerbAnswer(type, { ...grammarContentToPayload(type, row.content), ...overlay });
  const [firstError] = [...grammarEditErrors(type, merged), ...grammarStoredErrors(type, merged)];
  if (firstError) throw badRequest(firstError[1]);
  const content = grammarPayloadToContent(type, merged);
  const stored = grammarContentToPayload(type, content);
  const warnings = await spellingWarnings(grammarSpellingFields(type, stored));
  const updated = await db.transaction().execute(async (trx) => {
    await lockUnchangedSince(trx, 'grammar_exercises', row.id, input.expectedUpdatedAt);
    const saved = await adminUpdateGrammarExercise(
      trx,
      row.id,
      {
        level: input.level ?? row.level,
        difficulty: input.difficulty ?? row.difficulty,
        tags: input.tags ?? toStringList(row.tags),
        content,
      },
      now,
    );
    if (saved) {
      const before = historyValues(row);
      const after = historyValues(saved);
      const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      await recordChange(trx, historyItem(saved), before, after, fields, 'update', by, now);
    }
    return saved;
  });
  if (!updated) throw notFound(GRAMMAR_SCREEN_MESSAGES.notFound);
  const formChecks = await formChecksOf(db, caches, type, stored, toStringList(updated.tags));
  return { exercise: toAdminGrammarExercise(updated), warnings, formChecks };
}

/** Moves an exercise to the trash (restorable for 30 days). */
export async function deleteGrammarExercise(
  db: Db,
  id: number,
  by: number | null,
  now: Date,
): Promise<{ success: true }> {
  const done = await db.transaction().execute(async (trx) => {
    const row = await adminFindGrammarExercise(trx, id);
    if (!row) return false;
    const item = historyItem(row);
    await recordItemEvents(trx, 'grammar_exercise', [item], 'delete', by, now);
    return trashGrammarExercise(trx, id, by, now, item.label);
  });
  if (!done) throw notFound(GRAMMAR_SCREEN_MESSAGES.notFound);
  return { success: true };
}
