import { EmptyState } from '@keelerada/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { adminApi } from '../../admin-api.ts';
import {
  DayFilter,
  enumParam,
  FilterForm,
  FilterSelect,
  ListStatus,
  pagedSearchSchema,
  useClampToLastPage,
  useListSearch,
} from '../../components/ListPage.tsx';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { HISTORY_KIND_LABELS, historyLine } from '../../lib/history.ts';
import { shortDate } from '../../lib/text.ts';
import { countOf, deletedWhen } from '../../trash/trash-text.ts';

const KINDS = ['vocabulary_card', 'grammar_exercise', 'reading_text', 'book', 'lexicon_lemma'] as const;
/** Changes a page (the server's most is 200). */
const PAGE_SIZE = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

const searchSchema = pagedSearchSchema.extend({
  adminId: z.coerce.number().int().positive().optional().catch(undefined),
  kind: enumParam(KINDS),
  from: day,
  to: day,
});

export const Route = createFileRoute('/_admin/history')({
  validateSearch: (s) => searchSchema.parse(s),
  component: History,
});

/**
 * Every admin change to content, newest first (issue #20): a page at a time, with search by item label (capitals
 * and diacritics ignored), content kind, admin and a date range (UTC days), as the Trash list.
 */
function History() {
  const search = Route.useSearch();
  const { page, filter, goToPage } = useListSearch(search, useNavigate({ from: '/history' }));
  const matching = {
    search: search.search,
    kind: search.kind,
    adminId: search.adminId,
    from: search.from,
    to: search.to,
  };
  const list = useQuery({
    ...adminApi.history.queryOptions({ page, limit: PAGE_SIZE, ...matching }),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, list.data?.pagination, goToPage);
  const admins = list.data?.admins ?? [];
  const adminNames = new Map(admins.map((a) => [String(a.id), `${a.name} (${a.email})`]));
  const filtered = Object.values(matching).some((v) => v !== undefined);
  const total = list.data?.pagination.total;
  const now = new Date();
  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="History"
        subtitle={
          total === undefined
            ? 'Every change an admin made to the content, newest first.'
            : `${countOf(total, filtered ? 'matching change' : 'change')}, newest first.`
        }
      />
      <FilterForm
        label="Filter the history"
        placeholder="Word, title, sentence..."
        search={search.search}
        onSearch={(text) => filter({ search: text })}
        onClear={() =>
          filter({ search: undefined, kind: undefined, adminId: undefined, from: undefined, to: undefined })
        }
      >
        <FilterSelect
          label="Content"
          allLabel="All content"
          options={KINDS}
          optionLabel={(k) => HISTORY_KIND_LABELS[k] ?? k}
          value={search.kind}
          onChange={(kind) => filter({ kind })}
        />
        <FilterSelect
          label="Admin"
          allLabel="All admins"
          options={admins.map((a) => String(a.id))}
          optionLabel={(id) => adminNames.get(id) ?? id}
          value={search.adminId === undefined ? undefined : String(search.adminId)}
          onChange={(id) => filter({ adminId: id === undefined ? undefined : Number(id) })}
        />
        <DayFilter label="Changed from" value={search.from} onChange={(from) => filter({ from })} />
        <DayFilter label="Changed to" value={search.to} onChange={(to) => filter({ to })} />
      </FilterForm>
      <ListStatus
        query={list}
        loadingLabel="Loading the history..."
        errorFallback="Failed to load the history"
        isEmpty={(d) => d.entries.length === 0}
        empty={
          filtered ? (
            <EmptyState title="Nothing matches">No change matches these filters.</EmptyState>
          ) : (
            <p className="kr-muted">No changes recorded yet.</p>
          )
        }
      >
        {(data) => (
          <ul className="adm-history-list" data-testid="history-list" aria-busy={list.isFetching}>
            {data.entries.map((e) => (
              <li key={e.id}>
                <span className="kr-muted">{HISTORY_KIND_LABELS[e.kind] ?? e.kind}</span>{' '}
                <strong lang="et">{e.label}</strong> — {historyLine(e, now)}{' '}
                <time className="kr-muted" dateTime={e.at} title={shortDate(e.at)}>
                  ({deletedWhen(e.at)})
                </time>
              </li>
            ))}
          </ul>
        )}
      </ListStatus>
      <Pagination
        page={page}
        totalPages={list.data?.pagination.totalPages ?? 1}
        onPage={goToPage}
        label="History pages"
      />
    </div>
  );
}
