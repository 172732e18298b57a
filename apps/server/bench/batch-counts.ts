/** Statements a batcher sent and the jobs they carried (the bench server reports them per run). */
export interface BatchCount {
  statements: number;
  jobs: number;
}

export interface BatchCounts {
  reviewReads: BatchCount;
  reviewSaves: BatchCount;
  dailySessions: BatchCount;
}

export const emptyBatchCounts = (): BatchCounts => ({
  reviewReads: { statements: 0, jobs: 0 },
  reviewSaves: { statements: 0, jobs: 0 },
  dailySessions: { statements: 0, jobs: 0 },
});

/** "reads 9.4, saves 12.1" — the average jobs per statement of each batcher that sent any, or "—". */
export function describeBatches(c: BatchCounts): string {
  const parts = (
    [
      ['reads', c.reviewReads],
      ['saves', c.reviewSaves],
      ['sessions', c.dailySessions],
    ] as const
  )
    .filter(([, b]) => b.statements > 0)
    .map(([name, b]) => `${name} ${(b.jobs / b.statements).toFixed(1)}`);
  return parts.length ? parts.join(', ') : '—';
}

/** The sum of several runs' counts. */
export function addBatchCounts(a: BatchCounts, b: BatchCounts): BatchCounts {
  const add = (x: BatchCount, y: BatchCount) => ({
    statements: x.statements + y.statements,
    jobs: x.jobs + y.jobs,
  });
  return {
    reviewReads: add(a.reviewReads, b.reviewReads),
    reviewSaves: add(a.reviewSaves, b.reviewSaves),
    dailySessions: add(a.dailySessions, b.dailySessions),
  };
}
