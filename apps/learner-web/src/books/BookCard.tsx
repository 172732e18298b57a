import {
  bookState,
  formatReadingTime,
  levelCode,
  pagesRead,
  readingTimeMinutes,
  totalPages,
} from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { Library, Volume2 } from 'lucide-react';
import { ProgressBar } from '../lib/ProgressBar.tsx';
import { type Book, shortDate } from './types.ts';

/** One book on the list, in one of three states (learner-app.md §4 Book states). */
export function BookCard({
  book,
  onReadAgain,
  resetting,
}: {
  book: Book;
  onReadAgain: (book: Book) => void;
  resetting: boolean;
}) {
  const state = bookState(book.readingProgress);
  const pct = book.readingProgress.progressPercentage;
  const titleId = `book-${book.id}-title`;
  const to = '/dual-language-books/$textId';
  const params = { textId: String(book.id) };
  return (
    <article className="kr-card book-card" aria-labelledby={titleId} data-state={state}>
      <div className="book-card-badges">
        {book.level && <span className="kr-badge">Level {levelCode(book.level)}</span>}
        {book.hasAudio && (
          <span className="kr-badge">
            <Volume2 size={14} aria-hidden="true" /> Audio
          </span>
        )}
        {state === 'started' && (
          <span className="kr-badge kr-badge-yellow book-card-pct">
            {pct}%<span className="sr-only"> read</span>
          </span>
        )}
        {state === 'completed' && <span className="kr-badge kr-badge-green">Completed</span>}
      </div>
      <h2 id={titleId} className="book-card-title" lang="et">
        {book.titleEt}
      </h2>
      <p className="book-card-en" lang="en">
        {book.titleEn}
      </p>
      <p className="kr-muted book-card-author">by {book.author}</p>
      <p className="book-card-meta kr-muted">
        <span>
          {book.totalSegments} {book.totalSegments === 1 ? 'section' : 'sections'}
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          <span className="sr-only">Estimated reading time </span>
          {formatReadingTime(readingTimeMinutes(book.totalSegments))}
        </span>
      </p>

      {state === 'not_started' && (
        <div className="book-card-foot">
          <p className="kr-muted book-card-status">Added {shortDate(book.createdAt)}</p>
          <Link to={to} params={params} className="kr-btn kr-btn-primary kr-btn-block">
            Start Reading
          </Link>
        </div>
      )}
      {state === 'started' && (
        <div className="book-card-foot">
          <ProgressBar className="book-progress" label={`Progress in ${book.titleEn}`} percent={pct} />
          <p className="kr-muted book-card-status">
            {pagesRead(book.readingProgress.readSegments)} of {totalPages(book.totalSegments)} pages read
          </p>
          <Link to={to} params={params} className="kr-btn kr-btn-primary kr-btn-block">
            Continue Reading
          </Link>
        </div>
      )}
      {state === 'completed' && (
        <div className="book-card-foot">
          <p className="kr-muted book-card-status">You finished this book.</p>
          <Button
            variant="secondary"
            className="kr-btn-block"
            disabled={resetting}
            onClick={() => onReadAgain(book)}
          >
            {resetting ? 'Starting over...' : 'Read Again'}
          </Button>
        </div>
      )}
    </article>
  );
}

/** The placeholder card at the end of the list. */
export function ComingSoonCard() {
  return (
    <article className="kr-card book-card book-card-soon" aria-labelledby="book-soon-title">
      <div className="book-card-soon-icon" aria-hidden="true">
        <Library size={40} />
      </div>
      <h2 id="book-soon-title" className="book-card-title">
        More Stories Coming Soon
      </h2>
      <p className="kr-muted">New bilingual stories are on their way.</p>
      <div className="book-card-foot">
        <Button variant="secondary" className="kr-btn-block" disabled>
          Check Back Soon
        </Button>
      </div>
    </article>
  );
}
