import { CONTENT_LEVELS, DIFFICULTIES, READING_TEXT_MESSAGES } from '@keelerada/domain';
import { Button, EmptyState, ErrorPanel, Spinner } from '@keelerada/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { adminApi } from '../../../admin-api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { enumLabel, levelLabel } from '../../../lib/enums.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { shortDate, targetWordChips, truncateExcerpt } from '../../../lib/text.ts';

const searchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  search: z.string().optional().catch(undefined),
  level: z.string().optional().catch(undefined),
  difficulty: z.string().optional().catch(undefined),
});
type Search = z.infer<typeof searchSchema>;

export const Route = createFileRoute('/_admin/reading-texts/')({
  validateSearch: (s) => searchSchema.parse(s),
  component: ReadingTexts,
});

function ReadingTexts() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/reading-texts/' });
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const list = useQuery({
    ...adminApi.reading.list.queryOptions({
      page,
      limit: 20,
      search: search.search,
      level: search.level,
      difficulty: search.difficulty,
    }),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const remove = useMutation(
    adminApi.reading.delete.mutationOptions({
      onSuccess: () => {
        setDeleteId(null);
        void queryClient.invalidateQueries({ queryKey: adminApi.reading.pathKey() });
      },
    }),
  );
  const setSearch = (patch: Partial<Search>) =>
    navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const texts = list.data?.readingTexts ?? [];
  const filtered = Boolean(search.search || search.level || search.difficulty);

  return (
    <div className="kr-stack">
      <PageHeader
        title="Reading Texts"
        subtitle={list.data ? `${list.data.pagination.total} texts` : 'Texts, target words and questions.'}
        actions={
          <>
            <Link to="/" className="kr-btn kr-btn-secondary">
              Back to Dashboard
            </Link>
            <Link to="/reading-texts/create" className="kr-btn kr-btn-primary">
              Create Reading Text
            </Link>
          </>
        }
      />
      <Filters search={search} onChange={(p) => setSearch({ ...p, page: undefined })} />
      {list.isPending ? (
        <Spinner label="Loading reading texts..." />
      ) : list.isError && !list.data ? (
        <ErrorPanel
          title="Error"
          message={errorMessage(list.error, 'Failed to fetch reading texts')}
          onRetry={() => list.refetch()}
          retryLabel="Retry"
        />
      ) : texts.length === 0 ? (
        <EmptyState title="No reading texts found">
          {filtered ? 'No text matches these filters.' : 'Create the first reading text.'}
        </EmptyState>
      ) : (
        <ul className="adm-list" aria-busy={list.isFetching}>
          {texts.map((t) => {
            const expanded = open.has(t.id);
            const chips = targetWordChips(t.target_words.map((w) => w.word));
            const detailId = `reading-detail-${t.id}`;
            return (
              <li key={t.id} className="kr-card" data-testid="reading-item">
                <div className="adm-item-head">
                  <div className="kr-stack adm-gap-sm">
                    <h2 className="adm-item-title" lang="et">
                      {t.title}
                    </h2>
                    <div className="adm-badges">
                      <span className="kr-badge">{levelLabel(t.level)}</span>
                      <span className="kr-badge">{enumLabel(t.difficulty)}</span>
                      {t.topics.map((topic) => (
                        <span key={topic} className="adm-chip">
                          {topic}
                        </span>
                      ))}
                    </div>
                  </div>
                  <div className="kr-row">
                    <Button
                      variant="ghost"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      onClick={() => {
                        const next = new Set(open);
                        if (expanded) next.delete(t.id);
                        else next.add(t.id);
                        setOpen(next);
                      }}
                    >
                      {expanded ? 'Hide Details' : 'Show Details'}
                    </Button>
                    <Link
                      to="/reading-texts/edit/$textId"
                      params={{ textId: String(t.id) }}
                      className="kr-btn kr-btn-secondary"
                      aria-label={`Edit ${t.title}`}
                    >
                      Edit
                    </Link>
                    <Button
                      variant="ghost"
                      aria-label={`Delete ${t.title}`}
                      onClick={() => {
                        remove.reset();
                        setDeleteId(t.id);
                      }}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
                <p lang="et" data-testid="reading-excerpt">
                  {truncateExcerpt(t.content)}
                </p>
                <p className="adm-badges" data-testid="reading-target-words">
                  {chips.shown.map((w, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a word may repeat
                    <span key={i} className="adm-chip" lang="et">
                      {w}
                    </span>
                  ))}
                  {chips.more && <span className="kr-hint">{chips.more}</span>}
                </p>
                <p className="adm-meta">
                  <span>{t.question_count} questions</span>
                  <span>Created {shortDate(t.created_at)}</span>
                </p>
                {expanded && (
                  <div id={detailId} className="adm-detail kr-stack adm-gap-sm">
                    <div lang="et" className="adm-reading-body">
                      {t.content.split(/\n{2,}/).map((p, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text
                        <p key={i}>{p}</p>
                      ))}
                    </div>
                    <dl>
                      {t.source && (
                        <div className="adm-dl-row">
                          <dt>Source</dt>
                          <dd>{t.source}</dd>
                        </div>
                      )}
                      {t.audio_url && (
                        <div className="adm-dl-row">
                          <dt>Audio</dt>
                          <dd>{t.audio_url}</dd>
                        </div>
                      )}
                      {t.image_url && (
                        <div className="adm-dl-row">
                          <dt>Image</dt>
                          <dd>{t.image_url}</dd>
                        </div>
                      )}
                      <div className="adm-dl-row">
                        <dt>Target words</dt>
                        <dd>
                          {t.target_words.length
                            ? t.target_words.map((w) => `${w.word} — ${w.translation}`).join('; ')
                            : '—'}
                        </dd>
                      </div>
                    </dl>
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
        label="Reading text pages"
      />
      <ConfirmDialog
        open={deleteId !== null}
        title="Delete reading text"
        message={READING_TEXT_MESSAGES.confirmDelete}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, 'Failed to delete reading text') : null}
        onCancel={() => setDeleteId(null)}
        onConfirm={() => deleteId !== null && remove.mutate({ id: deleteId })}
      />
    </div>
  );
}

function Filters({ search, onChange }: { search: Search; onChange: (patch: Partial<Search>) => void }) {
  const [text, setText] = useState(search.search ?? '');
  useEffect(() => setText(search.search ?? ''), [search.search]);
  const ids = { search: useId(), level: useId(), difficulty: useId() };
  return (
    <form
      className="adm-filters kr-card"
      aria-label="Filter reading texts"
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
            placeholder="Title or text..."
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
        <label htmlFor={ids.difficulty}>Difficulty</label>
        <select
          id={ids.difficulty}
          className="kr-select"
          value={search.difficulty ?? ''}
          onChange={(e) => onChange({ difficulty: e.target.value || undefined })}
        >
          <option value="">All difficulties</option>
          {DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {enumLabel(d)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
