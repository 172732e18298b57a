/**
 * Waits for `work`, but no longer than `ms`: resolves to true when it settled in time, false when the time ran out
 * (the work goes on; its result is not waited for). A failure of the work counts as settled: the caller goes on.
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, timeUp]).finally(() => clearTimeout(timer));
}
