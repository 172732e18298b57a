import { sql } from 'kysely';
import type { DbOrTrx, PlacementAnswerJson, PlacementItemJson, PlacementRunRow } from '../schema/index.ts';

/** Word types whose plain form makes a fair "what does it mean?" item. */
const PLACEMENT_WORD_TYPES = ['NOUN', 'VERB', 'ADJECTIVE'];

/**
 * A vocabulary item at `level`: a valid card in its dictionary form not asked yet in this run, its translation and
 * three other translations of the same word type and level as the options (sorted, so their order tells nothing).
 */
export async function pickVocabularyItem(
  db: DbOrTrx,
  level: string,
  exclude: readonly number[],
): Promise<PlacementItemJson | null> {
  const card = await db
    .selectFrom('vocabulary_cards')
    .select(['id', 'word', 'translation', 'word_type', 'level'])
    .where('level', '=', level)
    .where('review_status', '=', 'VALID')
    .where('word_type', 'in', PLACEMENT_WORD_TYPES)
    .whereRef('form', '=', 'word')
    .$if(exclude.length > 0, (q) => q.where('id', 'not in', exclude))
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
  if (!card) return null;
  const others = await db
    .selectFrom(
      db
        .selectFrom('vocabulary_cards')
        .select('translation')
        .distinct()
        .where('level', '=', level)
        .where('word_type', '=', card.word_type)
        .where('review_status', '=', 'VALID')
        .where('word', '<>', card.word)
        .where('translation', '<>', card.translation)
        .as('t'),
    )
    .select('translation')
    .orderBy(sql`random()`)
    .limit(3)
    .execute();
  const distractors = others.map((o) => o.translation);
  if (distractors.length < 3) return null;
  return {
    skill: 'vocabulary',
    sourceId: card.id,
    level: card.level,
    topic: card.word_type,
    prompt: card.word,
    hint: null,
    options: [card.translation, ...distractors].sort((a, b) => a.localeCompare(b)),
    answer: card.translation,
  };
}

/** A case-practice item at `level` not asked yet in this run: the sentence, its English, the answer and distractors. */
export async function pickGrammarItem(
  db: DbOrTrx,
  level: string,
  exclude: readonly number[],
): Promise<PlacementItemJson | null> {
  const ex = await db
    .selectFrom('grammar_exercises')
    .select(['id', 'level', 'content'])
    .where('type', '=', 'CASE_PRACTICE')
    .where('level', '=', level)
    .$if(exclude.length > 0, (q) => q.where('id', 'not in', exclude))
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
  if (!ex) return null;
  const c = ex.content as {
    sentence?: string;
    case_translation?: string;
    correct_case?: string;
    case_correct_answer?: string;
    case_distractors?: string[];
  };
  if (!c.sentence || !c.case_correct_answer || !c.case_distractors?.length) return null;
  return {
    skill: 'grammar',
    sourceId: ex.id,
    level: ex.level,
    topic: c.correct_case ?? 'NOMINATIVE',
    prompt: c.sentence,
    hint: c.case_translation ?? null,
    options: [...new Set([c.case_correct_answer, ...c.case_distractors])].sort((a, b) =>
      a.localeCompare(b, 'et'),
    ),
    answer: c.case_correct_answer,
  };
}

export function insertPlacementRun(
  db: DbOrTrx,
  userId: number,
  item: PlacementItemJson,
): Promise<PlacementRunRow> {
  return db
    .insertInto('placement_runs')
    .values({ user_id: userId, current_item: JSON.stringify(item) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The learner's run, locked for the answer being recorded (one answer at a time per run). */
export function findPlacementRunForUpdate(
  db: DbOrTrx,
  userId: number,
  runId: number,
): Promise<PlacementRunRow | undefined> {
  return db
    .selectFrom('placement_runs')
    .selectAll()
    .where('id', '=', runId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function latestPlacementRun(db: DbOrTrx, userId: number): Promise<PlacementRunRow | undefined> {
  return db
    .selectFrom('placement_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function savePlacementProgress(
  db: DbOrTrx,
  runId: number,
  patch: {
    answers: PlacementAnswerJson[];
    current_item: PlacementItemJson | null;
    result?: Record<string, unknown>;
    finished?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('placement_runs')
    .set({
      answers: JSON.stringify(patch.answers),
      current_item: patch.current_item ? JSON.stringify(patch.current_item) : null,
      ...(patch.result ? { result: JSON.stringify(patch.result) } : {}),
      ...(patch.finished ? { finished_at: sql`now()` } : {}),
    })
    .where('id', '=', runId)
    .execute();
}

export async function markPlacementAccepted(db: DbOrTrx, runId: number): Promise<void> {
  await db.updateTable('placement_runs').set({ accepted_at: sql`now()` }).where('id', '=', runId).execute();
}

/** The learner's cards for the given vocabulary cards that were never reviewed (id of the learner's card). */
export async function unreviewedLearnerCards(
  db: DbOrTrx,
  userId: number,
  vocabularyCardIds: readonly number[],
): Promise<number[]> {
  if (vocabularyCardIds.length === 0) return [];
  const rows = await db
    .selectFrom('user_vocabulary_cards')
    .select('id')
    .where('user_id', '=', userId)
    .where('vocabulary_card_id', 'in', vocabularyCardIds)
    .where('review_count', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
