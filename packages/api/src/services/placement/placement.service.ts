import {
  type Db,
  type DbOrTrx,
  findPlacementRunForUpdate,
  insertPlacementRun,
  latestPlacementRun,
  markPlacementAccepted,
  type PlacementAnswerJson,
  type PlacementItemJson,
  type PlacementRunRow,
  pickGrammarItem,
  pickVocabularyItem,
  savePlacementProgress,
  type UserRow,
  unreviewedLearnerCards,
  updateUser,
} from '@keelerada/db';
import {
  nextPlacementLevel,
  nextPlacementSkill,
  PLACEMENT_LEVELS,
  PLACEMENT_MAX_ITEMS,
  type PlacementAnswer,
  type PlacementLevel,
  type PlacementResult,
  type PlacementSkill,
  placementFinished,
  placementLevelName,
  placementResult,
} from '@keelerada/domain';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import { toUserDto, type UserDto } from '../account/user-dto.ts';
import { syncPathCards } from '../learning-path/learning-path.service.ts';
import type { LearnerClock } from '../time/learner-clock.ts';
import { submitReview } from '../vocabulary/review.service.ts';

/** An item as the learner sees it: never its answer. */
export interface PlacementItemDto {
  skill: PlacementSkill;
  level: string;
  levelName: string;
  prompt: string;
  hint: string | null;
  options: string[];
}

export interface PlacementResultDto extends PlacementResult {
  recommendedLevelName: string;
}

export interface PlacementStateDto {
  runId: number;
  /** 1-based number of the item on screen (or of items answered once finished). */
  position: number;
  maxItems: number;
  item: PlacementItemDto | null;
  result: PlacementResultDto | null;
  accepted: boolean;
}

function itemDto(i: PlacementItemJson): PlacementItemDto {
  return {
    skill: i.skill,
    level: i.level,
    levelName: placementLevelName(i.level as PlacementLevel),
    prompt: i.prompt,
    hint: i.hint,
    options: i.options,
  };
}

function resultDto(r: PlacementResult): PlacementResultDto {
  return { ...r, recommendedLevelName: placementLevelName(r.recommendedLevel) };
}

function stateOf(run: PlacementRunRow): PlacementStateDto {
  return {
    runId: run.id,
    position: run.current_item ? run.answers.length + 1 : run.answers.length,
    maxItems: PLACEMENT_MAX_ITEMS,
    item: run.current_item ? itemDto(run.current_item) : null,
    result: run.result ? resultDto(run.result as unknown as PlacementResult) : null,
    accepted: run.accepted_at !== null,
  };
}

/**
 * The next item: the staircase's level and skill first; when that level has no such item left, the other skill, then
 * the nearest levels (a thin level never ends the test early).
 */
/** The stored answers as the staircase reads them (their levels are the placement levels they were asked at). */
const asAnswers = (answers: readonly PlacementAnswerJson[]) => answers as readonly PlacementAnswer[];

async function pickItem(
  db: DbOrTrx,
  answers: readonly PlacementAnswerJson[],
): Promise<PlacementItemJson | null> {
  const domainAnswers = asAnswers(answers);
  const level = nextPlacementLevel(domainAnswers);
  const skill = nextPlacementSkill(domainAnswers);
  const start = PLACEMENT_LEVELS.indexOf(level);
  const byDistance = [...PLACEMENT_LEVELS].sort(
    (a, b) => Math.abs(PLACEMENT_LEVELS.indexOf(a) - start) - Math.abs(PLACEMENT_LEVELS.indexOf(b) - start),
  );
  for (const l of byDistance) {
    for (const s of skill === 'vocabulary'
      ? (['vocabulary', 'grammar'] as const)
      : (['grammar', 'vocabulary'] as const)) {
      const asked = answers.filter((a) => a.skill === s).map((a) => a.sourceId);
      const item =
        s === 'vocabulary' ? await pickVocabularyItem(db, l, asked) : await pickGrammarItem(db, l, asked);
      if (item) return item;
    }
  }
  return null;
}

/** The learner's latest run: to resume an unfinished test or show the last result. Null before any. */
export async function getPlacement(db: Db, userId: number): Promise<PlacementStateDto | null> {
  const run = await latestPlacementRun(db, userId);
  return run ? stateOf(run) : null;
}

/** Starts a new placement test with its first item. */
export async function startPlacement(db: Db, userId: number): Promise<PlacementStateDto> {
  const item = await pickItem(db, []);
  if (!item)
    throw new AppError('CONFLICT', 'The placement test has no questions yet. Please try again later.');
  return stateOf(await insertPlacementRun(db, userId, item));
}

/**
 * Records the answer to the item on screen (judged here against the key the server kept), then moves on: the next
 * item, or the result when the staircase has settled. One answer per item: the row is locked while it is recorded.
 */
export async function answerPlacement(
  db: Db,
  userId: number,
  input: { runId: number; choice: string },
): Promise<PlacementStateDto & { correct: boolean; correctAnswer: string }> {
  return db.transaction().execute(async (trx) => {
    const run = await findPlacementRunForUpdate(trx, userId, input.runId);
    if (!run) throw notFound('Placement test not found');
    const item = run.current_item;
    if (!item || run.finished_at) throw badRequest('This placement test is already finished.');
    if (!item.options.includes(input.choice)) throw badRequest('Choose one of the options shown.');
    const correct = input.choice === item.answer;
    const answers: PlacementAnswerJson[] = [
      ...run.answers,
      { level: item.level, skill: item.skill, correct, topic: item.topic, sourceId: item.sourceId },
    ];
    const domainAnswers = asAnswers(answers);
    const next = placementFinished(domainAnswers) ? null : await pickItem(trx, answers);
    const result = next ? undefined : (placementResult(domainAnswers) as unknown as Record<string, unknown>);
    await savePlacementProgress(trx, run.id, {
      answers,
      current_item: next,
      ...(result ? { result, finished: true } : {}),
    });
    const after: PlacementRunRow = {
      ...run,
      answers,
      current_item: next,
      result: result ?? null,
      finished_at: result ? new Date() : null,
    };
    return { ...stateOf(after), correct, correctAnswer: item.answer };
  });
}

/**
 * Accepts the recommended level: sets it as the learner's level, enrols them in its cards, and marks every word they
 * recognised in the test as known by recording it as a first successful review (so those words start scheduled, not
 * new). Those reviews are not introductions: they leave `introduced_on` empty, so they use up none of the day's
 * new-word quota (a learner who recognised 5 words still gets all their new words in the first session). Accepting
 * again is harmless.
 */
export async function acceptPlacement(
  db: Db,
  user: Pick<UserRow, 'id' | 'fsrs_parameters' | 'desired_retention'>,
  clock: LearnerClock,
  runId: number,
): Promise<{ user: UserDto; addedCards: number; knownWords: number }> {
  const { updated, added, known } = await db.transaction().execute(async (trx) => {
    const run = await findPlacementRunForUpdate(trx, user.id, runId);
    if (!run) throw notFound('Placement test not found');
    if (!run.result) throw badRequest('Finish the placement test before accepting its level.');
    const level = (run.result as unknown as PlacementResult).recommendedLevel;
    const u = await updateUser(trx, user.id, { current_level: level });
    if (!u) throw notFound('User not found');
    const addedCards = await syncPathCards(trx, u);
    if (!run.accepted_at) await markPlacementAccepted(trx, run.id);
    const knownCards = run.answers
      .filter((a) => a.skill === 'vocabulary' && a.correct)
      .map((a) => a.sourceId);
    return { updated: u, added: addedCards.length, known: knownCards };
  });
  const toSeed = await unreviewedLearnerCards(db, user.id, known);
  for (const cardId of toSeed)
    await submitReview(db, user, clock, { cardId, result: 'pass' }, undefined, { introduces: false });
  return { user: toUserDto(updated), addedCards: added, knownWords: toSeed.length };
}
