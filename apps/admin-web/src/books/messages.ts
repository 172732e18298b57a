/** §8: the book delete confirmation names the title. */
export function bookDeleteMessage(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone and will also delete all segments and reading progress.`;
}

export const SEGMENT_TYPE_LABELS = { content: 'Content', chapter_header: 'Chapter Header' } as const;
