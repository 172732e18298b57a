import type { QueryClient } from '@tanstack/react-query';
import { trpc } from '../api.ts';
import type { Me } from '../data/types.ts';

/** The Memory target card's estimates: worked out from the saved new words per day, level and zone. */
export function invalidateRetentionEstimates(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: trpc.learnerModel.retentionOptions.queryKey() });
}

/**
 * What every Settings save refreshes (learning settings and memory target alike): the profile the page reads, and
 * the daily-load estimates, which were still the old quota's after "New words per day" was saved (round 2).
 */
export function settingsSaved(queryClient: QueryClient, user: Me) {
  queryClient.setQueryData(trpc.account.me.queryKey(), { user });
  return invalidateRetentionEstimates(queryClient);
}
