import { EmptyState, ErrorPanel, Spinner } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../api.ts';
import { BookCard, ComingSoonCard } from './BookCard.tsx';
import { type Book, failure } from './types.ts';
import './books.css';

/** /dual-language-books: the learner's bilingual books (learner-app.md §2 Bilingual books). */
export function BooksList() {
  const books = useQuery(trpc.books.list.queryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const reset = useMutation(trpc.books.resetProgress.mutationOptions());
  const [resetFailed, setResetFailed] = useState<{ book: Book; message: string } | null>(null);

  const readAgain = async (book: Book) => {
    setResetFailed(null);
    try {
      await reset.mutateAsync({ textId: book.id });
    } catch (e) {
      setResetFailed({ book, message: failure('Failed to reset reading progress', e) });
      return;
    }
    queryClient.setQueryData(trpc.books.progress.queryKey({ textId: book.id }), {
      textId: book.id,
      readSegmentIds: [],
    });
    await queryClient.invalidateQueries({ queryKey: trpc.books.list.queryKey() });
    await navigate({ to: '/dual-language-books/$textId', params: { textId: String(book.id) } });
  };

  return (
    <div className="page books-page">
      <header className="books-head">
        <h1>Bilingual Books</h1>
        <p className="kr-muted">
          Read Estonian stories with the English translation beside every passage. Your place is saved as you
          go.
        </p>
      </header>

      {books.isPending && <Spinner label="Loading books..." />}

      {books.isError && (
        <ErrorPanel
          title="Could not load the books"
          message={failure('Failed to fetch books', books.error)}
          onRetry={() => books.refetch()}
        />
      )}

      {resetFailed && (
        <ErrorPanel
          title="Could not start over"
          message={resetFailed.message}
          onRetry={() => readAgain(resetFailed.book)}
        />
      )}

      {books.isSuccess && books.data.texts.length === 0 && (
        <EmptyState title="No Books Available">
          There are no bilingual books to read yet. New stories will appear here as soon as they are
          published.
        </EmptyState>
      )}

      {books.isSuccess && books.data.texts.length > 0 && (
        <ul className="books-grid" aria-label="Books">
          {books.data.texts.map((b) => (
            <li key={b.id}>
              <BookCard
                book={b}
                onReadAgain={readAgain}
                resetting={reset.isPending && reset.variables?.textId === b.id}
              />
            </li>
          ))}
          <li>
            <ComingSoonCard />
          </li>
        </ul>
      )}
    </div>
  );
}
