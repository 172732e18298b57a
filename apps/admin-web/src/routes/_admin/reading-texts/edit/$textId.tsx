import { httpStatusOf } from '@keelerada/api-client';
import { readingTextUpdateInput } from '@keelerada/domain';
import { ErrorPanel, Spinner } from '@keelerada/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { adminApi } from '../../../../admin-api.ts';
import { api } from '../../../../api.ts';
import { ItemHistory } from '../../../../components/ItemHistory.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { listSearch } from '../../../../lib/list-return.ts';
import { readingPayload, readingToForm } from '../../../../reading/form.ts';
import { ReadingTextForm } from '../../../../reading/ReadingTextForm.tsx';
import { DeletedItemNotice, useTrashLookup } from '../../../../trash/DeletedItemNotice.tsx';
import { notFoundLine } from '../../../../trash/trash-text.ts';

export const Route = createFileRoute('/_admin/reading-texts/edit/$textId')({
  component: EditReadingText,
});

/**
 * A reading text that is not there: "This reading text does not exist.", or — when it is in the Trash — only who
 * deleted it and when, with the link to restore it (as the grammar page).
 */
function NotFound({ id, back }: { id: number; back: ReactNode }) {
  const line = notFoundLine(useTrashLookup('reading_text', id), 'This reading text does not exist.');
  return (
    <div className="kr-panel kr-error" role="alert">
      <h2>Reading text not found</h2>
      {line && <p>{line}</p>}
      <DeletedItemNotice kind="reading_text" itemId={id} />
      <div className="kr-row">{back}</div>
    </div>
  );
}

function EditReadingText() {
  const { textId } = Route.useParams();
  const id = Number(textId);
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const detail = useQuery({ ...adminApi.reading.get.queryOptions({ id }), enabled: valid, staleTime: 0 });
  // the version the form opened on, then the one each save returns: a save by someone else since is a 409
  const expectedUpdatedAt = useRef<string | null>(null);

  const back = (
    <Link to="/reading-texts" search={listSearch('/reading-texts')} className="kr-btn kr-btn-secondary">
      ← Back to Reading Texts
    </Link>
  );
  const notFound = !valid || (detail.isError && httpStatusOf(detail.error) === 404);
  if (notFound) return <NotFound id={id} back={back} />;
  if (detail.isError)
    return (
      <ErrorPanel
        title="Error"
        message={errorMessage(detail.error, 'Failed to fetch reading text')}
        onRetry={() => detail.refetch()}
        retryLabel="Retry"
      >
        {back}
      </ErrorPanel>
    );
  if (detail.isPending) return <Spinner label="Loading reading text..." />;
  const { readingText, questions } = detail.data;
  expectedUpdatedAt.current ??= readingText.updated_at;
  return (
    <div className="kr-stack">
      <PageHeader title="Edit Reading Text" subtitle={readingText.title} actions={back} />
      <ItemHistory kind="reading_text" itemId={id} heading="h2" />
      <ReadingTextForm
        key={readingText.id}
        mode="edit"
        initial={readingToForm(readingText, questions as unknown as Record<string, unknown>[])}
        schema={readingTextUpdateInput}
        toPayload={(v) => ({
          id,
          ...readingPayload(v, 'edit'),
          expectedUpdatedAt: expectedUpdatedAt.current,
        })}
        successMessage="Reading text updated successfully!"
        save={async (payload) => {
          try {
            const r = await api.client.admin.reading.update.mutate(payload as never);
            expectedUpdatedAt.current = r.readingText.updated_at;
            queryClient.setQueryData(adminApi.reading.get.queryKey({ id }), {
              readingText: r.readingText,
              questions: r.questions,
            });
            void queryClient.invalidateQueries({ queryKey: adminApi.reading.list.pathKey() });
            void queryClient.invalidateQueries({ queryKey: adminApi.history.pathKey() });
            return {
              warnings: [...new Set(r.warnings.map((w) => w.word))],
              next: readingToForm(r.readingText, r.questions as unknown as Record<string, unknown>[]),
            };
          } catch (e) {
            throw new Error(errorMessage(e, 'Failed to update reading text'));
          }
        }}
      />
    </div>
  );
}
