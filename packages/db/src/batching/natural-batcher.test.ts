import { describe, expect, it } from 'vitest';
import { NaturalBatcher, type Settled } from './natural-batcher.ts';

/** A runner whose batches come back only when the test says so. */
function manualRunner<J>() {
  const batches: { jobs: J[]; finish: (outcomes?: Settled<string>[]) => void; fail: (e: unknown) => void }[] =
    [];
  const run = (jobs: readonly J[]) =>
    new Promise<Settled<string>[]>((resolve, reject) => {
      batches.push({
        jobs: [...jobs],
        finish: (outcomes) => resolve(outcomes ?? jobs.map((j) => ({ ok: true, value: `done ${j}` }))),
        fail: reject,
      });
    });
  return { run, batches };
}

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('NaturalBatcher', () => {
  it('sends a lone job at once, and what arrives while it is out as one next batch', async () => {
    const { run, batches } = manualRunner<number>();
    const b = new NaturalBatcher(run);
    const first = b.submit(1);
    await tick();
    expect(batches.map((x) => x.jobs)).toEqual([[1]]);
    const rest = [2, 3, 4].map((j) => b.submit(j));
    await tick();
    expect(batches).toHaveLength(1);
    expect(b.waiting).toBe(3);
    expect(b.inFlight).toBe(1);
    batches[0]!.finish();
    expect(await first).toBe('done 1');
    expect(batches.map((x) => x.jobs)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    expect(await Promise.all(rest)).toEqual(['done 2', 'done 3', 'done 4']);
    expect(b.inFlight).toBe(0);
  });

  it('sends the jobs submitted in one turn together', async () => {
    const { run, batches } = manualRunner<number>();
    const b = new NaturalBatcher(run);
    const all = Promise.all([b.submit(1), b.submit(2)]);
    await tick();
    expect(batches.map((x) => x.jobs)).toEqual([[1, 2]]);
    batches[0]!.finish();
    await all;
  });

  it('sends together what callbacks of one event-loop phase submit, not only one callback and its microtasks', async () => {
    const { run, batches } = manualRunner<number>();
    const b = new NaturalBatcher(run);
    const jobs: Promise<string>[] = [];
    // immediates queued together run in one check phase, each with its own microtasks; an immediate queued during
    // that phase (the batcher's) waits for the next one
    await new Promise<void>((done) => {
      setImmediate(() => {
        jobs.push(b.submit(1));
        void Promise.resolve().then(() => jobs.push(b.submit(2)));
      });
      setImmediate(() => jobs.push(b.submit(3)));
      setImmediate(done);
    });
    expect(batches).toHaveLength(0); // nothing leaves before the I/O phase is over
    await tick();
    expect(batches.map((x) => x.jobs)).toEqual([[1, 2, 3]]);
    batches[0]!.finish();
    expect(await Promise.all(jobs)).toEqual(['done 1', 'done 2', 'done 3']);
  });

  it('settles each job on its own: one job failing does not fail the others', async () => {
    const { run, batches } = manualRunner<number>();
    const b = new NaturalBatcher(run);
    const ok = b.submit(1);
    const bad = b.submit(2);
    await tick();
    const boom = new Error('boom');
    batches[0]!.finish([
      { ok: true, value: 'one' },
      { ok: false, error: boom },
    ]);
    expect(await ok).toBe('one');
    await expect(bad).rejects.toBe(boom);
  });

  it('fails every job of a batch whose runner throws, and carries on with the next batch', async () => {
    const { run, batches } = manualRunner<number>();
    const b = new NaturalBatcher(run);
    const a = b.submit(1);
    await tick();
    const c = b.submit(2);
    const boom = new Error('down');
    batches[0]!.fail(boom);
    await expect(a).rejects.toBe(boom);
    await tick();
    expect(batches[1]!.jobs).toEqual([2]);
    batches[1]!.finish();
    expect(await c).toBe('done 2');
  });

  it('fails every job when the runner settles the wrong number of jobs', async () => {
    const b = new NaturalBatcher<number, string>(async () => [{ ok: true, value: 'x' }]);
    const all = Promise.allSettled([b.submit(1), b.submit(2)]);
    expect((await all).map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });

  it('never puts two jobs with one key in a batch nor out at once, and keeps their order', async () => {
    const { run, batches } = manualRunner<string>();
    const b = new NaturalBatcher(run, { keyOf: (j) => j[0]!, maxInFlight: 2 });
    const jobs = ['a1', 'b1', 'a2', 'c1', 'a3'].map((j) => b.submit(j));
    await tick();
    expect(batches.map((x) => x.jobs)).toEqual([['a1', 'b1', 'c1']]);
    // a second batch may go out, but a2 and a3 must wait for a1
    expect(b.waiting).toBe(2);
    batches[0]!.finish();
    await tick();
    expect(batches.map((x) => x.jobs)).toEqual([['a1', 'b1', 'c1'], ['a2']]);
    batches[1]!.finish();
    await tick();
    expect(batches[2]!.jobs).toEqual(['a3']);
    batches[2]!.finish();
    expect(await Promise.all(jobs)).toEqual(['done a1', 'done b1', 'done a2', 'done c1', 'done a3']);
  });

  it('keeps at most maxInFlight batches out and at most maxBatchSize jobs in each', async () => {
    const { run, batches } = manualRunner<number>();
    const b = new NaturalBatcher(run, { maxBatchSize: 2, maxInFlight: 2 });
    const jobs = [1, 2, 3, 4, 5, 6].map((j) => b.submit(j));
    await tick();
    expect(batches.map((x) => x.jobs)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    batches[1]!.finish();
    await tick();
    expect(batches[2]!.jobs).toEqual([5, 6]);
    batches[0]!.finish();
    batches[2]!.finish();
    await Promise.all(jobs);
  });

  it('holds batches back while paused and reports the size of each batch it sends', async () => {
    const { run, batches } = manualRunner<number>();
    const b = new NaturalBatcher(run);
    const sizes: number[] = [];
    const stop = b.observe((n) => sizes.push(n));
    const resume = b.pause();
    const jobs = [1, 2, 3].map((j) => b.submit(j));
    await tick();
    expect(batches).toHaveLength(0);
    expect(b.waiting).toBe(3);
    resume();
    resume(); // a second call does nothing
    expect(batches.map((x) => x.jobs)).toEqual([[1, 2, 3]]);
    batches[0]!.finish();
    await Promise.all(jobs);
    stop();
    const more = b.submit(4);
    await tick();
    batches[1]!.finish();
    await more;
    expect(sizes).toEqual([3]);
  });
});
