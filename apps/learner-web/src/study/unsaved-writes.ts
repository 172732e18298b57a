import {
  isOnceOnly,
  readStored,
  recheckNote,
  type StorageLike,
  type StoredWrite,
  worthRetrying,
  writeStored,
} from './unsaved-writes-store.ts';

/**
 * The learner's answers that could not be saved (the connection was down, the server failed), sent again on Retry,
 * when the browser says it is online again, and — for the writes the server takes at most once (`isOnceOnly`) — on
 * the next start after a reload or a closed tab: those wait in localStorage under the signed-in person's key. §8 lets
 * the learner move on when a write fails; what it must not do is lose the answer without a word (UnsavedNotice says
 * so). A refusal that would come again (most 4xx) is not kept, and one met on a resend is dropped without alarm.
 */
export type Write = () => Promise<unknown>;

/** A write to keep if it fails: data the queue can store (`StoredWrite`), or a call kept in this page only. */
export type PendingWrite = StoredWrite | { kind: 'call'; run: Write };

export interface UnsavedState {
  /** Writes waiting to be sent again. */
  waiting: number;
  /** How many of them only this page holds: a reload or closing the tab would lose them. */
  onlyHere: number;
  /** What the server's judge made of resent answers, when it differed from what the screen showed. */
  notes: readonly string[];
}

const EMPTY: UnsavedState = { waiting: 0, onlyHere: 0, notes: [] };

export class UnsavedWrites {
  private entries: PendingWrite[] = [];
  /** The writes being sent again right now: kept in storage until they are through. */
  private sending: PendingWrite[] = [];
  private owner: number | null = null;
  private notes: string[] = [];
  private state: UnsavedState = EMPTY;
  private retrying: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    /** Sends a stored write with the app's API client. */
    private readonly send: (write: StoredWrite) => Promise<unknown>,
    /** The browser's localStorage; null where there is none. */
    private readonly storage: () => StorageLike | null,
    /** After a resend saved something: what the app shows from the server (progress, counts) is stale. */
    private readonly afterResend: () => void = () => undefined,
  ) {}

  /**
   * The signed-in person: their writes kept by an earlier page are restored and sent again. Writes made before the
   * person was known are theirs; another person's (a shared computer) stay under that person's key, unsent.
   */
  setOwner(userId: number): void {
    if (this.owner === userId) return;
    const made = this.owner === null ? this.entries : [];
    this.owner = userId;
    const storage = this.storage();
    const restored = storage ? readStored(storage, userId) : [];
    this.entries = [...restored, ...made];
    this.changed();
    if (restored.length > 0) void this.retry();
  }

  /**
   * Before a page opens a session from the server (/study, /grammar): the person's writes kept by an earlier page are
   * restored and every waiting write is sent again; resolves when they are through, or have failed again. Otherwise
   * the session would open at an answer already given, and answering it again would send it twice (report D2b).
   */
  async sendWaiting(userId: number): Promise<void> {
    this.setOwner(userId);
    if (this.state.waiting > 0) await this.retry();
  }

  /** Sends a write; one that fails for a passing reason waits for a retry. Resolves to whether it was saved. */
  async save(write: PendingWrite): Promise<boolean> {
    try {
      await this.run(write);
      return true;
    } catch (e) {
      if (!worthRetrying(e)) throw e;
      this.entries.push(write);
      this.changed();
      return false;
    }
  }

  /** Sends the waiting writes again, in order; the ones that fail for a passing reason keep waiting. */
  retry(): Promise<void> {
    this.retrying ??= this.resend().finally(() => {
      this.retrying = null;
    });
    return this.retrying;
  }

  /** Forgets the notes about rechecked answers (the learner read them). */
  dismissNotes(): void {
    this.notes = [];
    this.changed();
  }

  getState = (): UnsavedState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  private async resend(): Promise<void> {
    this.sending = this.entries.splice(0);
    const kept: PendingWrite[] = [];
    let savedAny = false;
    for (const write of this.sending) {
      try {
        const saved = await this.run(write);
        savedAny = true;
        const note = write.kind === 'call' ? null : recheckNote(write, saved);
        if (note) this.notes.push(note);
      } catch (e) {
        if (worthRetrying(e)) kept.push(write);
        else console.warn('An unsaved answer was refused when sent again; it is dropped', e);
      }
    }
    // writes that failed meanwhile were added behind the batch's
    this.sending = [];
    this.entries = [...kept, ...this.entries];
    this.changed();
    if (savedAny) this.afterResend();
  }

  private run(write: PendingWrite): Promise<unknown> {
    return write.kind === 'call' ? write.run() : this.send(write);
  }

  private changed(): void {
    const waiting = [...this.sending, ...this.entries];
    const storable = waiting.filter((w): w is StoredWrite => w.kind !== 'call' && isOnceOnly(w));
    const storage = this.storage();
    // false before the person is known, or when the browser refuses to store (full, blocked)
    const kept = this.owner !== null && storage !== null && writeStored(storage, this.owner, storable);
    this.state = {
      waiting: waiting.length,
      onlyHere: waiting.length - (kept ? storable.length : 0),
      notes: [...this.notes],
    };
    for (const fn of this.listeners) fn();
  }
}
