import { useEffect, useState } from 'react';
import { queryClient, trpc } from '../api.ts';
import type { SessionWriter } from './session-writer.ts';

export interface SessionTotal {
  total: number;
  correct: number;
}

/**
 * The number of exercises a finished session recorded, as the server counts them (the Session Review's total), read
 * once the session's last writes have settled; `fallback` (the screen's own count) until then.
 */
export function useSessionTotal(
  writer: SessionWriter,
  finished: boolean,
  fallback: SessionTotal,
): SessionTotal {
  const [total, setTotal] = useState<SessionTotal | null>(null);
  useEffect(() => {
    if (!finished) return;
    let live = true;
    const read = async () => {
      await writer.whenIdle();
      const id = await writer.sessionId();
      if (!id) return;
      const review = await queryClient.fetchQuery({
        ...trpc.study.sessionReview.queryOptions({ id }),
        staleTime: 0,
      });
      if (live)
        setTotal({ total: review.statistics.totalAttempts, correct: review.statistics.correctAttempts });
    };
    read().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [finished, writer]);
  return total ?? fallback;
}
