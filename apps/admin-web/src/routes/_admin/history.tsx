import { EmptyState } from '@keelerada/ui';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminApi } from '../../admin-api.ts';
import { type ItemLogFilter, ItemLogFilters } from '../../components/ItemLogFilters.tsx';
import {
  anySet,
  dayParam,
  enumParam,
  idParam,
  orderedDayRange,
  pagedSearchSchema,
} from '../../components/ListPage.tsx';
import { PagedListBody, usePagedList } from '../../components/PagedList.tsx';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { HISTORY_KIND_LABELS, historyLine } from '../../lib/history.ts';
import { shortDate } from '../../lib/text.ts';
import { countOf, deletedWhen } from '../../trash/trash-text.ts';

const KINDS = ['vocabulary_card', 'grammar_exercise', 'reading_text', 'book', 'lexicon_lemma'] as const;
type Kind = (typeof KINDS)[number];
/** Changes a page (the server's most is 200). */
const PAGE_SIZE = 50;

const searchSchema = pagedSearchSchema.extend({
  adminId: idParam,
  kind: enumParam(KINDS),
  from: dayParam,
  to: dayParam,
});

/** The filters as the URL and the server name them. */
const historyFilter = (f: ItemLogFilter<Kind>) => ({
  search: f.search,
  kind: f.kind,
  adminId: f.person,
  from: f.from,
  to: f.to,
});

export const Route = createFileRoute('/_admin/history')({
  validateSearch: (s) => orderedDayRange(searchSchema.parse(s), 'from', 'to'),
  component: History,
});

/**
 * Every admin change to content, newest first (issue #20): a page at a time, with search by item label (capitals
 * and diacritics ignored), content kind, admin and a date range (UTC days), as the Trash list.
 */
function History() {
  const search = Route.useSearch();
  const shown: ItemLogFilter<Kind> = {
    search: search.search,
    kind: search.kind,
    person: search.adminId,
    from: search.from,
    to: search.to,
  };
  const matching = historyFilter(shown);
  const { page, filter, goToPage, list } = usePagedList(search, useNavigate({ from: '/history' }), (page) =>
    adminApi.history.queryOptions({ page, limit: PAGE_SIZE, ...matching }),
  );
  const admins = list.data?.admins ?? [];
  const filtered = anySet(matching);
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
      <ItemLogFilters
        label="Filter the history"
        kinds={{ label: 'Content', allLabel: 'All content', options: KINDS, names: HISTORY_KIND_LABELS }}
        people={{
          label: 'Admin',
          allLabel: 'All admins',
          entries: admins.map((a) => ({ id: a.id, name: `${a.name} (${a.email})` })),
        }}
        days={{ from: 'Changed from', to: 'Changed to' }}
        value={shown}
        onChange={(next) => filter(historyFilter(next))}
      />
      <PagedListBody
        query={list}
        page={page}
        onPage={goToPage}
        pagerLabel="History pages"
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
      </PagedListBody>
    </div>
  );
}
