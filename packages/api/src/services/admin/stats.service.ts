import { adminDailyUsage, adminUsageSince, adminVocabularyStatusCounts, type Db } from '@keelerada/db';
import { progressPercent } from '@keelerada/domain';

/** §3 "Admin statistics": content stats of the dashboard's vocabulary tile. */
export interface AdminStats {
  vocabularyCards: {
    total: number;
    /** VALID + INVALID + NEEDS_ATTENTION. */
    reviewed: number;
    /** UNREVIEWED. */
    unreviewed: number;
    valid: number;
    invalid: number;
    needsAttention: number;
    draft: number;
    /** Cards whose Estonian words hunspell did not all know (content QA). */
    spellingWarnings: number;
    /** reviewed / total as a whole percentage, 99 until every card is reviewed (0 when there are no cards). */
    reviewProgress: number;
  };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

export async function getAdminStats(db: Db): Promise<AdminStats> {
  const c = await adminVocabularyStatusCounts(db);
  const reviewed = c.VALID + c.INVALID + c.NEEDS_ATTENTION;
  return {
    vocabularyCards: {
      total: c.total,
      reviewed,
      unreviewed: c.UNREVIEWED,
      valid: c.VALID,
      invalid: c.INVALID,
      needsAttention: c.NEEDS_ATTENTION,
      draft: c.DRAFT,
      spellingWarnings: c.spellingWarnings,
      reviewProgress: progressPercent(reviewed, c.total),
    },
  };
}

export const ANALYTICS_DAYS = 7;

/**
 * §3 analytics, over the last 7 days — today and the 6 before it, whole UTC days, as the chart shows them (total
 * users: all time) — with a per-day series for the dashboard chart.
 */
export interface AdminAnalytics {
  userMetrics: { totalUsers: number; weeklySignups: number; activeUsers: number };
  sessionMetrics: { sessionsStarted: number; sessionsCompleted: number; completionRate: number };
  period: { days: number; from: string; to: string };
  daily: { date: string; signups: number; sessionsStarted: number; sessionsCompleted: number }[];
}

/** The start of the period: midnight (UTC) of the first of the last 7 days, today being the 7th — the chart's dates. */
export function analyticsSince(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (ANALYTICS_DAYS - 1) * 86_400_000);
}

export async function getAdminAnalytics(db: Db, now: Date): Promise<AdminAnalytics> {
  const since = analyticsSince(now);
  const [u, daily] = await Promise.all([adminUsageSince(db, since), adminDailyUsage(db, since, now)]);
  return {
    userMetrics: { totalUsers: u.totalUsers, weeklySignups: u.signups, activeUsers: u.activeUsers },
    sessionMetrics: {
      sessionsStarted: u.sessionsStarted,
      sessionsCompleted: u.sessionsCompleted,
      completionRate: percent(u.sessionsCompleted, u.sessionsStarted),
    },
    period: { days: ANALYTICS_DAYS, from: since.toISOString(), to: now.toISOString() },
    daily: daily.map((d) => ({
      date: d.day,
      signups: d.signups,
      sessionsStarted: d.sessions_started,
      sessionsCompleted: d.sessions_completed,
    })),
  };
}
