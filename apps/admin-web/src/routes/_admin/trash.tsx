import type { TrashItem } from '@keelerada/api';
import { Button, ErrorPanel, Spinner } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { adminApi, booksApi } from '../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../components/Alerts.tsx';
import { DashboardPageHeader } from '../../components/PageHeader.tsx';
import { ColumnHeaders } from '../../components/TableHead.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { shortDate } from '../../lib/text.ts';

export const Route = createFileRoute('/_admin/trash')({
  component: Trash,
});

const KIND_LABELS: Record<string, string> = {
  vocabulary_card: 'Vocabulary card',
  grammar_exercise: 'Grammar exercise',
  reading_text: 'Reading text',
  book: 'Book',
};

/** Deleted cards, exercises, reading texts and books (issue #20): restorable for 30 days with learners' progress, then purged. */
function Trash() {
  const queryClient = useQueryClient();
  const trash = useQuery(adminApi.trash.list.queryOptions());
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const restore = useMutation(
    adminApi.trash.restore.mutationOptions({
      onSuccess: (_r, vars) => {
        const item = trash.data?.items.find((i: TrashItem) => i.id === vars.id);
        setMessage({ ok: true, text: `Restored “${item?.label ?? 'the item'}”.` });
        void queryClient.invalidateQueries({ queryKey: adminApi.trash.pathKey() });
        void queryClient.invalidateQueries({ queryKey: adminApi.vocabulary.pathKey() });
        void queryClient.invalidateQueries({ queryKey: adminApi.grammar.pathKey() });
        void queryClient.invalidateQueries({ queryKey: adminApi.reading.pathKey() });
        void queryClient.invalidateQueries({ queryKey: booksApi.admin.pathKey() });
        void queryClient.invalidateQueries({ queryKey: adminApi.stats.pathKey() });
      },
      onError: (e) => setMessage({ ok: false, text: errorMessage(e, 'Failed to restore') }),
    }),
  );
  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="Trash"
        subtitle="Deleted cards, exercises, reading texts and books stay here for 30 days and can be restored with learners' progress."
      />
      {message?.ok && <SuccessAlert testId="trash-message">{message.text}</SuccessAlert>}
      {message && !message.ok && <ErrorAlert testId="trash-message">{message.text}</ErrorAlert>}
      {trash.isPending ? (
        <Spinner label="Loading the trash..." />
      ) : trash.isError ? (
        <ErrorPanel
          message={errorMessage(trash.error, 'Failed to load the trash')}
          onRetry={() => trash.refetch()}
        />
      ) : trash.data.items.length === 0 ? (
        <p className="kr-muted">The trash is empty.</p>
      ) : (
        <div className="kr-table-wrap">
          <table className="kr-table adm-table adm-stack-sm" data-testid="trash-table">
            <caption className="sr-only">Deleted items</caption>
            <thead>
              <tr>
                <ColumnHeaders labels={['Item', 'Kind', 'Deleted', 'By', 'Purged on', 'Actions']} />
              </tr>
            </thead>
            <tbody>
              {trash.data.items.map((i: TrashItem) => (
                <tr key={i.id} data-testid="trash-row">
                  <td data-label="Item" lang="et">
                    {i.label}
                  </td>
                  <td data-label="Kind">{KIND_LABELS[i.kind] ?? i.kind}</td>
                  <td data-label="Deleted">{shortDate(i.deletedAt)}</td>
                  <td data-label="By">{i.deletedBy ?? '—'}</td>
                  <td data-label="Purged on">{shortDate(i.purgeAt)}</td>
                  <td className="adm-actions">
                    <Button
                      variant="secondary"
                      disabled={restore.isPending}
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
    </div>
  );
}
