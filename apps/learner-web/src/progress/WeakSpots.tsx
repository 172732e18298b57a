import { Button, Card } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../api.ts';
import { VocabularyCloze } from '../exercises/vocabulary-cloze/VocabularyCloze.tsx';
import { weakSpotCards, weakSpotLine } from './weak-spots.ts';

/**
 * Weak spots (issue 17): the three confusions the learner makes most among their latest judged answers, and a short
 * practice of those forms from the learner's own words (practice only: the schedule is not touched).
 */
export function WeakSpots() {
  const spots = useQuery(trpc.study.weakSpots.queryOptions());
  const [practice, setPractice] = useState<number | null>(null);
  if (!spots.data || spots.data.spots.length === 0) return null;
  const { judged } = spots.data;
  const cards = weakSpotCards(spots.data);
  const card = practice === null ? undefined : cards[practice];
  return (
    <section aria-labelledby="weak-title" data-testid="weak-spots">
      <h2 id="weak-title">Weak spots</h2>
      <Card>
        <ul className="weak-spots">
          {spots.data.spots.map((s) => (
            <li key={s.confusion}>{weakSpotLine(s.confusion, s.count, judged)}</li>
          ))}
        </ul>
        {practice === null && cards.length > 0 && (
          <Button onClick={() => setPractice(0)}>Practise these forms</Button>
        )}
        {card && (
          <VocabularyCloze
            key={`${practice}-${card.id}`}
            card={card}
            onNext={() => setPractice((p) => (p ?? 0) + 1)}
          />
        )}
        {practice !== null && !card && (
          <p data-testid="weak-spots-done">
            Practice done: {cards.length} {cards.length === 1 ? 'word' : 'words'}.{' '}
            <Button variant="secondary" onClick={() => setPractice(0)}>
              Again
            </Button>
          </p>
        )}
      </Card>
    </section>
  );
}
