import {
  countIntroducedSince,
  countValidCardsByLevel,
  type Db,
  listLearnerCardStates,
  reviewHistory,
  type UserRow,
} from '@keelerada/db';
import {
  daysBetween,
  localDateOf,
  type ProjectionAccuracy,
  type ProjectionBandPoint,
  type ProjectionPoint,
  projectionAccuracy,
  projectVocabularyWithBand,
  RATE_WINDOW_DAYS,
  STATS_LEVELS,
  type StatsLevel,
  schedulerFor,
  statsLevelOf,
  studyRates,
  type TierCounts,
  tierOf,
} from '@keelerada/domain';
import { getStreak } from '../study/streak.service.ts';
import type { LearnerClock } from '../time/learner-clock.ts';

export interface LevelStats extends TierCounts {
  total: number;
  new: number;
}

/** §3 "Vocabulary stats". */
export interface VocabularyStats {
  current: TierCounts;
  currentLevel: string;
  currentLevelStats: { total: number; mastered: number };
  projection: ProjectionPoint[];
  /** Where 80 % of the forecast's runs landed at each horizon (10th–90th percentile), issue 21. */
  projectionBand: ProjectionBandPoint[];
  metadata: {
    projectionAccuracy: ProjectionAccuracy;
    avgDailyReviews: number;
    historyDays: number;
    totalReviews: number;
  };
  streak: number;
  levelStats: Record<StatsLevel, LevelStats>;
}

const DAY_MS = 86_400_000;

type ForecastUser = Pick<UserRow, 'id' | 'daily_new_words'>;

/** What the forecast simulates from: the learner's cards with their FSRS state and their recent pace. */
export async function forecastInput(db: Db, user: ForecastUser, clock: LearnerClock) {
  const since = new Date(clock.now.getTime() - RATE_WINDOW_DAYS * DAY_MS);
  const [cards, history, recentNewWords] = await Promise.all([
    listLearnerCardStates(db, user.id),
    reviewHistory(db, user.id, since),
    countIntroducedSince(db, user.id, since),
  ]);
  const historyDays = history.first_review_at
    ? daysBetween(localDateOf(history.first_review_at, clock.timeZone), clock.today) + 1
    : 0;
  const rates = studyRates({
    historyDays,
    recentReviews: history.recent_reviews,
    recentNewWords,
    recentPassRate: history.recent_reviews > 0 ? history.recent_passes / history.recent_reviews : null,
    dailyNewWords: user.daily_new_words,
  });
  return { cards, rates, historyDays, totalReviews: history.total_reviews };
}

/**
 * Tier counts now, per level (A0 … C12, zeros where there are no cards) and as a forecast: each card simulated
 * forward with its FSRS state at the learner's own recent pace (see projectVocabulary).
 */
export async function getVocabularyStats(
  db: Db,
  user: Pick<UserRow, 'id' | 'current_level' | 'daily_new_words' | 'fsrs_parameters' | 'desired_retention'>,
  clock: LearnerClock,
): Promise<VocabularyStats> {
  const [{ cards, rates, historyDays, totalReviews }, catalogue, streak] = await Promise.all([
    forecastInput(db, user, clock),
    countValidCardsByLevel(db),
    getStreak(db, user.id, clock),
  ]);

  const levelStats = Object.fromEntries(
    STATS_LEVELS.map((l) => [l, { total: 0, new: 0, learning: 0, familiar: 0, mastered: 0 }]),
  ) as Record<StatsLevel, LevelStats>;
  for (const [level, n] of catalogue) {
    const key = statsLevelOf(level);
    if (key) levelStats[key].total += n;
  }
  const current: TierCounts = { learning: 0, familiar: 0, mastered: 0 };
  for (const c of cards) {
    const tier = tierOf(c);
    if (tier === 'new') continue;
    current[tier]++;
    const key = statsLevelOf(c.level);
    if (key) levelStats[key][tier]++;
  }
  for (const s of Object.values(levelStats))
    s.new = Math.max(0, s.total - s.learning - s.familiar - s.mastered);

  const { points: projection, band: projectionBand } = projectVocabularyWithBand({
    cards,
    now: clock.now,
    rates,
    seed: user.id,
    scheduler: schedulerFor({ parameters: user.fsrs_parameters, desiredRetention: user.desired_retention }),
  });

  const currentLevel = statsLevelOf(user.current_level) ?? user.current_level;
  const cl = levelStats[currentLevel as StatsLevel] ?? { total: 0, mastered: 0 };
  return {
    current,
    currentLevel,
    currentLevelStats: { total: cl.total, mastered: cl.mastered },
    projection,
    projectionBand,
    metadata: {
      projectionAccuracy: projectionAccuracy(historyDays, totalReviews),
      avgDailyReviews: rates.avgDailyReviews,
      historyDays,
      totalReviews,
    },
    streak: streak.currentStreak,
    levelStats,
  };
}
