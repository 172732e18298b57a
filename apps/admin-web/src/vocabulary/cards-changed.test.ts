import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../admin-api.ts';
import { cardsChanged } from './cards-changed.ts';

describe('cardsChanged', () => {
  it("marks the card's History stale with the lists and stats, so an edit row shows the change just saved", async () => {
    const queryClient = new QueryClient();
    const history = adminApi.history.queryKey({ kind: 'vocabulary_card', itemId: 7, limit: 5 });
    const list = adminApi.vocabulary.list.queryKey({ page: 1, limit: 20 });
    const grammar = adminApi.grammar.pathKey();
    for (const key of [history, list, grammar]) queryClient.setQueryData(key, {});
    await cardsChanged(queryClient);
    expect(queryClient.getQueryState(history)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(grammar)?.isInvalidated).toBe(false);
  });
});
