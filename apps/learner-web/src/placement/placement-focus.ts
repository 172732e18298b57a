/** The part of the placement state (`placement.latest`) that decides what the screen shows. */
export interface PlacementRunLike {
  runId: number;
  position: number;
  accepted: boolean;
  result: unknown;
}

/**
 * What the placement screen shows, as a key: the introduction, question n of a run, or a run's result. A new key is a
 * new screen's worth of content (its buttons replaced the ones the learner pressed).
 */
export function placementViewKey(run: PlacementRunLike | null | undefined): string {
  if (!run || run.accepted) return 'intro';
  return run.result ? `result:${run.runId}` : `question:${run.runId}:${run.position}`;
}

/**
 * Whether the heading of what is now shown takes keyboard focus: when a question or the result replaces what the
 * learner answered or started from (the pressed button went with it, so focus fell to the page). Not on opening the
 * page (`previous` null: nothing was done here), not for the same view again (a refetch), not for the introduction.
 */
export function placementTakesFocus(previous: string | null, next: string): boolean {
  return previous !== null && previous !== next && next !== 'intro';
}
