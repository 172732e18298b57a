import { httpStatusOf } from '@keelerada/api-client';
import { thousands, vocabularyCardName } from '@keelerada/domain';
import { Button, EmptyState, ErrorPanel, Spinner } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { adminApi } from '../../../admin-api.ts';
import { FormCheck } from '../../../components/FormCheck.tsx';
import { orderedDayRange } from '../../../components/ListPage.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { enumLabel } from '../../../lib/enums.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { plural } from '../../../lib/text.ts';
import { CardPreview } from '../../../vocabulary/CardPreview.tsx';
import { cardFilterOfSearch, cardTableSearchSchema } from '../../../vocabulary/card-table.ts';
import { cardsChanged } from '../../../vocabulary/cards-changed.ts';
import { isTypingTarget, statusConflictNotice } from '../../../vocabulary/review.ts';
import {
  QUEUE_ACTIONS,
  type QueueAction,
  queueActionFor,
  queueProgress,
  queueStatusChange,
  type UnsavedNote,
  unsavedNoteAfterRefusal,
} from '../../../vocabulary/review-queue.ts';
import { SpellingWarnings } from '../../../vocabulary/SpellingWarnings.tsx';

export const Route = createFileRoute('/_admin/vocabulary-cards/review')({
  validateSearch: (s) => orderedDayRange(cardTableSearchSchema.parse(s), 'from', 'to'),
  component: ReviewQueue,
});

/**
 * The keyboard review queue (issue #20): the unreviewed cards matching the table's filters, one at a time with
 * their preview; V, I, N set Valid, Invalid, Needs Attention (with the note), S skips; the keys rest while the note
 * field has the focus.
 */
function ReviewQueue() {
  const search = Route.useSearch();
  const { reviewStatus: _ignored, ...filters } = cardFilterOfSearch(search);
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState<number[]>([]);
  const [handled, setHandled] = useState(0);
  const [note, setNote] = useState('');
  const [last, setLast] = useState<string | null>(null);
  /** A verdict refused because another editor changed the card first (409): what happened, until the next verdict. */
  const [conflict, setConflict] = useState<string | null>(null);
  /** The note typed for a refused verdict's card when the queue moved on to another card: not saved, to copy. */
  const [unsaved, setUnsaved] = useState<UnsavedNote | null>(null);
  const noteId = useId();
  const unsavedId = useId();
  const queueInput = { ...filters, skip };
  const next = useQuery({ ...adminApi.vocabulary.reviewQueue.queryOptions(queueInput), staleTime: 0 });
  const card = next.data?.card ?? null;
  // a note belongs to the card it was typed for: another card on screen (after a verdict, or a refused one that moved
  // the queue on) starts with an empty note
  const [noteFor, setNoteFor] = useState<number | null>(null);
  if (card && card.id !== noteFor) {
    setNoteFor(card.id);
    if (note !== '') setNote('');
  }
  const setStatus = useMutation(adminApi.vocabulary.setStatus.mutationOptions());
  const busy = setStatus.isPending || next.isFetching;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const reload = async () => {
    await cardsChanged(queryClient);
  };

  const act = async (action: QueueAction) => {
    if (!card || busy) return;
    const name = vocabularyCardName(card);
    setConflict(null);
    if (action === 'skip') {
      setSkip((s) => [...s, card.id]);
      setLast(`Skipped ${name}`);
    } else {
      try {
        // the version on screen goes with the verdict: a card another editor judged or edited meanwhile is refused
        await setStatus.mutateAsync(queueStatusChange(card, action, note));
      } catch (e) {
        if (httpStatusOf(e) !== 409 && httpStatusOf(e) !== 404) throw e;
        // nothing was saved: say what happened and show the queue as it is now (the next card, or this one again);
        // the same card again keeps the typed note in its field, another card shows it apart so it is not lost
        const typed = { cardId: card.id, name, note };
        setStatus.reset();
        await reload();
        const shown =
          queryClient.getQueryData(adminApi.vocabulary.reviewQueue.queryOptions(queueInput).queryKey)?.card
            ?.id ?? null;
        const lost = unsavedNoteAfterRefusal(typed, shown);
        if (lost) setUnsaved(lost);
        setConflict(
          statusConflictNotice(
            errorMessage(e, 'Another editor changed this card first.'),
            shown === card.id
              ? 'The queue has been reloaded; your note is kept.'
              : 'The queue has been reloaded.',
          ),
        );
        return;
      }
      setLast(`${name}: ${enumLabel(action)}`);
      await reload();
    }
    setHandled((h) => h + 1);
    setNote('');
  };

  // one key per verdict; none while typing the note (or any field)
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = queueActionFor(e, isTypingTarget(e.target));
      if (!action) return;
      e.preventDefault();
      void act(action).catch(() => undefined);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const progress = next.data ? queueProgress(handled, next.data.remaining) : null;

  return (
    <div className="kr-stack adm-queue">
      <PageHeader
        title={<span ref={headingRef}>Review unreviewed</span>}
        subtitle={
          progress && card ? (
            <span data-testid="queue-progress">
              {thousands(progress.position)} of {thousands(progress.total)}
            </span>
          ) : (
            'One card at a time, from the keyboard.'
          )
        }
        actions={
          <Link to="/vocabulary-cards" search={search} className="kr-btn kr-btn-secondary">
            Back to Vocabulary Cards
          </Link>
        }
      />
      <div className="sr-only" role="status" aria-live="polite">
        {last ?? ''}
      </div>
      {conflict && (
        <p className="kr-alert kr-alert-error" role="alert" data-testid="queue-conflict">
          {conflict}
        </p>
      )}
      {unsaved && (
        <div className="adm-notice kr-stack" data-testid="queue-unsaved-note">
          <label htmlFor={unsavedId}>
            Your note for <span lang="et">{unsaved.name}</span> was not saved (the queue moved on). Copy it if
            you need it:
          </label>
          <textarea id={unsavedId} className="kr-input" rows={2} readOnly value={unsaved.note} />
          <div className="kr-row">
            {card && (
              <Button
                variant="secondary"
                onClick={() => {
                  setNote(unsaved.note);
                  setUnsaved(null);
                }}
              >
                Use it for this card
              </Button>
            )}
            <Button variant="ghost" onClick={() => setUnsaved(null)}>
              Dismiss
            </Button>
          </div>
        </div>
      )}
      {next.isPending ? (
        <Spinner label="Loading the next card..." />
      ) : next.isError && !next.data ? (
        <ErrorPanel
          title="Error loading the review queue"
          message={errorMessage(next.error, 'Failed to load the next card')}
          onRetry={() => next.refetch()}
          retryLabel="Retry"
        />
      ) : !card ? (
        <EmptyState title="No unreviewed cards left">
          {handled > 0
            ? `You went through ${plural(handled, 'card')}${skip.length ? ` (${skip.length} skipped)` : ''}.`
            : 'Every card matching the filters has been reviewed.'}
        </EmptyState>
      ) : (
        <div className="adm-queue-body" data-testid="review-queue">
          <CardPreview
            card={{
              word: card.word,
              form: card.form,
              translation: card.translation,
              wordType: card.word_type,
              level: card.level,
              practiceContext: card.practice_context,
              practiceContextTranslation: card.practice_context_translation,
              definition: card.definition,
              caseForm: card.case_form,
              verbForm: card.verb_form,
              alternatives: card.alternatives,
            }}
          />
          <section className="kr-card kr-stack" aria-label="Verdict">
            <FormCheck message={next.data?.formCheck} />
            <SpellingWarnings words={card.spelling_warnings} saved={false} />
            <div className="kr-field">
              <label htmlFor={noteId}>Review note (optional)</label>
              <textarea
                id={noteId}
                className="kr-input"
                rows={2}
                value={note}
                placeholder="Saved with Valid, Invalid or Needs Attention"
                onChange={(e) => setNote(e.target.value)}
                onKeyDown={(e) => {
                  // Escape leaves the note so the keys work again
                  if (e.key === 'Escape') (e.target as HTMLTextAreaElement).blur();
                }}
              />
            </div>
            <div className="adm-queue-actions">
              {QUEUE_ACTIONS.map((a) => (
                <Button
                  key={a.action}
                  variant={a.action === 'skip' ? 'ghost' : a.action === 'INVALID' ? 'danger' : 'secondary'}
                  disabled={busy}
                  aria-keyshortcuts={a.key}
                  onClick={() => void act(a.action).catch(() => undefined)}
                >
                  {a.label} <kbd>{a.key}</kbd>
                </Button>
              ))}
            </div>
            {setStatus.isError && (
              <p className="kr-alert kr-alert-error" role="alert">
                {errorMessage(setStatus.error, 'Failed to save the status')}
              </p>
            )}
            <p className="adm-kbd-hints">
              <span>
                Keys: <kbd>V</kbd> Valid, <kbd>I</kbd> Invalid, <kbd>N</kbd> Needs Attention, <kbd>S</kbd>{' '}
                Skip
              </span>
              <span>
                <kbd>Esc</kbd> leaves the note field
              </span>
            </p>
          </section>
        </div>
      )}
    </div>
  );
}
