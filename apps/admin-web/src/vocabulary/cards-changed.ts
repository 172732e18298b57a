import type { QueryClient } from '@tanstack/react-query';
import { adminApi } from '../admin-api.ts';

/**
 * After a card is created, saved, its status changed, a bulk action or a delete: every card query (list, review
 * queue, one card), the dashboard stats and the History are out of date — the card's edit row lists its last
 * changes, and without this it showed the History from before the save for up to 30 s (the client's staleTime).
 * Resolves when the queries on screen have reloaded.
 */
export async function cardsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [adminApi.vocabulary.pathKey(), adminApi.stats.pathKey(), adminApi.history.pathKey()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
