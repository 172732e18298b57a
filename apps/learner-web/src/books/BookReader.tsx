import {
  openingPage,
  totalPages as pagesFor,
  SEGMENTS_PER_PAGE,
  TEXT_SIZE_MAX,
  TEXT_SIZE_MIN,
  textSizeLabel,
  unreadIds,
} from '@keelerada/domain';
import { Button, EmptyState, ErrorPanel, Spinner } from '@keelerada/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, trpc } from '../api.ts';
import { useOpenTip } from '../lexicon/useWordTips.ts';
import { readerPage, urlNeedsPage } from './book-page.ts';
import { SegmentRow } from './SegmentRow.tsx';
import { BOOKS_PATH, failure } from './types.ts';
import { useAudioSetting } from './useAudioSetting.ts';
import { useSegmentAudio } from './useSegmentAudio.ts';
import { useTextSize } from './useTextSize.ts';
import './books.css';
import { Volume2, VolumeX } from 'lucide-react';

const READER_ROUTE = '/_app/dual-language-books/$textId';
const READER_PATH = '/dual-language-books/$textId';

function BackToBooks() {
  return (
    <Link to={BOOKS_PATH} className="kr-btn kr-btn-secondary">
      ← Back to Books
    </Link>
  );
}

/**
 * /dual-language-books/{textId}?page=n: four passages a page, progress recorded as the learner moves on. The page is
 * in the URL, so Back and Forward turn pages; without one the book opens at the first unread page.
 */
export function BookReader({ textId }: { textId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // numbers when the path holds one, so cache keys match the list's; anything else goes to the server (400)
  const idInput = { textId: /^\d{1,9}$/.test(textId) ? Number(textId) : textId };
  const me = useQuery(trpc.account.me.queryOptions());
  const book = useQuery(trpc.books.get.queryOptions(idInput));
  const progressKey = trpc.books.progress.queryKey(idInput);
  const progress = useQuery({ ...trpc.books.progress.queryOptions(idInput), staleTime: 0 });

  // the page is the URL's (?page=4), kept within the book; null until the book is known or while none is named. Read
  // from this route's match, not the browser's location: while Back to Books loads the list, the location has no page
  // already and the opening page must not be written into the list's URL
  const askedPage = useSearch({ from: READER_ROUTE, select: (s) => (s as { page?: unknown }).page });
  const page = book.data ? readerPage(askedPage, book.data.totalSegments) : null;
  const [busy, setBusy] = useState<'next' | 'finish' | null>(null);
  const [audioOn, setAudioOn] = useAudioSetting(me.data?.user.id);
  const textSize = useTextSize(me.data?.user.id);
  const audio = useSegmentAudio();
  // one word tip open on the page, whichever passage it is in (learner report D5)
  const tip = useOpenTip();
  const pageLabelRef = useRef<HTMLParagraphElement>(null);
  const shownPageRef = useRef<number | null>(null);

  /** Shows page `p`: a new history entry (Back returns to this page), or in place of the current one. */
  const showPage = useCallback(
    (p: number, { replace = false } = {}) =>
      void navigate({
        to: READER_PATH,
        params: { textId },
        search: (prev) => ({ ...prev, page: p }),
        replace,
        resetScroll: false,
      }),
    [navigate, textId],
  );

  // without a page in the URL, open where the learner stopped: the first page with an unread segment, the last page
  // when all are read, page 1 when nothing is (a progress failure just means page 1); a page out of the book is
  // clamped. Both are written into the URL in place, so Back still leaves the book.
  useEffect(() => {
    if (!book.data) return;
    if (page !== null) {
      if (urlNeedsPage(askedPage, page)) showPage(page, { replace: true });
      return;
    }
    if (progress.isPending) return;
    showPage(openingPage(progress.data?.readSegmentIds.length ?? 0, book.data.totalSegments), {
      replace: true,
    });
  }, [page, askedPage, book.data, progress.isPending, progress.data, showPage]);

  const segments = useQuery({
    ...trpc.books.segments.queryOptions({ ...idInput, page: page ?? 1, limit: SEGMENTS_PER_PAGE }),
    enabled: page !== null && book.isSuccess,
    placeholderData: keepPreviousData,
  });

  const readSet = useMemo(() => new Set(progress.data?.readSegmentIds ?? []), [progress.data]);
  const totalPages = book.data ? pagesFor(book.data.totalSegments) : 0;
  const current = segments.data && !segments.isPlaceholderData ? segments.data : undefined;
  const isLastPage = page !== null && page >= totalPages;
  const pageNumbers = useMemo(() => Array.from({ length: totalPages }, (_, i) => i + 1), [totalPages]);

  // after a page change (Next, Previous, the page list, Back or Forward), put focus and the view at the top of the
  // new page; not when the book first opens
  useEffect(() => {
    audio.stop();
    const before = shownPageRef.current;
    shownPageRef.current = page;
    if (before !== null && page !== null && before !== page) {
      pageLabelRef.current?.focus({ preventScroll: true });
      pageLabelRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [page]);

  /** Posts the unread ones in parallel; failures are ignored, successes join the read set. */
  const record = useCallback(
    async (ids: number[]) => {
      const unread = unreadIds(ids, readSet);
      if (unread.length === 0) return;
      const numericId = Number(textId);
      const results = await Promise.allSettled(
        unread.map((segmentId) => api.client.books.markRead.mutate({ textId: numericId, segmentId })),
      );
      const done = unread.filter((_, i) => results[i]?.status === 'fulfilled');
      if (done.length === 0) return;
      queryClient.setQueryData(progressKey, (old) =>
        old ? { ...old, readSegmentIds: [...old.readSegmentIds, ...done] } : old,
      );
      // the list's state and percentage changed (issue 19: Back to Books shows it without a reload)
      void queryClient.invalidateQueries({ queryKey: trpc.books.list.queryKey() });
    },
    [readSet, textId, queryClient, progressKey],
  );

  const goTo = (p: number) => {
    if (!book.data) return;
    const next = readerPage(p, book.data.totalSegments)!;
    if (next !== page) showPage(next);
  };

  const onNext = async () => {
    if (!current || page === null) return;
    setBusy('next');
    try {
      await record(current.segments.map((s) => s.id));
    } finally {
      setBusy(null);
    }
    goTo(page + 1);
  };

  const onFinish = async () => {
    if (!current || !book.data) return;
    setBusy('finish');
    try {
      // one call marks the whole book read (issue 19; it used to be one call per unread segment)
      await api.client.books.finish.mutate({ textId: Number(textId) });
    } catch {
      // recording progress never blocks the learner (learner-app.md §8); the list shows what was saved
    } finally {
      setBusy(null);
    }
    await queryClient.invalidateQueries({ queryKey: trpc.books.list.queryKey() });
    await queryClient.invalidateQueries({ queryKey: progressKey });
    await navigate({ to: BOOKS_PATH });
  };

  const toggleAudio = () => {
    if (audioOn) audio.stop();
    setAudioOn(!audioOn);
  };

  if (book.isPending) return <Spinner label="Loading book..." />;
  if (book.isError) {
    return (
      <div className="page">
        <ErrorPanel
          title="Could not open this book"
          message={failure('Failed to fetch text', book.error)}
          onRetry={() => book.refetch()}
        >
          <BackToBooks />
        </ErrorPanel>
      </div>
    );
  }

  const b = book.data;
  const style = { '--book-scale': String(textSize.size) } as CSSProperties;

  return (
    <div className="page book-reader">
      {/* one element for every clip: only one can play */}
      <audio {...audio.audioProps} preload="none" className="book-audio-el" data-testid="book-audio" />
      <div className="book-reader-top">
        <BackToBooks />
      </div>
      <header className="book-reader-head">
        <h1 lang="et">{b.titleEt}</h1>
        <p className="book-reader-sub">
          <span lang="en">{b.titleEn}</span>
          <span className="kr-muted"> · {b.author}</span>
        </p>
      </header>

      <div className="book-toolbar" role="toolbar" aria-label="Reading options">
        {b.hasAudio && (
          <button
            type="button"
            className={`kr-btn ${audioOn ? 'kr-btn-primary' : 'kr-btn-secondary'}`}
            aria-pressed={audioOn}
            onClick={toggleAudio}
          >
            {audioOn ? <Volume2 size={16} aria-hidden="true" /> : <VolumeX size={16} aria-hidden="true" />}{' '}
            Audio {audioOn ? 'on' : 'off'}
          </button>
        )}
        <fieldset className="book-size">
          <legend className="sr-only">Text size</legend>
          <button
            type="button"
            className="kr-btn kr-btn-secondary"
            disabled={textSize.size <= TEXT_SIZE_MIN}
            onClick={textSize.decrease}
          >
            <span aria-hidden="true">A−</span>
            <span className="sr-only">Decrease text size</span>
          </button>
          <output className="book-size-value" aria-live="polite" aria-label="Text size">
            {textSizeLabel(textSize.size)}
          </output>
          <button
            type="button"
            className="kr-btn kr-btn-secondary"
            disabled={textSize.size >= TEXT_SIZE_MAX}
            onClick={textSize.increase}
          >
            <span aria-hidden="true">A+</span>
            <span className="sr-only">Increase text size</span>
          </button>
        </fieldset>
      </div>

      {b.totalSegments === 0 ? (
        <EmptyState title="This book has no pages yet" action={<BackToBooks />} />
      ) : segments.isError ? (
        <ErrorPanel
          title="Could not load this page"
          message={failure('Failed to fetch segments', segments.error)}
          onRetry={() => segments.refetch()}
        >
          <BackToBooks />
        </ErrorPanel>
      ) : (
        <>
          <section className="book-page" style={style} aria-labelledby="book-page-label" aria-busy={!current}>
            <p id="book-page-label" className="book-page-label" ref={pageLabelRef} tabIndex={-1}>
              Page {page ?? 1} of {totalPages}
            </p>
            <div className="book-col-heads" aria-hidden="true">
              <span>Eesti keel</span>
              <span>English</span>
            </div>
            {current ? (
              current.segments.map((s) => (
                <SegmentRow
                  key={s.id}
                  segment={s}
                  audioOn={audioOn}
                  audio={audio.state}
                  onToggleAudio={(seg) => seg.audioUrl && audio.toggle(seg.id, seg.audioUrl)}
                  tip={tip}
                />
              ))
            ) : (
              <Spinner label="Loading page..." />
            )}
          </section>

          {isLastPage && current && (
            <section className="kr-card book-finish" aria-labelledby="book-finish-title">
              <h2 id="book-finish-title">Congratulations!</h2>
              <p>
                You've reached the end of <span lang="et">{b.titleEt}</span>. Mark the book as finished to see
                it as Completed on your list.
              </p>
              <Button onClick={onFinish} disabled={busy !== null}>
                {busy === 'finish' ? 'Saving...' : 'Mark as Finished'}
              </Button>
            </section>
          )}

          <nav className="book-pager" aria-label="Pages">
            <Button
              variant="secondary"
              disabled={page === null || page <= 1 || busy !== null}
              onClick={() => page !== null && goTo(page - 1)}
            >
              ← Previous
            </Button>
            <label className="book-jump">
              <span className="sr-only">Go to page</span>
              <select
                className="kr-select"
                value={page ?? 1}
                disabled={busy !== null}
                onChange={(e) => goTo(Number(e.target.value))}
              >
                {pageNumbers.map((n) => (
                  <option key={n} value={n}>
                    Page {n}
                  </option>
                ))}
              </select>
            </label>
            {!isLastPage && (
              <Button onClick={onNext} disabled={!current || busy !== null}>
                {busy === 'next' ? 'Saving...' : 'Next →'}
              </Button>
            )}
          </nav>
        </>
      )}
    </div>
  );
}
