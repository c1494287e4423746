// Work queues by kind ("lanes"), each with its own bound on work in flight, so a backlog of one kind
// never holds up another. An id is queued once: asked again while it waits, nothing changes; asked
// again while it runs, it runs once more afterwards (with whatever changed meanwhile).

interface Lane {
  readonly queue: string[];
  /** Ids waiting in the queue or running. */
  readonly pending: Set<string>;
  readonly inFlight: Set<string>;
  /** Ids that were asked for again while running: run once more afterwards. */
  readonly again: Set<string>;
  readonly concurrency: number;
}

export interface LanePolicy<K extends string> {
  /** Runs one id; errors are the runner's to handle (a rejection is not caught here). */
  run(kind: K, id: string): Promise<void>;
  /** True to drop the request (checked first, on every request, including a rerun). */
  skip?(kind: K, id: string): boolean;
  /** True to queue the id ahead of the others waiting in its lane. */
  urgent?(kind: K, id: string): boolean;
}

export class Lanes<K extends string> {
  private readonly lanes: Record<K, Lane>;
  private idleWaiters: (() => void)[] = [];
  private stopped = false;

  constructor(
    concurrency: Record<K, number>,
    private readonly policy: LanePolicy<K>,
  ) {
    const lanes = {} as Record<K, Lane>;
    for (const kind of Object.keys(concurrency) as K[]) {
      lanes[kind] = {
        queue: [],
        pending: new Set(),
        inFlight: new Set(),
        again: new Set(),
        concurrency: concurrency[kind],
      };
    }
    this.lanes = lanes;
  }

  /** Waiting or running in `kind`'s lane. */
  isPending(kind: K, id: string): boolean {
    return this.lanes[kind].pending.has(id);
  }

  enqueue(kind: K, id: string): void {
    // After stop, nothing new is taken.
    if (this.stopped) return;
    if (this.policy.skip?.(kind, id)) return;
    const lane = this.lanes[kind];
    if (lane.inFlight.has(id)) {
      lane.again.add(id);
      return;
    }
    if (lane.pending.has(id)) return;
    lane.pending.add(id);
    if (this.policy.urgent?.(kind, id)) lane.queue.unshift(id);
    else lane.queue.push(id);
    this.pump(kind);
  }

  /** Takes nothing new and drops what waits; what runs finishes (`idle` resolves then). */
  stop(): void {
    this.stopped = true;
    for (const lane of this.all()) {
      for (const id of lane.queue.splice(0)) lane.pending.delete(id);
    }
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.all().every((l) => l.pending.size === 0)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private all(): Lane[] {
    return Object.values<Lane>(this.lanes);
  }

  private pump(kind: K): void {
    const lane = this.lanes[kind];
    while (lane.inFlight.size < lane.concurrency && lane.queue.length > 0) {
      const id = lane.queue.shift() as string;
      lane.inFlight.add(id);
      void this.policy.run(kind, id).finally(() => {
        lane.inFlight.delete(id);
        lane.pending.delete(id);
        if (lane.again.delete(id)) this.enqueue(kind, id);
        this.pump(kind);
        if (this.all().every((l) => l.pending.size === 0)) {
          for (const w of this.idleWaiters.splice(0)) w();
        }
      });
    }
  }
}
