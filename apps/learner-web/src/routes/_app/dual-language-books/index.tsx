import { createFileRoute } from '@tanstack/react-router';
import { BooksList } from '../../../books/BooksList.tsx';

export const Route = createFileRoute('/_app/dual-language-books/')({
  // warm the cache without turning a failure into a route error: the page shows its own error panel with retry
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.books.list.queryOptions()),
  component: BooksList,
});
