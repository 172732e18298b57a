import { z } from 'zod';
import type { AdminAnalytics, AdminStats } from '../services/admin/stats.service.ts';
import { instant, int, localDate } from './common.ts';

/** admin-back-office.md §3 "Admin statistics". */
export const adminStatsResponse = z.strictObject({
  vocabularyCards: z.strictObject({
    total: int,
    reviewed: int,
    unreviewed: int,
    valid: int,
    invalid: int,
    needsAttention: int,
    draft: int,
    spellingWarnings: int,
    reviewProgress: int,
  }),
}) satisfies z.ZodType<AdminStats>;

export const adminAnalyticsResponse = z.strictObject({
  userMetrics: z.strictObject({ totalUsers: int, weeklySignups: int, activeUsers: int }),
  sessionMetrics: z.strictObject({ sessionsStarted: int, sessionsCompleted: int, completionRate: int }),
  period: z.strictObject({ days: int, from: instant, to: instant }),
  daily: z.array(
    z.strictObject({ date: localDate, signups: int, sessionsStarted: int, sessionsCompleted: int }),
  ),
}) satisfies z.ZodType<AdminAnalytics>;
