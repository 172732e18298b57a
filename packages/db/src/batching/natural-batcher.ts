/** What became of one job of a batch. */
export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

/** Runs a batch of jobs and settles each one, in the order given. */
export type BatchRunner<J, R> = (jobs: readonly J[]) => Promise<Settled<R>[]>;

export interface NaturalBatcherOptions<J> {
  /** Most jobs sent in one batch (default 100); the rest wait for the next. */
  maxBatchSize?: number;
  /** Batches out at the same time (default 1): while they are all out, new jobs wait and go together next. */
  maxInFlight?: number;
  /**
   * Jobs with the same key never share a batch and are never out in two batches at once: a later one waits until the
   * earlier one has settled (in the order they were submitted). Without it any jobs may go together.
   */
  keyOf?: (job: J) => string | number;
}

interface Waiting<J, R> {
  job: J;
  key: string | number | undefined;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Natural batching (group commit): a job submitted while nothing is out goes at the end of the event-loop turn's I/O
 * phase (setImmediate), together with every job the turn's other callbacks submit — under load, the requests whose
 * bytes arrived together travel in one statement — and with no timer: an idle server sends a lone job at once, as
 * soon as its own callback is done. Jobs submitted while `maxInFlight` batches are out queue up, and each time a batch
 * comes back everything queued (up to `maxBatchSize`) goes as the next batch. The busier it gets, the bigger the
 * batches and the fewer the round trips per job.
 */
export class NaturalBatcher<J, R> {
  readonly #run: BatchRunner<J, R>;
  readonly #maxBatchSize: number;
  readonly #maxInFlight: number;
  readonly #keyOf: ((job: J) => string | number) | undefined;
  #queue: Waiting<J, R>[] = [];
  #inFlight = 0;
  #pumpScheduled = false;
  #pauses = 0;
  /** Keys of the jobs that are out. */
  readonly #busyKeys = new Set<string | number>();
  readonly #observers = new Set<(size: number) => void>();

  constructor(run: BatchRunner<J, R>, options: NaturalBatcherOptions<J> = {}) {
    this.#run = run;
    this.#maxBatchSize = Math.max(1, options.maxBatchSize ?? 100);
    this.#maxInFlight = Math.max(1, options.maxInFlight ?? 1);
    this.#keyOf = options.keyOf;
  }

  /** Jobs submitted and not yet sent. */
  get waiting(): number {
    return this.#queue.length;
  }

  /** Batches sent and not yet back. */
  get inFlight(): number {
    return this.#inFlight;
  }

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ job, key: this.#keyOf?.(job), resolve, reject });
      if (!this.#pumpScheduled) {
        this.#pumpScheduled = true;
        setImmediate(() => {
          this.#pumpScheduled = false;
          this.#pump();
        });
      }
    });
  }

  /** Calls `listener` with the size of every batch sent from now on; returns a function that stops it. */
  observe(listener: (size: number) => void): () => void {
    this.#observers.add(listener);
    return () => this.#observers.delete(listener);
  }

  /**
   * Holds every new batch back (jobs keep queueing) until the returned function is called — for tests that need a
   * known set of jobs to travel together.
   */
  pause(): () => void {
    this.#pauses++;
    let resumed = false;
    return () => {
      if (resumed) return;
      resumed = true;
      this.#pauses--;
      this.#pump();
    };
  }

  #pump(): void {
    while (this.#pauses === 0 && this.#inFlight < this.#maxInFlight && this.#queue.length > 0) {
      const batch = this.#take();
      if (batch.length === 0) return; // everything queued waits for a key that is out
      this.#inFlight++;
      for (const listener of this.#observers) listener(batch.length);
      void this.#send(batch);
    }
  }

  /** Takes the next batch off the queue: in submission order, skipping jobs whose key is out or already taken. */
  #take(): Waiting<J, R>[] {
    const batch: Waiting<J, R>[] = [];
    const rest: Waiting<J, R>[] = [];
    for (const w of this.#queue) {
      const free = w.key === undefined || !this.#busyKeys.has(w.key);
      if (free && batch.length < this.#maxBatchSize) {
        batch.push(w);
        if (w.key !== undefined) this.#busyKeys.add(w.key);
      } else {
        rest.push(w);
      }
    }
    this.#queue = rest;
    return batch;
  }

  async #send(batch: Waiting<J, R>[]): Promise<void> {
    let outcomes: Settled<R>[];
    try {
      outcomes = await this.#run(batch.map((w) => w.job));
      if (outcomes.length !== batch.length)
        throw new Error(`A batch of ${batch.length} jobs settled ${outcomes.length}`);
    } catch (error) {
      outcomes = batch.map(() => ({ ok: false, error }));
    }
    for (const w of batch) if (w.key !== undefined) this.#busyKeys.delete(w.key);
    this.#inFlight--;
    batch.forEach((w, i) => {
      const o = outcomes[i]!;
      if (o.ok) w.resolve(o.value);
      else w.reject(o.error);
    });
    this.#pump();
  }
}
