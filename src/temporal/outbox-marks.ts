// The relay's records of what Temporal has been told ("synced", "dispatched"), written many to one
// statement (issue 28): at 25 paid orders a second they were two round trips to PostgreSQL per order,
// each its own statement and commit. A mark waits a few milliseconds for others (a sweep's pushes
// finish close together), then all that waited are written at once; its caller learns when they
// are written, as before. A mark that is late, or lost with the process, costs at most one push
// again: the sweep finds the change unmarked and tells Temporal once more, which a start's reuse
// policy and a snapshot's version make harmless.

/** How long a mark waits for others before they are written. */
export const MARK_LINGER_MS = 20;
/** At most this many marks to one statement. */
const MAX_BATCH = 500;

interface Waiting<T> {
  mark: T;
  written: () => void;
  failed: (err: unknown) => void;
}

export class MarkBatcher<T> {
  private waiting: Waiting<T>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    /** Writes every mark given in one statement. */
    private readonly write: (marks: T[]) => Promise<void>,
    private readonly lingerMs = MARK_LINGER_MS,
  ) {}

  /** Resolves once the mark is written (with the others of its batch); rejects if that write failed. */
  add(mark: T): Promise<void> {
    return new Promise<void>((written, failed) => {
      this.waiting.push({ mark, written, failed });
      if (this.waiting.length >= MAX_BATCH) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.lingerMs);
    });
  }

  /** Writes what waits now, after any write in flight (batches are written one at a time, in order). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting.splice(0);
    if (batch.length === 0) return;
    this.writing = this.writing.then(async () => {
      try {
        await this.write(batch.map((w) => w.mark));
        for (const w of batch) w.written();
      } catch (err) {
        for (const w of batch) w.failed(err);
      }
    });
  }
}
