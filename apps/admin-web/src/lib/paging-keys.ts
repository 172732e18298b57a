/** The parts of a key press the list pager reads. */
export interface PagingKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** Something on the page already handled the key (a row's own ↑ / ↓, a radio group). */
  defaultPrevented: boolean;
}

/** Where the key press happened: while any of these holds, the arrows belong to what has the focus. */
export interface PagingKeyContext {
  /** The focus is in a text field, a select, a text area or editable content. */
  typing: boolean;
  /** A dialog is open (a confirmation, a preview, "Unsaved changes"). */
  dialogOpen: boolean;
  /** The screen holds the keys itself (the card table while a card is edited). */
  paused: boolean;
}

/**
 * The page ← or → turns an admin list to (the same keys on every paged list): the previous or the next page, or null
 * when the key is not a plain arrow, the arrows belong to something else, or there is no page that way.
 */
export function pageAfterKey(
  press: PagingKeyPress,
  pages: { page: number; totalPages: number },
  context: PagingKeyContext,
): number | null {
  if (context.typing || context.dialogOpen || context.paused || press.defaultPrevented) return null;
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  if (press.key === 'ArrowLeft') return pages.page > 1 ? pages.page - 1 : null;
  if (press.key === 'ArrowRight') return pages.page < pages.totalPages ? pages.page + 1 : null;
  return null;
}
