import { CONTENT_LEVELS, GRAMMAR_SCREEN_MESSAGES, GRAMMAR_TYPES } from '@keelerada/domain';
import { Button, EmptyState, ErrorPanel, Spinner } from '@keelerada/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { adminApi } from '../../../admin-api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { ExerciseDetails, exerciseTitle } from '../../../grammar/ExerciseDetails.tsx';
import { PreviewModal } from '../../../grammar/PreviewModal.tsx';
import { enumLabel, levelLabel } from '../../../lib/enums.ts';
import { errorMessage } from '../../../lib/errors.ts';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().optional().catch(undefined),
  level: z.string().optional().catch(undefined),
  type: z.string().optional().catch(undefined),
});
type Search = z.infer<typeof searchSchema>;

export const Route = createFileRoute('/_admin/grammar-exercises/')({
  validateSearch: (s) => searchSchema.parse(s),
  component: GrammarExercises,
});

function GrammarExercises() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/grammar-exercises/' });
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const list = useQuery({
    ...adminApi.grammar.list.queryOptions({
      page,
      limit: 20,
      search: search.search,
      level: search.level,
      exerciseType: search.type,
    }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const remove = useMutation(
    adminApi.grammar.delete.mutationOptions({
      onSuccess: () => {
        setDeleteId(null);
        void queryClient.invalidateQueries({ queryKey: adminApi.grammar.pathKey() });
      },
    }),
  );
  const setSearch = (patch: Partial<Search>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  const exercises = list.data?.exercises ?? [];
  const previewing = exercises.find((e) => e.id === previewId) ?? null;
  const filtered = Boolean(search.search || search.level || search.type);

  return (
    <div className="kr-stack">
      <PageHeader
        title="Grammar Exercises"
        subtitle={
          list.data ? `${list.data.pagination.total} exercises` : 'Preview, create and edit exercises.'
        }
        actions={
          <>
            <Link to="/" className="kr-btn kr-btn-secondary">
              Back to Dashboard
            </Link>
            <Link to="/grammar-exercises/create" className="kr-btn kr-btn-primary">
              Create Exercise
            </Link>
          </>
        }
      />
      <Filters search={search} onChange={(p) => setSearch({ ...p, page: undefined })} />
      {list.isPending ? (
        <Spinner label="Loading grammar exercises..." />
      ) : list.isError && !list.data ? (
        <ErrorPanel
          title="Error"
          message={errorMessage(list.error, 'Failed to fetch grammar exercises')}
          onRetry={() => list.refetch()}
          retryLabel="Retry"
        />
      ) : exercises.length === 0 ? (
        <EmptyState title="No grammar exercises found">
          {filtered ? 'No exercise matches these filters.' : 'Create the first exercise.'}
        </EmptyState>
      ) : (
        <ul className="adm-list" aria-busy={list.isFetching}>
          {exercises.map((ex) => {
            const expanded = open.has(ex.id);
            const detailId = `exercise-detail-${ex.id}`;
            return (
              <li key={ex.id} className="kr-card" data-testid="grammar-item">
                <div className="adm-item-head">
                  <div className="kr-stack adm-gap-sm">
                    <div className="adm-badges">
                      <span className="kr-badge">{enumLabel(ex.type)}</span>
                      <span className="kr-badge">{levelLabel(ex.level)}</span>
                      <span className="kr-badge">{enumLabel(ex.difficulty)}</span>
                      {ex.tags.map((t) => (
                        <span key={t} className="adm-chip">
                          {t}
                        </span>
                      ))}
                    </div>
                    <h2 className="adm-item-title" lang="et">
                      {ex.content_available ? exerciseTitle(ex) : GRAMMAR_SCREEN_MESSAGES.contentMissing}
                    </h2>
                  </div>
                  <div className="kr-row">
                    <Button
                      variant="ghost"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      onClick={() => {
                        const next = new Set(open);
                        if (expanded) next.delete(ex.id);
                        else next.add(ex.id);
                        setOpen(next);
                      }}
                    >
                      {expanded ? 'Hide Details' : 'Show Details'}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setPreviewId(ex.id)}
                      disabled={!ex.content_available}
                    >
                      Preview & Test
                    </Button>
                    <Link
                      to="/grammar-exercises/edit/$exerciseId"
                      params={{ exerciseId: String(ex.id) }}
                      className="kr-btn kr-btn-secondary"
                    >
                      Edit
                    </Link>
                    <Button
                      variant="ghost"
                      onClick={() => {
                        remove.reset();
                        setDeleteId(ex.id);
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
                {expanded && (
                  <div id={detailId} className="adm-detail">
                    {ex.content_available ? (
                      <ExerciseDetails exercise={ex} />
                    ) : (
                      <p className="kr-muted">{GRAMMAR_SCREEN_MESSAGES.contentMissing}</p>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={list.data?.pagination.totalPages ?? 1}
        onPage={(p) => setSearch({ page: p === 1 ? undefined : p })}
        label="Grammar exercise pages"
      />
      <PreviewModal exercise={previewing} onClose={() => setPreviewId(null)} />
      <ConfirmDialog
        open={deleteId !== null}
        title="Delete exercise"
        message={GRAMMAR_SCREEN_MESSAGES.confirmDelete}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Failed to delete exercise') : null}
        onCancel={() => setDeleteId(null)}
        onConfirm={() => deleteId !== null && remove.mutate({ id: deleteId })}
      />
    </div>
  );
}

function Filters({ search, onChange }: { search: Search; onChange: (patch: Partial<Search>) => void }) {
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => setText(search.search ?? ''), [search.search]);
  const ids = { search: useId(), level: useId(), type: useId() };
  return (
    <form
      className="adm-filters kr-card"
      aria-label="Filter grammar exercises"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: text.trim() || undefined });
      }}
    >
      <div className="kr-field">
        <label htmlFor={ids.search}>Search</label>
        <div className="kr-row">
          <input
            id={ids.search}
            type="search"
            className="kr-input adm-grow"
            placeholder="Sentence, verb, words..."
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </div>
      <div className="kr-field">
        <label htmlFor={ids.level}>Level</label>
        <select
          id={ids.level}
          className="kr-select"
          value={search.level ?? ''}
          onChange={(e) => onChange({ level: e.target.value || undefined })}
        >
          <option value="">All levels</option>
          {CONTENT_LEVELS.map((l) => (
            <option key={l} value={l}>
              {levelLabel(l)}
            </option>
          ))}
        </select>
      </div>
      <div className="kr-field">
        <label htmlFor={ids.type}>Type</label>
        <select
          id={ids.type}
          className="kr-select"
          value={search.type ?? ''}
          onChange={(e) => onChange({ type: e.target.value || undefined })}
        >
          <option value="">All types</option>
          {GRAMMAR_TYPES.map((t) => (
            <option key={t} value={t}>
              {enumLabel(t)}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="ghost"
        onClick={() => {
          setText('');
          onChange({ search: undefined, level: undefined, type: undefined });
        }}
      >
        Clear Filters
      </Button>
    </form>
  );
}
