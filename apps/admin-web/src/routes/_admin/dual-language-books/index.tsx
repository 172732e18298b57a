import { EmptyState, ErrorPanel } from '@keelerada/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { trpc } from '../../../api.ts';
import type { AdminBook } from '../../../books/BookInfoCard.tsx';
import { bookDeleteMessage } from '../../../books/messages.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { useDeleteConfirm } from '../../../components/ListPage.tsx';
import { DashboardPageHeader } from '../../../components/PageHeader.tsx';
import { DeleteButton, EditLink } from '../../../components/RowActions.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { shortDate } from '../../../lib/text.ts';

export const Route = createFileRoute('/_admin/dual-language-books/')({
  component: BooksAdminList,
});

function BooksAdminList() {
  const queryClient = useQueryClient();
  const listOptions = trpc.books.admin.list.queryOptions();
  const books = useQuery(listOptions);
  const remove = useDeleteConfirm(
    trpc.books.admin.delete.mutationOptions({
      onSuccess: (_r, vars) => {
        // removed from the list locally on success (§4 Book)
        queryClient.setQueryData(listOptions.queryKey, (old) =>
          old ? { ...old, texts: old.texts.filter((b) => b.id !== Number(vars.textId)) } : old,
        );
      },
    }),
    (book: AdminBook) => ({ textId: book.id }),
  );

  return (
    <div className="kr-stack">
      <DashboardPageHeader
        title="Dual Language Books - Admin"
        subtitle="Bilingual Estonian / English books and their segments."
        actions={
          <Link to="/dual-language-books/create" className="kr-btn kr-btn-primary">
            Create New Book
          </Link>
        }
      />
      {books.isPending ? (
        <div role="status" aria-busy="true" data-testid="books-skeleton">
          <span className="sr-only">Loading books...</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="adm-skeleton" />
          ))}
        </div>
      ) : books.isError ? (
        <ErrorPanel
          title="Error Loading Books"
          message={errorMessage(books.error, 'Failed to load books')}
          onRetry={() => books.refetch()}
        />
      ) : books.data.texts.length === 0 ? (
        <EmptyState title="No Books Available">No dual language books have been added yet.</EmptyState>
      ) : (
        <DataTable
          caption="Dual language books"
          columns={['Book Details', 'Author', 'Segments', 'Status', 'Created', 'Actions']}
        >
          {books.data.texts.map((b) => {
            const deleting = remove.mutation.isPending && Number(remove.mutation.variables?.textId) === b.id;
            return (
              <tr key={b.id}>
                <td data-label="Book">
                  <strong>{b.titleEt}</strong>
                  <span className="adm-cell-sub">{b.titleEn}</span>
                </td>
                <td data-label="Author">{b.author}</td>
                <td data-label="Segments">{b.totalSegments}</td>
                <td data-label="Status">
                  <span className={`kr-badge ${b.isPublished ? 'kr-badge-green' : 'kr-badge-yellow'}`}>
                    {b.isPublished ? 'Published' : 'Draft'}
                  </span>
                </td>
                <td data-label="Created">{shortDate(b.createdAt)}</td>
                <td className="adm-actions">
                  <div className="kr-row">
                    <EditLink
                      to="/dual-language-books/$textId/edit"
                      params={{ textId: String(b.id) }}
                      itemName={b.titleEt}
                    />
                    <DeleteButton
                      variant="danger"
                      busy={deleting}
                      itemName={b.titleEt}
                      onClick={() => remove.ask(b)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <ConfirmDialog
        title="Delete book"
        message={remove.target ? bookDeleteMessage(remove.target.titleEt) : ''}
        {...remove.dialog('Failed to delete book')}
      />
    </div>
  );
}
