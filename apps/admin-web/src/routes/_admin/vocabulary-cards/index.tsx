import type { AdminVocabularyCard } from '@keelerada/api';
import { httpStatusOf } from '@keelerada/api-client';
import {
  CONTENT_LEVELS,
  SETTABLE_REVIEW_STATUSES,
  showAlternatives,
  thousands,
  type VocabularyBulkActionInput,
  type VocabularySort,
  WORD_TYPES,
} from '@keelerada/domain';
import { Button, EmptyState } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { adminApi } from '../../../admin-api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { FormCheck } from '../../../components/FormCheck.tsx';
import { orderedDayRange } from '../../../components/ListPage.tsx';
import { PagedListBody, usePagedList } from '../../../components/PagedList.tsx';
import { DashboardPageHeader } from '../../../components/PageHeader.tsx';
import { DeleteButton } from '../../../components/RowActions.tsx';
import { saveFile } from '../../../lib/download.ts';
import { enumLabel, levelLabel, REVIEW_STATUS_BADGE } from '../../../lib/enums.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useRememberListSearch } from '../../../lib/list-return.ts';
import { type PagingKeyPress, pageAfterKey } from '../../../lib/paging-keys.ts';
import { plural } from '../../../lib/text.ts';
import {
  allMatchingOffer,
  BULK_NOTES_HINT,
  type BulkSummary,
  bulkActionSummary,
  bulkRefusalNotice,
  CHANGES_LISTED,
  keptSelection,
  selectionVersions,
} from '../../../vocabulary/bulk-result.ts';
import { CardEditRow } from '../../../vocabulary/CardEditRow.tsx';
import { CardTableFilters } from '../../../vocabulary/CardTableFilters.tsx';
import {
  ariaSort,
  cardFilterOfSearch,
  cardTableSearchSchema,
  exportButton,
  hasCardFilters,
  nextSort,
  rowAfterKey,
} from '../../../vocabulary/card-table.ts';
import { cardsChanged } from '../../../vocabulary/cards-changed.ts';
import { isTypingTarget, selectPage, shortcutFor, toggled } from '../../../vocabulary/review.ts';
import { ShowAllList } from '../../../vocabulary/ShowAllList.tsx';
import { StatusDialog } from '../../../vocabulary/StatusDialog.tsx';

export const Route = createFileRoute('/_admin/vocabulary-cards/')({
  validateSearch: (s) => orderedDayRange(cardTableSearchSchema.parse(s), 'from', 'to'),
  component: VocabularyCards,
});

const COLUMNS = 9;
const BULK_LABELS: Record<string, string> = {
  VALID: 'Mark Valid',
  INVALID: 'Mark Invalid',
  NEEDS_ATTENTION: 'Needs Attention',
  UNREVIEWED: 'Reset to Unreviewed',
};

/** The sortable columns: header label → the server's sort key (issue #20). */
const SORTABLE: readonly { label: string; sort?: VocabularySort }[] = [
  { label: 'Word', sort: 'word' },
  { label: 'Translation', sort: 'translation' },
  { label: 'Type', sort: 'wordType' },
  { label: 'Level', sort: 'level' },
  { label: 'Context' },
  { label: 'Status', sort: 'status' },
  { label: 'Added', sort: 'createdAt' },
  { label: 'Actions' },
];

/** A bulk action waiting for its confirmation ("all matching" always asks, with the count). */
type PendingBulk = { input: VocabularyBulkActionInput; message: string; confirmLabel: string };

function VocabularyCards() {
  const search = Route.useSearch();
  useRememberListSearch('/vocabulary-cards', search);
  const queryClient = useQueryClient();
  const filters = cardFilterOfSearch(search);
  const order = { sort: search.sort, order: search.order };
  // ?page=999 shows the last page instead of an empty one (issue #20)
  const { page, setSearch, filter, goToPage, list } = usePagedList(
    search,
    useNavigate({ from: '/vocabulary-cards/' }),
    (page) => adminApi.vocabulary.list.queryOptions({ page, limit: 20, ...filters, ...order }),
  );
  const cards: AdminVocabularyCard[] = list.data?.vocabularyCards ?? [];
  const total: number | undefined = list.data?.pagination.total;

  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const file = await queryClient.fetchQuery({
        ...adminApi.vocabulary.exportCsv.queryOptions(filters),
        staleTime: 0,
      });
      saveFile(file.csv, file.filename);
    } catch (e) {
      setExportError(errorMessage(e, 'Failed to export vocabulary cards'));
    } finally {
      setExporting(false);
    }
  };

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editingId, setEditingId] = useState<number | null>(null);
  /** After Save or Cancel the focus goes back to the edited row. */
  const [returnFocusId, setReturnFocusId] = useState<number | null>(null);
  const stopEditing = (id: number) => {
    setEditingId(null);
    setReturnFocusId(id);
  };
  const [statusCard, setStatusCard] = useState<AdminVocabularyCard | null>(null);
  const [toDelete, setToDelete] = useState<AdminVocabularyCard | 'bulk' | null>(null);
  const [bulkNotes, setBulkNotes] = useState('');
  const bulkNotesHintId = useId();
  /** "Select all N matching": the bulk actions apply to every card matching the filters (issue #20). */
  const [allMatching, setAllMatching] = useState(false);
  const [pendingBulk, setPendingBulk] = useState<PendingBulk | null>(null);
  const [announce, setAnnounce] = useState('');
  const bulkNotesId = useId();

  // the selection belongs to the page on screen: a new page, sort or filter starts empty (and ends "all matching"),
  // and the status region says so rather than keep announcing the old count
  const listKey = JSON.stringify({ page, filters, order });
  const lastKey = useRef(listKey);
  const selectionSize = useRef(0);
  selectionSize.current = selected.size;
  useEffect(() => {
    if (lastKey.current !== listKey) {
      lastKey.current = listKey;
      setAnnounce(selectionSize.current > 0 ? 'Selection cleared' : '');
      setSelected(new Set());
      setAllMatching(false);
      setEditingId(null);
    }
  }, [listKey]);
  /** ← / → pressed on a focused row: the list it turned from, so the new page's first row takes the focus. */
  const pagedFromRow = useRef<string | null>(null);

  const refresh = () => void cardsChanged(queryClient);

  const update = useMutation(adminApi.vocabulary.update.mutationOptions());
  const [bulkResult, setBulkResult] = useState<BulkBanner | null>(null);
  /** The form check of the card an inline edit just saved (a warning: the card was saved). */
  const [savedCheck, setSavedCheck] = useState<{ label: string; message: string } | null>(null);
  const bulk = useMutation(
    adminApi.vocabulary.bulkAction.mutationOptions({
      onSuccess: (r, vars) => {
        setBulkResult({ kind: 'ok', ...bulkActionSummary(vars, r) });
        // the result banner says what happened; the status region must not keep saying "20 selected"
        setAnnounce('');
        setSelected(new Set());
        setBulkNotes('');
      },
      // the issue (#20) asks that the screen says what happened, so a refused bulk action is shown, not swallowed;
      // a refusal over cards changed or deleted since the page loaded reloads the list and keeps the selection of
      // the cards still on it (and the typed note), so the editor chooses again on what is there now
      onError: (e) => {
        const status = httpStatusOf(e);
        setBulkResult({
          kind: 'error',
          headline: bulkRefusalNotice(errorMessage(e, 'Bulk action failed'), status),
          lines: [],
        });
        if (status !== 409 && status !== 404) {
          setSelected(new Set());
          setBulkNotes('');
        }
      },
      onSettled: () => {
        setAllMatching(false);
        setToDelete(null);
        setPendingBulk(null);
        refresh();
      },
    }),
  );
  const remove = useMutation(
    adminApi.vocabulary.delete.mutationOptions({
      onSuccess: () => {
        setToDelete(null);
        refresh();
      },
    }),
  );

  const pageIds = cards.map((c) => c.id);
  // a reloaded page keeps the selection of the cards still on it (a card deleted meanwhile leaves it)
  const pageKey = list.isPlaceholderData ? null : pageIds.join(',');
  useEffect(() => {
    if (pageKey === null) return;
    const ids = pageKey ? pageKey.split(',').map(Number) : [];
    setSelected((prev) => keptSelection(prev, ids) as Set<number>);
  }, [pageKey]);
  // the focused row left with its page: the new page's first row takes the focus, so ↑ ↓ Space Enter go on working
  useEffect(() => {
    if (pageKey === null || pagedFromRow.current === null || pagedFromRow.current === listKey) return;
    pagedFromRow.current = null;
    focusRow(0);
  }, [pageKey, listKey]);
  // "Edit this card" after a create: the list filtered to the one card opens its inline edit, once
  const openedFor = useRef<number | null>(null);
  useEffect(() => {
    if (search.id === undefined || openedFor.current === search.id) return;
    if (cards.length === 1 && cards[0]?.id === search.id && !list.isPlaceholderData) {
      openedFor.current = search.id;
      setEditingId(search.id);
    }
  }, [search.id, cards, list.isPlaceholderData]);
  const dialogOpen = statusCard !== null || toDelete !== null || pendingBulk !== null;
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
    setAnnounce('Selection cleared');
  };
  const matchingCount = total ?? 0;
  /** "Select all N matching", or why not (more than one action may change). */
  const offer = allMatchingOffer(matchingCount, pageIds.length);
  const cardsPhrase = allMatching
    ? `all ${plural(matchingCount, 'card')} matching the filters`
    : plural(selected.size, 'selected card');
  /** Runs a bulk action on the selection; over "all matching" it asks first, naming the count. */
  const runBulk = (action: Omit<VocabularyBulkActionInput, 'cardIds'>, what: string) => {
    if (!allMatching) {
      // the version of each card as this page shows it: a card another editor changed since is refused (409)
      bulk.mutate({ ...action, cardIds: [...selected], cardVersions: selectionVersions(cards, selected) });
      return;
    }
    setPendingBulk({
      input: { ...action, matching: filters, expectedCount: matchingCount },
      message: `${what} on ${cardsPhrase}? This changes ${plural(matchingCount, 'card')}, not only this page.`,
      confirmLabel: `Change ${plural(matchingCount, 'card')}`,
    });
  };

  // Escape clears the selection, Ctrl+A selects the page; both off while a card is edited (§2). ← / → change page
  // through the pager (PagedListBody), held too while a card is edited.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (dialogOpen) return;
      const action = shortcutFor(e, { editing: editingId !== null, typing: isTypingTarget(e.target) });
      if (action === 'clear') {
        if (selected.size > 0) setAnnounce('Selection cleared');
        setSelected(new Set());
        setAllMatching(false);
      } else if (action === 'selectPage') {
        e.preventDefault();
        const next = selectPage(selected, pageIds);
        setAllMatching(false);
        setSelected(next);
        setAnnounce(`${next.size} selected`);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dialogOpen, editingId, selected, pageIds]);

  const exportOffer = exportButton(total, hasCardFilters(search));
  const exportReasonId = useId();

  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const someOnPage = pageIds.some((id) => selected.has(id));

  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="Vocabulary Cards"
        subtitle={
          total !== undefined ? plural(total, 'card') : 'Review, edit and organise the vocabulary cards.'
        }
        actions={
          <>
            <Link to="/vocabulary-cards/lexicon" className="kr-btn kr-btn-secondary">
              Lexicon
            </Link>
            <Link
              to="/vocabulary-cards/review"
              search={filters.reviewStatus ? { ...search, reviewStatus: undefined } : search}
              className="kr-btn kr-btn-secondary"
            >
              Review unreviewed
            </Link>
            <Button
              variant="secondary"
              onClick={exportCsv}
              disabled={exporting || exportOffer.disabled}
              title={exportOffer.title}
              aria-describedby={exportOffer.disabled ? exportReasonId : undefined}
            >
              {exporting ? 'Exporting...' : exportOffer.label}
            </Button>
            {exportOffer.disabled && (
              <span id={exportReasonId} className="adm-cell-sub" data-testid="export-disabled-reason">
                {exportOffer.title}
              </span>
            )}
            <Link to="/trash" className="kr-btn kr-btn-secondary">
              Trash
            </Link>
            <Link to="/vocabulary-cards/import" className="kr-btn kr-btn-secondary">
              Import CSV
            </Link>
            <Link to="/vocabulary-cards/create" className="kr-btn kr-btn-primary">
              Create Card
            </Link>
          </>
        }
      />
      <CardTableFilters search={search} filter={filter} />
      {search.id !== undefined && (
        <p className="adm-notice" data-testid="one-card-filter">
          Showing card #{search.id} only.{' '}
          <Button variant="ghost" onClick={() => filter({ id: undefined })}>
            Show all cards
          </Button>
        </p>
      )}

      <p className="adm-kbd-hints" id="kbd-hints">
        <span>
          <kbd>←</kbd> <kbd>→</kbd> change page
        </span>
        <span>
          <kbd>Space</kbd> select the focused row
        </span>
        <span>
          <kbd>Ctrl</kbd>+<kbd>A</kbd> select all on this page
        </span>
        <span>
          <kbd>Esc</kbd> clear the selection
        </span>
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> move between rows, <kbd>Enter</kbd> edit the row
        </span>
      </p>
      <div className="sr-only" role="status" aria-live="polite">
        {announce}
      </div>

      {selected.size > 0 && (
        <section className="adm-bulk-bar" aria-label="Bulk actions" data-testid="bulk-bar">
          <strong>
            {allMatching
              ? `All ${thousands(matchingCount)} matching selected`
              : `${thousands(selected.size)} selected`}
          </strong>
          {allOnPage && !allMatching && offer?.kind === 'offer' && (
            <Button variant="ghost" onClick={() => setAllMatching(true)}>
              Select all {thousands(matchingCount)} matching
            </Button>
          )}
          {allOnPage && !allMatching && offer?.kind === 'tooMany' && (
            <span className="adm-cell-sub" data-testid="all-matching-limit">
              {offer.message}
            </span>
          )}
          <label htmlFor={bulkNotesId} className="sr-only">
            Review notes for the selected cards
          </label>
          <input
            id={bulkNotesId}
            className="kr-input"
            placeholder="Review notes (optional)"
            aria-describedby={bulkNotesHintId}
            value={bulkNotes}
            onChange={(e) => setBulkNotes(e.target.value)}
          />
          <span id={bulkNotesHintId} className="adm-cell-sub" data-testid="bulk-notes-hint">
            {BULK_NOTES_HINT}
          </span>
          {SETTABLE_REVIEW_STATUSES.map((s) => (
            <Button
              key={s}
              variant="secondary"
              disabled={bulk.isPending}
              onClick={() =>
                runBulk(
                  // an empty box leaves each card's notes alone; only a typed note replaces them
                  { action: 'updateStatus', reviewStatus: s, reviewNotes: bulkNotes.trim() || undefined },
                  `Set ${enumLabel(s)}`,
                )
              }
            >
              {BULK_LABELS[s]}
            </Button>
          ))}
          <BulkSelect
            label="Set level of the selected cards"
            prompt="Set level…"
            options={CONTENT_LEVELS}
            optionLabel={levelLabel}
            disabled={bulk.isPending}
            onPick={(level) => runBulk({ action: 'setLevel', level }, `Set level ${levelLabel(level)}`)}
          />
          <BulkSelect
            label="Set word type of the selected cards"
            prompt="Set word type…"
            options={WORD_TYPES}
            optionLabel={enumLabel}
            disabled={bulk.isPending}
            onPick={(wordType) =>
              runBulk({ action: 'setWordType', wordType }, `Set word type ${enumLabel(wordType)}`)
            }
          />
          <Button variant="danger" disabled={bulk.isPending} onClick={() => setToDelete('bulk')}>
            Delete Selected
          </Button>
          <Button variant="ghost" onClick={clearSelection}>
            Clear Selection
          </Button>
        </section>
      )}

      {exportError && (
        <div className="kr-alert kr-alert-error" role="alert">
          {exportError}
        </div>
      )}
      {bulkResult && <BulkResultBanner result={bulkResult} onClose={() => setBulkResult(null)} />}
      {savedCheck && <FormCheck message={`${savedCheck.label} was saved, but ${savedCheck.message}`} />}

      <PagedListBody
        query={list}
        page={page}
        onPage={goToPage}
        pagerLabel="Vocabulary card pages"
        keysPaused={editingId !== null}
        loadingLabel="Loading vocabulary cards..."
        errorTitle="Error loading vocabulary cards"
        errorFallback="Failed to fetch vocabulary cards"
        isEmpty={() => cards.length === 0}
        empty={
          <EmptyState title="No vocabulary cards found">
            {hasCardFilters(search)
              ? 'No card matches these filters.'
              : 'Create a card or import a CSV file.'}
          </EmptyState>
        }
      >
        {() => (
          <div className="kr-table-wrap">
            <table
              className="kr-table adm-table adm-stack-sm adm-card-table"
              aria-describedby="kbd-hints"
              aria-busy={list.isFetching}
            >
              <caption className="sr-only">Vocabulary cards, page {page}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label="Select all cards on this page"
                      checked={allOnPage}
                      ref={(el) => {
                        if (el) el.indeterminate = someOnPage && !allOnPage;
                      }}
                      onChange={() => {
                        setAllMatching(false);
                        setAnnounce('');
                        setSelected(selectPage(selected, pageIds));
                      }}
                    />
                  </th>
                  {SORTABLE.map(({ label, sort }) =>
                    sort ? (
                      <th key={label} scope="col" aria-sort={ariaSort(search, sort)}>
                        <button
                          type="button"
                          className="adm-sort"
                          onClick={() => setSearch({ ...nextSort(search, sort), page: undefined })}
                        >
                          {label}
                          <span aria-hidden="true" className="adm-sort-mark">
                            {{ ascending: ' ▲', descending: ' ▼', none: ' ↕' }[ariaSort(search, sort)]}
                          </span>
                        </button>
                      </th>
                    ) : (
                      <th key={label} scope="col" className="adm-th-static">
                        {label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {cards.map((c, index) =>
                  editingId === c.id ? (
                    <CardEditRow
                      key={c.id}
                      card={c}
                      colSpan={COLUMNS}
                      onCancel={() => stopEditing(c.id)}
                      onSave={async (values) => {
                        const saved = await update.mutateAsync({ id: c.id, ...values });
                        setSavedCheck(
                          saved.formCheck
                            ? { label: `${values.word} → ${values.form}`, message: saved.formCheck }
                            : null,
                        );
                        // the list holds the saved card (its new updated_at), and its History the edit, before
                        // the row can be opened again
                        await cardsChanged(queryClient);
                        stopEditing(c.id);
                      }}
                    />
                  ) : (
                    <CardRow
                      key={c.id}
                      card={c}
                      selected={selected.has(c.id)}
                      editingOther={editingId !== null}
                      focusOnMount={returnFocusId === c.id}
                      onToggle={() => {
                        setAllMatching(false);
                        setAnnounce('');
                        setSelected(toggled(selected, c.id));
                      }}
                      onMove={(key) => {
                        const to = rowAfterKey(index, cards.length, key);
                        if (to !== null) focusRow(to);
                        return to !== null;
                      }}
                      onPageKey={(press) => {
                        const pages = { page, totalPages: list.data?.pagination.totalPages ?? 1 };
                        const context = { typing: false, dialogOpen: false, paused: editingId !== null };
                        if (pageAfterKey(press, pages, context) !== null) pagedFromRow.current = listKey;
                      }}
                      onEdit={() => setEditingId(c.id)}
                      onStatus={() => setStatusCard(c)}
                      onDelete={() => setToDelete(c)}
                    />
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
      </PagedListBody>

      <StatusDialog card={statusCard} onClose={() => setStatusCard(null)} onSaved={refresh} />
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete === 'bulk' ? 'Delete selected cards' : 'Delete card'}
        message={
          toDelete === 'bulk'
            ? `Are you sure you want to delete ${allMatching ? `all ${plural(matchingCount, 'vocabulary card')} matching the filters` : plural(selected.size, 'vocabulary card')}? They go to the Trash for 30 days and can be restored with learners' progress.`
            : `Are you sure you want to delete the vocabulary card "${toDelete?.word ?? ''}"? It goes to the Trash for 30 days and can be restored with learners' progress.`
        }
        busy={bulk.isPending || remove.isPending}
        confirmLabel={
          toDelete === 'bulk' && allMatching ? `Delete ${plural(matchingCount, 'card')}` : 'Delete'
        }
        error={remove.isError ? errorMessage(remove.error, 'Failed to delete vocabulary card') : null}
        onCancel={() => {
          remove.reset();
          setToDelete(null);
        }}
        onConfirm={() => {
          if (toDelete === 'bulk')
            bulk.mutate(
              allMatching
                ? { action: 'delete', matching: filters, expectedCount: matchingCount }
                : { action: 'delete', cardIds: [...selected] },
            );
          else if (toDelete) remove.mutate({ id: toDelete.id });
        }}
      />
      <ConfirmDialog
        open={pendingBulk !== null}
        title="Change all matching cards"
        message={pendingBulk?.message ?? ''}
        confirmLabel={pendingBulk?.confirmLabel ?? 'Change'}
        busyLabel="Changing..."
        busy={bulk.isPending}
        onCancel={() => setPendingBulk(null)}
        onConfirm={() => pendingBulk && bulk.mutate(pendingBulk.input)}
      />
    </div>
  );
}

/** A bulk-bar select that runs its action as soon as an option is picked, then shows its prompt again. */
function BulkSelect<V extends string>({
  label,
  prompt,
  options,
  optionLabel,
  disabled,
  onPick,
}: {
  label: string;
  prompt: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  disabled: boolean;
  onPick: (value: V) => void;
}) {
  return (
    <select
      className="kr-input adm-bulk-select"
      aria-label={label}
      value=""
      disabled={disabled}
      onChange={(e) => e.target.value && onPick(e.target.value as V)}
    >
      <option value="">{prompt}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {optionLabel(o)}
        </option>
      ))}
    </select>
  );
}

type BulkBanner = { kind: 'ok' | 'error' } & BulkSummary;

/** Focuses the card table's row at `index` on the page shown. */
const focusRow = (index: number) =>
  document.querySelectorAll<HTMLTableRowElement>('tr[data-testid="card-row"]')[index]?.focus();

function BulkResultBanner({ result, onClose }: { result: BulkBanner; onClose: () => void }) {
  return (
    <div
      className={`kr-alert ${result.kind === 'ok' ? 'kr-alert-success' : 'kr-alert-error'}`}
      role={result.kind === 'ok' ? 'status' : 'alert'}
      data-testid="bulk-result"
    >
      <div className="kr-row adm-bulk-result-head">
        <strong>{result.headline}</strong>
        <Button variant="ghost" onClick={onClose} aria-label="Dismiss">
          ×
        </Button>
      </div>
      {result.lines.length > 0 && (
        <ShowAllList
          items={result.lines}
          limit={CHANGES_LISTED}
          noun="changes"
          className="adm-bulk-result-list"
          moreTestId="bulk-result-more"
          itemKey={(l) => l}
          render={(l) => l}
        />
      )}
    </div>
  );
}

function CardRow({
  card: c,
  selected,
  editingOther,
  focusOnMount,
  onToggle,
  onMove,
  onPageKey,
  onEdit,
  onStatus,
  onDelete,
}: {
  card: AdminVocabularyCard;
  selected: boolean;
  editingOther: boolean;
  focusOnMount: boolean;
  onToggle: () => void;
  /** ↑ / ↓ on the focused row: moves the focus; true when it moved. */
  onMove: (key: string) => boolean;
  /** Any other key on the focused row, before the pager's ← / → sees it. */
  onPageKey: (press: PagingKeyPress) => void;
  onEdit: () => void;
  onStatus: () => void;
  onDelete: () => void;
}) {
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, []);
  return (
    // rows take focus so Space can select the focused row (§2)
    <tr
      ref={ref}
      tabIndex={0}
      data-selected={selected}
      data-testid="card-row"
      aria-label={`${c.word}, ${c.translation}, ${enumLabel(c.review_status)}${selected ? ', selected' : ''}`}
      onKeyDown={(e) => {
        if (e.target !== e.currentTarget) return;
        if (e.key === ' ' || e.key === 'Spacebar') {
          e.preventDefault();
          onToggle();
        } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          onMove(e.key);
        } else if (e.key === 'Enter' && !editingOther) {
          e.preventDefault();
          onEdit();
        } else {
          onPageKey(e);
        }
      }}
    >
      <td>
        <input type="checkbox" aria-label={`Select ${c.word}`} checked={selected} onChange={onToggle} />
      </td>
      <td data-label="Word" lang="et">
        <strong>{c.word}</strong>
        <span className="adm-cell-sub">
          → {c.form}
          {c.alternatives.length > 0 && ` (also ${showAlternatives(c.alternatives)})`}
        </span>
        {c.spelling_warnings.length > 0 && (
          <span className="kr-badge kr-badge-yellow" title="Not in the Estonian dictionary">
            ⚠ Spelling: {c.spelling_warnings.join(', ')}
          </span>
        )}
      </td>
      <td data-label="Translation">
        {c.translation}
        {c.definition && <span className="adm-cell-sub">{c.definition}</span>}
      </td>
      <td data-label="Type">
        {enumLabel(c.word_type)}
        {(c.case_form || c.verb_form) && (
          <span className="adm-cell-sub">
            {enumLabel(c.case_form ?? c.verb_form)}
            {c.number === 'PLURAL' ? ` ${enumLabel(c.number)}` : ''}
          </span>
        )}
      </td>
      <td data-label="Level">{levelLabel(c.level)}</td>
      <td data-label="Context">
        <span lang="et">{c.practice_context}</span>
        <span className="adm-cell-sub">{c.practice_context_translation}</span>
      </td>
      <td data-label="Status">
        <span className={`kr-badge ${REVIEW_STATUS_BADGE[c.review_status] ?? ''}`}>
          {enumLabel(c.review_status)}
        </span>
        {c.review_notes && <span className="adm-cell-sub">Notes: {c.review_notes}</span>}
      </td>
      <td data-label="Added">
        <time dateTime={c.created_at}>{new Date(c.created_at).toLocaleDateString('en-GB')}</time>
      </td>
      <td className="adm-actions">
        <div className="kr-row">
          <Button variant="secondary" onClick={onEdit} disabled={editingOther} aria-label={`Edit ${c.word}`}>
            Edit
          </Button>
          <Button variant="secondary" onClick={onStatus} aria-label={`Change status of ${c.word}`}>
            Status
          </Button>
          <DeleteButton itemName={c.word} onClick={onDelete} />
        </div>
      </td>
    </tr>
  );
}
