import { Button, Card } from '@keelerada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../api.ts';
import { VocabularyCloze } from '../exercises/vocabulary-cloze/VocabularyCloze.tsx';
import {
  fromGrammarOnly,
  grammarSpotsLead,
  practiceResultLine,
  weakSpotCards,
  weakSpotLine,
} from './weak-spots.ts';

/**
 * Weak spots (issue 17): the three confusions the learner makes most among their latest judged answers, and a short
 * practice of those forms from the learner's own words (practice only: the schedule is not touched). A spot that only
 * grammar exercises gave has no card to practise here: it is marked so, and the card says how many such spots there
 * are, with a link to Grammar. The practice ends with how many words were right.
 */
export function WeakSpots() {
  const spots = useQuery(trpc.study.weakSpots.queryOptions());
  const [practice, setPractice] = useState<number | null>(null);
  const [right, setRight] = useState(0);
  const done = useRef<HTMLParagraphElement>(null);
  const cards = spots.data ? weakSpotCards(spots.data) : [];
  const card = practice === null ? undefined : cards[practice];
  const finished = practice !== null && !card;
  // the word's Next button goes when the practice ends: focus moves to the result, not to the page
  useEffect(() => {
    if (finished) done.current?.focus();
  }, [finished]);
  if (!spots.data || spots.data.spots.length === 0) return null;
  const { judged } = spots.data;
  const grammarSpots = spots.data.spots.filter(fromGrammarOnly).length;
  const grammarLead = grammarSpotsLead(grammarSpots, spots.data.spots.length);
  const start = () => {
    setRight(0);
    setPractice(0);
  };
  return (
    <section aria-labelledby="weak-title" data-testid="weak-spots">
      <h2 id="weak-title">Weak spots</h2>
      <Card>
        <ul className="weak-spots">
          {spots.data.spots.map((s) => (
            <li key={s.confusion}>
              {weakSpotLine(s.confusion, s.count, judged)}
              {fromGrammarOnly(s) && <span className="kr-muted"> · in grammar exercises</span>}
            </li>
          ))}
        </ul>
        {grammarLead && (
          <p data-testid="weak-spots-grammar">
            {grammarLead} <Link to="/grammar">Grammar</Link>.
          </p>
        )}
        {practice === null && cards.length > 0 && <Button onClick={start}>Practise these forms</Button>}
        {card && (
          <VocabularyCloze
            key={`${practice}-${card.id}`}
            card={card}
            onNext={(outcome) => {
              if (outcome.pass) setRight((n) => n + 1);
              setPractice((p) => (p ?? 0) + 1);
            }}
          />
        )}
        {finished && (
          <p data-testid="weak-spots-done" ref={done} tabIndex={-1}>
            {practiceResultLine(right, cards.length)}{' '}
            <Button variant="secondary" onClick={start}>
              Again
            </Button>
          </p>
        )}
      </Card>
    </section>
  );
}
