import { Button, Card } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { trpc } from '../api.ts';
import { focusIfFree } from '../exercises/shared/focus.ts';
import { invalidateProgress } from '../study/session-writer.ts';
import { placementTakesFocus, placementViewKey } from './placement-focus.ts';
import './placement.css';

type Feedback = { correct: boolean; correctAnswer: string } | null;

/** The placement test (issue 21): one multiple-choice item at a time, then the recommended level to accept. */
export function PlacementTest() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const latest = useQuery(trpc.placement.latest.queryOptions());
  const start = useMutation(trpc.placement.start.mutationOptions());
  const answer = useMutation(trpc.placement.answer.mutationOptions());
  const accept = useMutation(trpc.placement.accept.mutationOptions());
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [error, setError] = useState<string | null>(null);
  const latestKey = trpc.placement.latest.queryKey();

  // a new question (or the result) replaces the buttons pressed: its heading takes keyboard focus, as focus would
  // otherwise fall to the page and a keyboard learner Tab through the sidebar for every question
  const headingRef = useRef<HTMLHeadingElement>(null);
  const promptId = useId();
  const shownView = useRef<string | null>(null);
  const viewKey = latest.isPending ? null : placementViewKey(latest.data);
  useEffect(() => {
    if (viewKey === null) return;
    if (placementTakesFocus(shownView.current, viewKey)) focusIfFree(headingRef.current);
    shownView.current = viewKey;
  }, [viewKey]);

  if (latest.isPending) return <p role="status">Loading the placement test…</p>;
  const run = latest.data && !latest.data.accepted ? latest.data : null;

  const begin = async () => {
    setError(null);
    try {
      queryClient.setQueryData(latestKey, await start.mutateAsync());
    } catch (e) {
      setError((e as Error).message);
    }
  };

  if (!run) {
    return (
      <div className="page placement" data-testid="placement-page">
        <h1>Placement test</h1>
        <Card title="Find your level">
          <p>
            About 5 minutes of multiple-choice questions from A0 to B1: what words mean, and which form of a
            word fits a sentence. Each answer picks the next question's level, so you never wade through what
            is too easy or too hard.
          </p>
          <p className="kr-muted">
            At the end you get a recommended level and a short summary. Nothing changes until you accept it.
          </p>
          {error && (
            <p className="kr-alert kr-alert-error" role="alert">
              {error}
            </p>
          )}
          <Button onClick={begin} disabled={start.isPending} data-testid="placement-start">
            {start.isPending ? 'Starting…' : 'Start the placement test'}
          </Button>
        </Card>
      </div>
    );
  }

  if (run.result) {
    const r = run.result;
    const acceptLevel = async () => {
      setError(null);
      try {
        const out = await accept.mutateAsync({ runId: run.runId });
        queryClient.setQueryData(trpc.account.me.queryKey(), { user: out.user });
        await Promise.all([invalidateProgress(), queryClient.invalidateQueries({ queryKey: latestKey })]);
        await navigate({ to: '/dashboard' });
      } catch (e) {
        setError((e as Error).message);
      }
    };
    return (
      <div className="page placement" data-testid="placement-page">
        <h1 ref={headingRef} tabIndex={-1}>
          Your placement result
        </h1>
        <Card title={`Recommended level: ${r.recommendedLevelName}`}>
          <p data-testid="placement-level">
            Start at <strong>{r.recommendedLevelName}</strong>. You get every word at or below it, and the
            words you recognised here count as already known.
          </p>
          <div className="placement-summary">
            <section>
              <h2>What you know</h2>
              {r.strengths.length ? (
                <ul>
                  {r.strengths.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              ) : (
                <p className="kr-muted">Everything is new — a fresh start at A0.</p>
              )}
            </section>
            <section>
              <h2>What to work on</h2>
              {r.toWorkOn.length ? (
                <ul>
                  {r.toWorkOn.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              ) : (
                <p className="kr-muted">Nothing stood out — keep going.</p>
              )}
            </section>
          </div>
          {error && (
            <p className="kr-alert kr-alert-error" role="alert">
              {error}
            </p>
          )}
          <div className="kr-row">
            <Button onClick={acceptLevel} disabled={accept.isPending} data-testid="placement-accept">
              {accept.isPending ? 'Saving…' : `Start at ${r.recommendedLevelName}`}
            </Button>
            <Button variant="ghost" onClick={begin} disabled={start.isPending}>
              Take the test again
            </Button>
            <Link to="/dashboard" className="kr-btn kr-btn-ghost">
              Not now
            </Link>
          </div>
        </Card>
      </div>
    );
  }

  const item = run.item!;
  const choose = async (choice: string) => {
    if (answer.isPending || feedback) return;
    setError(null);
    try {
      const out = await answer.mutateAsync({ runId: run.runId, choice });
      setFeedback({ correct: out.correct, correctAnswer: out.correctAnswer });
      // a short look at the answer, then the next item
      setTimeout(() => {
        setFeedback(null);
        queryClient.setQueryData(latestKey, out);
      }, 900);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <div className="page placement" data-testid="placement-page">
      <h1>Placement test</h1>
      <p className="kr-muted" data-testid="placement-progress">
        Question {run.position} of at most {run.maxItems}
      </p>
      {/* the Card's markup, with a heading that can take focus; one element per question (fresh buttons) */}
      <section className="kr-card" key={`${run.runId}:${run.position}`}>
        <header className="kr-card-header">
          <h2 className="kr-card-title" ref={headingRef} tabIndex={-1} aria-describedby={promptId}>
            {item.skill === 'vocabulary' ? 'What does this word mean?' : 'Which form fits the sentence?'}
          </h2>
          <span className="kr-badge" data-testid="placement-item-level">
            {item.levelName}
          </span>
        </header>
        <p className="placement-prompt" lang="et" id={promptId} data-testid="placement-prompt">
          {item.prompt}
        </p>
        {item.hint && <p className="kr-muted">{item.hint}</p>}
        <fieldset className="placement-options">
          <legend className="sr-only">Options</legend>
          {item.options.map((o) => {
            const state = feedback ? (o === feedback.correctAnswer ? 'is-right' : '') : '';
            return (
              <button
                key={o}
                type="button"
                className={`kr-btn kr-btn-secondary placement-option ${state}`}
                onClick={() => void choose(o)}
                disabled={answer.isPending || feedback !== null}
                lang={item.skill === 'grammar' ? 'et' : 'en'}
              >
                {o}
              </button>
            );
          })}
        </fieldset>
        <p className="placement-feedback" aria-live="polite" data-testid="placement-feedback">
          {feedback ? (feedback.correct ? 'Correct' : `Not quite: ${feedback.correctAnswer}`) : ''}
        </p>
        {error && (
          <p className="kr-alert kr-alert-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </div>
  );
}
