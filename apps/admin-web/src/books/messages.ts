/**
 * §8: the book delete confirmation names the title. Issue #20 made the delete recoverable, so §8's "This action
 * cannot be undone" would now be untrue: it says where the book goes instead.
 */
export function bookDeleteMessage(title: string): string {
  return `Are you sure you want to delete "${title}"? It goes to the Trash with all its segments and learners' reading progress, and can be restored for 30 days.`;
}

export const SEGMENT_TYPE_LABELS = { content: 'Content', chapter_header: 'Chapter Header' } as const;

/** A move refused because the order changed since the page was loaded (409): the screen has already reloaded it. */
export const STALE_MOVE_NOTICE =
  'The order changed since you opened the book, so nothing was moved. The page now shows the current order: move the segment again if you still want to.';
