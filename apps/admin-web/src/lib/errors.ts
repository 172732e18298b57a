/**
 * The message to show for a failed call (admin-back-office.md §8): the server's message when it sent one, else the
 * screen's fallback ("Failed to ..."). tRPC errors carry the server's `error` text as their message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error) {
    const m = error.message.trim();
    // network-level failures from fetch are not messages a person can act on
    if (m && m !== 'Failed to fetch' && !/^Unexpected token/.test(m)) return m;
    return fallback;
  }
  if (typeof error === 'string' && error.trim()) return error.trim();
  return fallback;
}
