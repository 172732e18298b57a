import { createFileRoute } from '@tanstack/react-router';
import { BookReader } from '../../../books/BookReader.tsx';

export const Route = createFileRoute('/_app/dual-language-books/$textId')({
  component: ReaderPage,
});

function ReaderPage() {
  const { textId } = Route.useParams();
  // a fresh reader per book: the opening page is derived again from that book's progress
  return <BookReader key={textId} textId={textId} />;
}
