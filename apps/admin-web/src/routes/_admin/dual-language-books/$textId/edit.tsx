import { httpStatusOf } from '@keelerada/api-client';
import { pageOfPlace, segmentDeleteProblem } from '@keelerada/domain';
import { Button, ErrorPanel, Spinner } from '@keelerada/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { trpc } from '../../../../api.ts';
import { BookInfoCard } from '../../../../books/BookInfoCard.tsx';
import { DiscardChangesDialog, type DiscardQuestion } from '../../../../books/DiscardChangesDialog.tsx';
import { STALE_MOVE_NOTICE } from '../../../../books/messages.ts';
import { NewSegmentForm } from '../../../../books/NewSegmentForm.tsx';
import { SegmentEditor } from '../../../../books/SegmentEditor.tsx';
import {
  type AdminSegment,
  afterSegmentCreated,
  discardQuestion,
  type MoveDirection,
  moveLeavesPage,
  moveRequest,
  SEGMENTS_PER_ADMIN_PAGE,
} from '../../../../books/segment-editing.ts';
import { ErrorAlert, SuccessAlert } from '../../../../components/Alerts.tsx';
import { ItemHistory } from '../../../../components/ItemHistory.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { Pagination } from '../../../../components/Pagination.tsx';
import { UnsavedChangesGuard } from '../../../../components/UnsavedChangesGuard.tsx';
import { errorMessage } from '../../../../lib/errors.ts';
import { plural } from '../../../../lib/text.ts';
import { DeletedItemNotice } from '../../../../trash/DeletedItemNotice.tsx';

export const Route = createFileRoute('/_admin/dual-language-books/$textId/edit')({
  component: EditBook,
});

interface Notice {
  ok: boolean;
  text: string;
  /** A page the notice offers to go to (a new segment on another page). */
  offerPage?: number;
}

/** Segment id → its place, for every segment whose form has unsaved changes. */
type UnsavedSegments = ReadonlyMap<number, number>;

function EditBook() {
  const { textId: raw } = Route.useParams();
  const textId = Number(raw);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [question, setQuestion] = useState<DiscardQuestion | null>(null);
  // what has not been saved: the segment forms, the new-segment form and Book Information (leaving asks first)
  const [unsavedSegments, setUnsavedSegments] = useState<UnsavedSegments>(new Map());
  const [newSegmentUnsaved, setNewSegmentUnsaved] = useState(false);
  const [bookInfoUnsaved, setBookInfoUnsaved] = useState(false);
  const onSegmentUnsaved = useCallback((id: number, place: number | null) => {
    setUnsavedSegments((prev) => {
      if ((prev.get(id) ?? null) === place) return prev;
      const next = new Map(prev);
      if (place === null) next.delete(id);
      else next.set(id, place);
      return next;
    });
  }, []);
  const unsavedPlaces = [...unsavedSegments.values()];

  const refreshSegments = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trpc.books.admin.segments.queryKey() }),
    [queryClient],
  );
  const reload = () => {
    refreshSegments();
    void queryClient.invalidateQueries({ queryKey: trpc.books.admin.get.queryKey({ textId }) });
    void queryClient.invalidateQueries({ queryKey: trpc.books.admin.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.history.pathKey() });
  };
  /** Paging asks first while a segment on this page has unsaved changes (they would be lost). */
  const goToPage = (p: number) => {
    const message = discardQuestion({ kind: 'page', page: p }, unsavedPlaces);
    if (message === null) setPage(p);
    else setQuestion({ message, proceedLabel: 'Leave without saving', proceed: () => setPage(p) });
  };
  const move = useMutation(
    trpc.books.admin.moveSegment.mutationOptions({
      onSuccess: (_r, v) => {
        setNotice({ ok: true, text: `Segment moved to place ${v.position}.` });
        reload();
      },
      onError: (e) => {
        // moved from a page that is no longer true: nothing moved; show the order as it is now
        if (httpStatusOf(e) === 409) {
          setNotice({ ok: false, text: STALE_MOVE_NOTICE });
          reload();
        } else setNotice({ ok: false, text: errorMessage(e, 'Failed to move the segment') });
      },
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
  const valid = Number.isInteger(textId) && textId > 0;
  const book = useQuery({ ...trpc.books.admin.get.queryOptions({ textId }), enabled: valid });
  const segments = useQuery({
    ...trpc.books.admin.segments.queryOptions({ textId, page, limit: SEGMENTS_PER_ADMIN_PAGE }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const segmentActions = {
    // a move is computed from the page shown: none while a fresh copy of it is on its way
    busy: move.isPending || remove.isPending || segments.isFetching,
    onMove: (s: AdminSegment, direction: MoveDirection) => {
      const request = moveRequest(s, direction, segments.data?.segments ?? []);
      const run = () => {
        setNotice(null);
        move.mutate(request);
      };
      const message = moveLeavesPage(request, SEGMENTS_PER_ADMIN_PAGE)
        ? discardQuestion(
            {
              kind: 'move',
              place: s.segmentOrder,
              page: pageOfPlace(request.position, SEGMENTS_PER_ADMIN_PAGE),
            },
            unsavedPlaces,
          )
        : null;
      if (message === null) run();
      else setQuestion({ message, proceedLabel: 'Move without saving', proceed: run });
    },
    onDelete: (s: AdminSegment, unsaved: boolean) => {
      const problem =
        book.data &&
        segmentDeleteProblem({ isPublished: book.data.isPublished, segmentCount: book.data.totalSegments });
      if (problem) {
        setNotice({ ok: false, text: problem });
        return;
      }
      const text = s.estonianContent.length > 60 ? `${s.estonianContent.slice(0, 59)}…` : s.estonianContent;
      const lost = unsaved ? ' Its unsaved changes go too.' : '';
      if (
        !window.confirm(
          `Delete segment ${s.segmentOrder} (“${text}”)? Learners' read marks on it go too.${lost}`,
        )
      )
        return;
      setNotice(null);
      remove.mutate({ segmentId: s.id });
    },
    onUnsavedChange: onSegmentUnsaved,
    onSaved: refreshSegments,
  };

  const guard = (
    <UnsavedChangesGuard dirty={unsavedSegments.size > 0 || newSegmentUnsaved || bookInfoUnsaved} />
  );
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
        {httpStatusOf(book.error) === 404 && <DeletedItemNotice kind="book" itemId={textId} />}
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
      {guard}
      <DiscardChangesDialog question={question} onClose={() => setQuestion(null)} />
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
      <BookInfoCard book={book.data} onUnsavedChange={setBookInfoUnsaved} />
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
            onUnsavedChange={setNewSegmentUnsaved}
            onCreated={(created) => {
              setAdding(false);
              // reload the current page, the book metadata (§4 Book) and its history; say where the segment went
              reload();
              const next = afterSegmentCreated({
                segmentOrder: created.segmentOrder,
                currentPage: page,
                perPage: SEGMENTS_PER_ADMIN_PAGE,
                unsavedOnPage: unsavedSegments.size > 0,
              });
              setNotice({
                ok: true,
                text: next.notice,
                ...(next.offerPage ? { offerPage: next.offerPage } : {}),
              });
              setHighlightId(created.id);
              if (next.goToPage !== null) setPage(next.goToPage);
            }}
          />
        )}
        {notice?.ok && (
          <SuccessAlert testId="segments-notice">
            {notice.text}
            {notice.offerPage !== undefined && (
              <>
                {' '}
                <Button variant="secondary" onClick={() => notice.offerPage && goToPage(notice.offerPage)}>
                  Go to page {notice.offerPage}
                </Button>
              </>
            )}
          </SuccessAlert>
        )}
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
                highlighted={s.id === highlightId}
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
          onPage={(p) => {
            setHighlightId(null);
            goToPage(Math.min(Math.max(1, p), totalPages));
          }}
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
