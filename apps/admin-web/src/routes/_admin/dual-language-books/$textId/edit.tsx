import { Button, ErrorPanel, Spinner } from '@keelerada/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../../../api.ts';
import { BookInfoCard } from '../../../../books/BookInfoCard.tsx';
import { NewSegmentForm } from '../../../../books/NewSegmentForm.tsx';
import { type AdminSegment, SegmentEditor } from '../../../../books/SegmentEditor.tsx';
import { ErrorAlert, SuccessAlert } from '../../../../components/Alerts.tsx';
import { ItemHistory } from '../../../../components/ItemHistory.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { Pagination } from '../../../../components/Pagination.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { plural } from '../../../../lib/text.ts';

/** Book segments per page on the edit screen (admin-back-office.md §9). */
const SEGMENTS_PER_ADMIN_PAGE = 10;

export const Route = createFileRoute('/_admin/dual-language-books/$textId/edit')({
  component: EditBook,
});

function EditBook() {
  const { textId: raw } = Route.useParams();
  const textId = Number(raw);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.books.admin.segments.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.books.admin.get.queryKey({ textId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.books.admin.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.history.pathKey() });
  };
  const move = useMutation(
    trpc.books.admin.moveSegment.mutationOptions({
      onSuccess: (_r, v) => {
        setNotice({ ok: true, text: `Segment moved to place ${v.position}.` });
        reload();
      },
      onError: (e) => setNotice({ ok: false, text: errorMessage(e, 'Failed to move the segment') }),
    }),
  );
  const remove = useMutation(
    trpc.books.admin.deleteSegment.mutationOptions({
      onSuccess: (r) => {
        setNotice({ ok: true, text: `Segment deleted. The book has ${plural(r.totalSegments, 'segment')}.` });
        reload();
      },
      onError: (e) => setNotice({ ok: false, text: errorMessage(e, 'Failed to delete the segment') }),
    }),
  );
  const segmentActions = {
    busy: move.isPending || remove.isPending,
    onMove: (s: AdminSegment, position: number) => {
      setNotice(null);
      move.mutate({ segmentId: s.id, position });
    },
    onDelete: (s: AdminSegment) => {
      const text = s.estonianContent.length > 60 ? `${s.estonianContent.slice(0, 59)}…` : s.estonianContent;
      if (!window.confirm(`Delete segment ${s.segmentOrder} (“${text}”)? Learners' read marks on it go too.`))
        return;
      setNotice(null);
      remove.mutate({ segmentId: s.id });
    },
  };
  const valid = Number.isInteger(textId) && textId > 0;
  const book = useQuery({ ...trpc.books.admin.get.queryOptions({ textId }), enabled: valid });
  const segments = useQuery({
    ...trpc.books.admin.segments.queryOptions({ textId, page, limit: SEGMENTS_PER_ADMIN_PAGE }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });

  if (!valid || book.isError || (segments.isError && !segments.data)) {
    const error = !valid ? new Error('Book not found') : (book.error ?? segments.error);
    return (
      <ErrorPanel
        title="Error Loading Book"
        message={errorMessage(error, 'Failed to load book')}
        onRetry={() => {
          void book.refetch();
          void segments.refetch();
        }}
      >
        <Link to="/dual-language-books" className="kr-btn kr-btn-secondary">
          Back to Admin
        </Link>
      </ErrorPanel>
    );
  }
  if (book.isPending || segments.isPending) return <Spinner label="Loading book..." />;

  const { pagination } = segments.data;
  const totalPages = Math.max(1, pagination.totalPages);
  const onThisPage = segments.data.segments.length;
  return (
    <div className="kr-stack adm-form">
      <PageHeader
        title={`Edit: ${book.data.titleEt}`}
        subtitle={book.data.titleEn}
        actions={
          <Link to="/dual-language-books" className="kr-btn kr-btn-secondary">
            Back to Books
          </Link>
        }
      />
      <ItemHistory kind="book" itemId={textId} heading="h2" />
      <BookInfoCard book={book.data} />
      <section className="kr-card" aria-labelledby="segments-heading">
        <header className="kr-card-header">
          <div>
            <h2 id="segments-heading" className="kr-card-title">
              Segments
            </h2>
            <p className="kr-muted" aria-live="polite" data-testid="segments-page-indicator">
              Page {pagination.page} of {totalPages} · {plural(onThisPage, 'segment')} on this page
            </p>
          </div>
          {!adding && <Button onClick={() => setAdding(true)}>+ Add New Segment</Button>}
        </header>
        {adding && (
          <NewSegmentForm
            textId={textId}
            onCancel={() => setAdding(false)}
            onCreated={() => {
              setAdding(false);
              // reload the current page, the book metadata (§4 Book) and its history
              reload();
            }}
          />
        )}
        {notice?.ok && <SuccessAlert testId="segments-notice">{notice.text}</SuccessAlert>}
        {notice && !notice.ok && <ErrorAlert testId="segments-notice">{notice.text}</ErrorAlert>}
        {segments.isFetching && !segments.isPending && <p className="kr-hint">Loading segments...</p>}
        {segments.isError && (
          <ErrorPanel
            title="Error Loading Segments"
            message={errorMessage(segments.error, 'Failed to fetch segments')}
            onRetry={() => segments.refetch()}
          />
        )}
        {onThisPage === 0 ? (
          <p className="kr-muted">This book has no segments yet.</p>
        ) : (
          <ol className="adm-list">
            {segments.data.segments.map((s) => (
              <SegmentEditor
                key={s.id}
                segment={s}
                actions={{ ...segmentActions, total: pagination.totalSegments }}
              />
            ))}
          </ol>
        )}
        <Pagination
          always
          label="Segment pages"
          page={pagination.page}
          totalPages={totalPages}
          disabled={segments.isFetching}
          onPage={(p) => setPage(Math.min(Math.max(1, p), totalPages))}
        />
      </section>
      <div>
        <Button variant="secondary" onClick={() => navigate({ to: '/dual-language-books' })}>
          Back to list
        </Button>
      </div>
    </div>
  );
}
