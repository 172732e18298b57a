import { describe, expect, it } from 'vitest';
import { readingProgress } from './book-maths.ts';
import { orderBooksForLearner } from './book-order.ts';

const book = (title: string, level: string | null, read = 0, total = 10) => ({
  title,
  level,
  readingProgress: readingProgress(read, total),
});
const titles = (books: { title: string }[]) => books.map((b) => b.title);

describe('orderBooksForLearner', () => {
  // newest first, as the database gives them
  const shelf = [
    book('B1 new', 'B1'),
    book('A2.1 unread', 'A21'),
    book('A2.2 unread', 'A22'),
    book('A1.2 unread', 'A12'),
    book('no level', null),
    book('A2.1 older', 'A21'),
  ];

  it('puts the books nearest the learner level first, a level below before one as far above, newest first on a tie', () => {
    expect(titles(orderBooksForLearner(shelf, 'A21'))).toEqual([
      'A2.1 unread',
      'A2.1 older',
      'A1.2 unread',
      'A2.2 unread',
      'B1 new',
      'no level',
    ]);
    expect(titles(orderBooksForLearner(shelf, 'A0'))).toEqual([
      'A1.2 unread',
      'A2.1 unread',
      'A2.1 older',
      'A2.2 unread',
      'B1 new',
      'no level',
    ]);
  });

  it('puts the book being read first and the finished ones last, whatever their level', () => {
    const reading = [book('finished A0', 'A0', 10), book('A0 unread', 'A0'), book('reading B1', 'B1', 3)];
    expect(titles(orderBooksForLearner(reading, 'A0'))).toEqual(['reading B1', 'A0 unread', 'finished A0']);
  });

  it('keeps the given order within a state when the learner has no level', () => {
    expect(titles(orderBooksForLearner(shelf, null))).toEqual(titles(shelf));
  });
});
