import { describe, expect, it } from 'vitest';
import { groupByLemma } from './lexicon-groups.ts';

const card = (id: number, word: string, form: string, next_review: string) => ({
  id,
  word,
  form,
  next_review,
});

describe('groupByLemma', () => {
  it('gives one group per word with its practised forms and the soonest review', () => {
    const groups = groupByLemma(
      [
        card(1, 'olema', 'olen', '2026-12-03T00:00:00Z'),
        card(2, 'maja', 'majja', '2026-12-05T00:00:00Z'),
        card(3, 'olema', 'on', '2026-12-01T00:00:00Z'),
        card(4, 'olema', 'On', '2026-12-09T00:00:00Z'),
      ],
      (c) => c.next_review.slice(0, 10),
    );
    expect(groups.map((g) => [g.word, g.cards.map((c) => c.id), g.forms, g.nextReview])).toEqual([
      ['olema', [1, 3, 4], ['olen', 'on'], '2026-12-01'],
      ['maja', [2], ['majja'], '2026-12-05'],
    ]);
  });
});
