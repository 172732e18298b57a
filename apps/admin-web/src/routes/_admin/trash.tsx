import type { TrashItem } from '@keelerada/api';
import { TRASH_KINDS, type TrashRestoreMatchingInput } from '@keelerada/domain';
import { Button, EmptyState } from '@keelerada/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { adminApi, booksApi } from '../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../components/Alerts.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  DayFilter,
  enumParam,
  FilterForm,
  FilterSelect,
  ListStatus,
  pagedSearchSchema,
  useClampToLastPage,
  useDeleteConfirm,
  useListSearch,
} from '../../components/ListPage.tsx';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ColumnHeaders } from '../../components/TableHead.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/text.ts';
import {
  countOf,
  restoreAllLabel,
  restoreAllQuestion,
  restoredMessage,
  TRASH_KIND_LABELS,
} from '../../trash/trash-text.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

const searchSchema = pagedSearchSchema.extend({
  kind: enumParam(TRASH_KINDS),
  deletedBy: z.coerce.number().int().positive().optional().catch(undefined),
  deletedFrom: day,
  deletedTo: day,
});

export const Route = createFileRoute('/_admin/trash')({
  validateSearch: (s) => searchSchema.parse(s),
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
  const { page, filter, goToPage } = useListSearch(search, useNavigate({ from: '/trash' }));
  const matching = {
    search: search.search,
    kind: search.kind,
    deletedBy: search.deletedBy,
    deletedFrom: search.deletedFrom,
    deletedTo: search.deletedTo,
  };
  const trash = useQuery({
    ...adminApi.trash.list.queryOptions({ page, limit: 20, ...matching }),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, trash.data?.pagination, goToPage);
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
  const filtered = Object.values(matching).some((v) => v !== undefined);
  const deleters = trash.data?.deleters ?? [];
  const deleterNames = new Map(
    deleters.map((d) => [String(d.id), `${d.name} (${d.count.toLocaleString('en-US')})`]),
  );
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
      <FilterForm
        label="Filter the Trash"
        placeholder="Word, title, sentence..."
        search={search.search}
        onSearch={(text) => filter({ search: text })}
        onClear={() =>
          filter({
            search: undefined,
            kind: undefined,
            deletedBy: undefined,
            deletedFrom: undefined,
            deletedTo: undefined,
          })
        }
      >
        <FilterSelect
          label="Kind"
          allLabel="All kinds"
          options={TRASH_KINDS}
          optionLabel={(k) => TRASH_KIND_LABELS[k] ?? k}
          value={search.kind}
          onChange={(kind) => filter({ kind })}
        />
        <FilterSelect
          label="Deleted by"
          allLabel="Anyone"
          options={deleters.map((d) => String(d.id))}
          optionLabel={(id) => deleterNames.get(id) ?? id}
          value={search.deletedBy === undefined ? undefined : String(search.deletedBy)}
          onChange={(id) => filter({ deletedBy: id === undefined ? undefined : Number(id) })}
        />
        <DayFilter
          label="Deleted from"
          value={search.deletedFrom}
          onChange={(deletedFrom) => filter({ deletedFrom })}
        />
        <DayFilter
          label="Deleted to"
          value={search.deletedTo}
          onChange={(deletedTo) => filter({ deletedTo })}
        />
      </FilterForm>
      {message?.ok && <SuccessAlert testId="trash-message">{message.text}</SuccessAlert>}
      {message && !message.ok && <ErrorAlert testId="trash-message">{message.text}</ErrorAlert>}
      <ListStatus
        query={trash}
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
          <div className="kr-table-wrap">
            <table
              className="kr-table adm-table adm-stack-sm"
              data-testid="trash-table"
              aria-busy={trash.isFetching}
            >
              <caption className="sr-only">Deleted items</caption>
              <thead>
                <tr>
                  <ColumnHeaders labels={['Item', 'Kind', 'Deleted', 'By', 'Purged on', 'Actions']} />
                </tr>
              </thead>
              <tbody>
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
              </tbody>
            </table>
          </div>
        )}
      </ListStatus>
      <Pagination
        page={page}
        totalPages={trash.data?.pagination.totalPages ?? 1}
        onPage={goToPage}
        label="Trash pages"
      />
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
