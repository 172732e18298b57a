import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../api.ts';
import type { Me } from '../data/types.ts';
import { settingsSaved } from './settings-saved.ts';

describe('settingsSaved', () => {
  it('refreshes the daily-load estimates with the profile, so a new quota shows at once (round 2)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const estimatesKey = trpc.learnerModel.retentionOptions.queryKey();
    queryClient.setQueryData(estimatesKey, {
      desiredRetention: 0.9,
      basis: { dailyNewWords: 10, currentLevel: 'A0', timeZone: 'UTC' },
      options: [{ retention: 0.9, reviewsPerDay: 33.9 }],
    });
    expect(queryClient.getQueryState(estimatesKey)?.isInvalidated).toBe(false);
    const user = { id: 1, daily_new_words: 30, current_level: 'A0', time_zone: 'UTC' } as Me;
    await settingsSaved(queryClient, user);
    expect(queryClient.getQueryState(estimatesKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(trpc.account.me.queryKey())).toEqual({ user });
  });
});
