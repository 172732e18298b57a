import { queryClient, trpc } from '../api.ts';

/**
 * After a phase or a session ends, or answers are saved late: the dashboard's tasks, calendar, streak and progress
 * are stale.
 */
export function invalidateProgress() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.study.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.vocabulary.pathKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.reading.pathKey() }),
  ]);
}
