// The outbox relay: committed changes reach Temporal after the fact, never on the critical path of
// an API answer or a payment's confirmation.
//
// - An order changed: its IntentWorkflow is sent the new snapshot with signal-with-start, so the
//   first change also starts it. Snapshots carry a version; a repeated or late one changes nothing.
// - An event has a delivery: its WebhookDeliveryWorkflow is started (REJECT_DUPLICATE, so a
//   repeated start never sends twice).
//
// The process that commits pushes at once (`wake`); a sweep in the worker role picks up whatever a
// crash or a Temporal outage left behind, so nothing committed is ever lost.
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Orm } from '../db/orm.js';
import type { IntentLedger } from '../ledger/intents.js';
import type { OutboxNotes, OutboxWaker } from '../ledger/outbox.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { unixNow } from '../domain/time.js';
import { intentWorkflowId, orderChanged } from '../workflows/intent.js';
import { deliveryWorkflowId, webhookDeliveryWorkflow } from '../workflows/delivery.js';
import {
  DELIVERY_STATE,
  EVENT_KIND,
  INTENT_ID,
  INTENT_STATUS,
  TENANT_ID,
} from '../workflows/search-attributes.js';
import type { DeliveryLedger } from '../ledger/deliveries.js';
import type { TemporalClient } from './client.js';

export interface RelayDeps {
  orm: Orm;
  temporal: TemporalClient;
  intents: IntentLedger;
  deliveries: DeliveryLedger;
  log: Logger;
  metrics: Metrics;
  /** Pushes in flight at once: Temporal's dev server is the bottleneck on a small machine. */
  concurrency?: number;
}

type Job = { kind: 'intent'; id: string } | { kind: 'delivery'; id: string };

/** A push that cannot reach Temporal gives up after this; the sweep tries again later. */
const PUSH_DEADLINE_MS = 4_000;

/** How long a committed entry may wait for its immediate push before the sweep takes it. */
const SWEEP_GRACE_SECONDS = 2;

export class OutboxRelay implements OutboxWaker {
  private readonly queue: Job[] = [];
  /** Keys waiting in the queue or being pushed. */
  private readonly pending = new Set<string>();
  /** Keys that changed again while being pushed: pushed once more, with the newer state. */
  private readonly again = new Set<string>();
  private readonly inFlight = new Set<string>();
  private running = 0;
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping = false;
  private idleWaiters: (() => void)[] = [];
  private readonly concurrency: number;

  constructor(private readonly deps: RelayDeps) {
    this.concurrency = deps.concurrency ?? 8;
  }

  wake(notes: OutboxNotes): void {
    for (const id of notes.intents) this.enqueue({ kind: 'intent', id });
    for (const id of notes.deliveries) this.enqueue({ kind: 'delivery', id });
  }

  /** Sweeps every `intervalMs` for entries the immediate pushes missed (worker role). */
  startSweeping(intervalMs = 1000): void {
    const tick = (): void => {
      void this.sweep().finally(() => {
        if (this.sweeper) this.sweeper = setTimeout(tick, intervalMs);
      });
    };
    this.sweeper = setTimeout(tick, 0);
  }

  /**
   * Stops sweeping, drops what is queued (it stays unsynced in the database, for the next sweep) and
   * waits for pushes in flight, which their deadline bounds. The Temporal connection must not close
   * under a call in flight: its retry timer would throw.
   */
  async stop(): Promise<void> {
    if (this.sweeper) clearTimeout(this.sweeper);
    this.sweeper = undefined;
    for (const job of this.queue.splice(0)) this.pending.delete(`${job.kind}:${job.id}`);
    await this.idle();
  }

  /** Resolves once nothing is queued or in flight. */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const em = this.deps.orm.em.fork();
      const before = unixNow() - SWEEP_GRACE_SECONDS;
      const intents = await em.execute<{ id: string }[]>(
        `select id from intents where synced_version < sync_version and sync_requested_at <= ?
          order by sync_requested_at limit 500`,
        [before],
      );
      const deliveries = await em.execute<{ id: string }[]>(
        `select id from deliveries where not dispatched and created_at <= ? order by created_at limit 500`,
        [before],
      );
      for (const r of intents) this.enqueue({ kind: 'intent', id: r.id });
      for (const r of deliveries) this.enqueue({ kind: 'delivery', id: r.id });
      return intents.length + deliveries.length;
    } catch (err) {
      this.deps.log.warn({ err }, 'outbox sweep failed; will retry');
      return 0;
    } finally {
      this.sweeping = false;
    }
  }

  private enqueue(job: Job): void {
    const key = `${job.kind}:${job.id}`;
    if (this.inFlight.has(key)) {
      this.again.add(key);
      return;
    }
    if (this.pending.has(key)) return;
    this.pending.add(key);
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift() as Job;
      const key = `${job.kind}:${job.id}`;
      this.running++;
      this.inFlight.add(key);
      void this.run(job).finally(() => {
        this.running--;
        this.inFlight.delete(key);
        this.pending.delete(key);
        if (this.again.delete(key)) this.enqueue(job);
        if (this.queue.length > 0) this.pump();
        else if (this.running === 0) for (const w of this.idleWaiters.splice(0)) w();
      });
    }
  }

  private async run(job: Job): Promise<void> {
    try {
      await this.deps.temporal.client.withDeadline(Date.now() + PUSH_DEADLINE_MS, () =>
        job.kind === 'intent' ? this.pushIntent(job.id) : this.pushDelivery(job.id),
      );
      this.deps.metrics.outboxPushes.inc({ kind: job.kind, result: 'ok' });
    } catch (err) {
      // Left unsynced in the database: the sweep retries it.
      this.deps.metrics.outboxPushes.inc({ kind: job.kind, result: 'error' });
      this.deps.log.warn({ err, kind: job.kind, id: job.id }, 'outbox push failed; the sweep will retry');
    }
  }

  private async pushIntent(intentId: string): Promise<void> {
    const snapshot = await this.deps.intents.snapshot(intentId);
    if (!snapshot) return;
    const { client, taskQueue } = this.deps.temporal;
    try {
      await client.workflow.signalWithStart('intentWorkflow', {
        workflowId: intentWorkflowId(intentId),
        taskQueue,
        args: [snapshot],
        signal: orderChanged,
        signalArgs: [snapshot],
        // A finished workflow stays finished: its order has nothing left for a timer to do.
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: [
          { key: TENANT_ID, value: snapshot.tenantId },
          { key: INTENT_ID, value: snapshot.intentId },
          { key: INTENT_STATUS, value: snapshot.status },
        ],
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
    await this.deps.orm.em
      .fork()
      .execute(`update intents set synced_version = greatest(synced_version, ?) where id = ?`, [
        snapshot.version,
        intentId,
      ]);
  }

  private async pushDelivery(deliveryId: string): Promise<void> {
    const d = await this.deps.deliveries.describe(deliveryId);
    if (!d) return;
    const { client, taskQueue } = this.deps.temporal;
    try {
      await client.workflow.start(webhookDeliveryWorkflow, {
        workflowId: deliveryWorkflowId(deliveryId),
        taskQueue,
        args: [{ deliveryId }],
        // A delivery whose workflow already ran must never run its schedule again.
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: [
          { key: TENANT_ID, value: d.tenantId },
          { key: EVENT_KIND, value: d.eventKind },
          { key: DELIVERY_STATE, value: 'pending' },
          ...(d.intentId ? [{ key: INTENT_ID, value: d.intentId }] : []),
        ],
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
    await this.deps.orm.em
      .fork()
      .execute(`update deliveries set dispatched = true where id = ?`, [deliveryId]);
  }
}
