import type { TrashItem } from '@keelerada/api';
import {
  TRASH_KINDS,
  type TrashKindName,
  type TrashRestoreMatchingInput,
  thousands,
} from '@keelerada/domain';
import { Button, EmptyState } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { adminApi, booksApi } from '../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../components/Alerts.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { type ItemLogFilter, ItemLogFilters } from '../../components/ItemLogFilters.tsx';
import {
  anySet,
  dayParam,
  enumParam,
  idParam,
  orderedDayRange,
  pagedSearchSchema,
  useDeleteConfirm,
} from '../../components/ListPage.tsx';
import { PagedListBody, usePagedList } from '../../components/PagedList.tsx';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/text.ts';
import {
  countOf,
  restoreAllLabel,
  restoreAllQuestion,
  restoredMessage,
  TRASH_KIND_LABELS,
} from '../../trash/trash-text.ts';

const searchSchema = pagedSearchSchema.extend({
  kind: enumParam(TRASH_KINDS),
  deletedBy: idParam,
  deletedFrom: dayParam,
  deletedTo: dayParam,
});

/** The filters as the URL and the server name them. */
const trashFilter = (f: ItemLogFilter<TrashKindName>) => ({
  search: f.search,
  kind: f.kind,
  deletedBy: f.person,
  deletedFrom: f.from,
  deletedTo: f.to,
});

export const Route = createFileRoute('/_admin/trash')({
  validateSearch: (s) => orderedDayRange(searchSchema.parse(s), 'deletedFrom', 'deletedTo'),
  component: Trash,
});

/**
 * Deleted cards, exercises, reading texts and books (issue #20): restorable for 30 days with learners' progress, then
 * purged. One page at a time, newest deletion first, with search and filters; "Restore all N matching" restores
 * everything the filters match in one request, after a confirmation naming N.
 */
function Trash() {
  const search = Route.useSearch();
  const queryClient = useQueryClient();
  const shown: ItemLogFilter<TrashKindName> = {
    search: search.search,
    kind: search.kind,
    person: search.deletedBy,
    from: search.deletedFrom,
    to: search.deletedTo,
  };
  const matching = trashFilter(shown);
  const {
    page,
    filter,
    goToPage,
    list: trash,
  } = usePagedList(search, useNavigate({ from: '/trash' }), (page) =>
    adminApi.trash.list.queryOptions({ page, limit: 20, ...matching }),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminApi.trash.pathKey() });
    void queryClient.invalidateQueries({ queryKey: adminApi.vocabulary.pathKey() });
    void queryClient.invalidateQueries({ queryKey: adminApi.grammar.pathKey() });
    void queryClient.invalidateQueries({ queryKey: adminApi.reading.pathKey() });
    void queryClient.invalidateQueries({ queryKey: booksApi.admin.pathKey() });
    void queryClient.invalidateQueries({ queryKey: adminApi.stats.pathKey() });
  };
  const restore = useMutation(
    adminApi.trash.restore.mutationOptions({
      onSuccess: (_r, vars) => {
        const item = trash.data?.items.find((i: TrashItem) => i.id === vars.id);
        setMessage({ ok: true, text: `Restored “${item?.label ?? 'the item'}”.` });
        refresh();
      },
      onError: (e) => setMessage({ ok: false, text: errorMessage(e, 'Failed to restore') }),
    }),
  );
  // "Restore all N matching": asks first, naming N; a refusal (409: the count changed, or a duplicate) stays in the
  // dialog, and the list reloads so the editor sees the new N
  const restoreAll = useDeleteConfirm(
    adminApi.trash.restoreMatching.mutationOptions({
      onSuccess: (r) => {
        setMessage({ ok: true, text: restoredMessage(r.restored, r.leftInTrash, r.leftInTrashItems) });
        refresh();
      },
      onError: () => refresh(),
    }),
    (input: TrashRestoreMatchingInput) => input,
  );

  const total = trash.data?.pagination.total ?? 0;
  const filtered = anySet(matching);
  const deleters = trash.data?.deleters ?? [];
  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="Trash"
        subtitle={
          trash.data
            ? `${countOf(total, filtered ? 'matching item' : 'item')}. Deleted content stays here for 30 days and can be restored with learners' progress.`
            : "Deleted cards, exercises, reading texts and books stay here for 30 days and can be restored with learners' progress."
        }
        actions={
          total > 0 && (
            <Button
              variant="secondary"
              disabled={restoreAll.mutation.isPending}
              onClick={() => {
                setMessage(null);
                restoreAll.ask({ matching, expectedCount: total });
              }}
            >
              {restoreAllLabel(total, filtered)}
            </Button>
          )
        }
      />
      <ItemLogFilters
        label="Filter the Trash"
        kinds={{ label: 'Kind', allLabel: 'All kinds', options: TRASH_KINDS, names: TRASH_KIND_LABELS }}
        people={{
          label: 'Deleted by',
          allLabel: 'Anyone',
          entries: deleters.map((d) => ({ id: d.id, name: `${d.name} (${thousands(d.count)})` })),
        }}
        days={{ from: 'Deleted from', to: 'Deleted to' }}
        value={shown}
        onChange={(next) => filter(trashFilter(next))}
      />
      {message?.ok && <SuccessAlert testId="trash-message">{message.text}</SuccessAlert>}
      {message && !message.ok && <ErrorAlert testId="trash-message">{message.text}</ErrorAlert>}
      <PagedListBody
        query={trash}
        page={page}
        onPage={goToPage}
        pagerLabel="Trash pages"
        loadingLabel="Loading the trash..."
        errorFallback="Failed to load the trash"
        isEmpty={(d) => d.items.length === 0}
        empty={
          filtered ? (
            <EmptyState title="Nothing matches">No deleted item matches these filters.</EmptyState>
          ) : (
            <p className="kr-muted">The trash is empty.</p>
          )
        }
      >
        {(data) => (
          <DataTable
            caption="Deleted items"
            columns={['Item', 'Kind', 'Deleted', 'By', 'Purged on', 'Actions']}
            testId="trash-table"
            busy={trash.isFetching}
          >
            {data.items.map((i: TrashItem) => (
              <tr key={i.id} data-testid="trash-row">
                <td data-label="Item" lang="et">
                  {i.label}
                </td>
                <td data-label="Kind">{TRASH_KIND_LABELS[i.kind] ?? i.kind}</td>
                <td data-label="Deleted">{shortDate(i.deletedAt)}</td>
                <td data-label="By">{i.deletedByName ?? i.deletedBy ?? '—'}</td>
                <td data-label="Purged on">{shortDate(i.purgeAt)}</td>
                <td className="adm-actions">
                  <Button
                    variant="secondary"
                    disabled={restore.isPending || restoreAll.mutation.isPending}
                    onClick={() => restore.mutate({ id: i.id })}
                    aria-label={`Restore ${i.label}`}
                  >
                    Restore
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedListBody>
      <ConfirmDialog
        title={filtered ? 'Restore all matching items' : 'Restore everything in the Trash'}
        message={
          restoreAll.target ? restoreAllQuestion(restoreAll.target.expectedCount as number, filtered) : ''
        }
        confirmLabel={
          restoreAll.target
            ? `Restore ${countOf(restoreAll.target.expectedCount as number, 'item')}`
            : 'Restore'
        }
        busyLabel="Restoring..."
        {...restoreAll.dialog('Failed to restore')}
      />
    </div>
  );
}
