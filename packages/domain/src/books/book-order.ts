import { levelRank } from '../levels/levels.ts';
import { bookState, type ReadingProgressSummary } from './book-maths.ts';

const STATE_ORDER = { started: 0, not_started: 1, completed: 2 } as const;

/**
 * The bookshelf as a learner would want it: the books they are reading first, then the unread ones, then the finished
 * ones; within each, the books nearest their level first (a level below theirs before an equally far one above, and
 * a book without a level last); otherwise the order given (newest first). Without a level, only the state orders.
 */
export function orderBooksForLearner<
  B extends { level: string | null; readingProgress: ReadingProgressSummary },
>(books: readonly B[], learnerLevel: string | null): B[] {
  const distance = (level: string | null): number => {
    if (learnerLevel === null) return 0;
    if (level === null) return 1000;
    const d = levelRank(level) - levelRank(learnerLevel);
    return d > 0 ? d : -d - 0.5;
  };
  const state = (b: B) => STATE_ORDER[bookState(b.readingProgress)];
  // Array.prototype.sort is stable: equal keys keep the order given
  return [...books].sort((a, b) => state(a) - state(b) || distance(a.level) - distance(b.level));
}
