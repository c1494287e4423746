// The outbox relay: committed changes reach Temporal after the fact, never on the critical path of
// an API answer or a payment's confirmation.
//
// - An event has a delivery: its WebhookDeliveryWorkflow is started (REJECT_DUPLICATE, so a repeated
//   start never sends twice). The committing process pushes it at once (`wake`).
// - An order changed: its IntentWorkflow is sent the order's latest snapshot with signal-with-start,
//   so the first change also starts it. Snapshots carry a version; a repeated or late one changes
//   nothing. Orders are left to the sweep, so several changes in a second cost one push.
//
// The sweep (worker role) also picks up whatever a crash or a Temporal outage left behind, so
// nothing committed is ever lost. Deliveries and orders have lanes of their own: a backlog of
// orders never holds up a webhook.
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { statement, type Database } from '../db/sql.js';
import { unixNow } from '../domain/time.js';
import type { DeliveryLedger } from '../ledger/deliveries.js';
import type { IntentLedger } from '../ledger/intents.js';
import type { OutboxNotes, OutboxWaker } from '../ledger/outbox.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { deliveryWorkflowId, webhookDeliveryWorkflow } from '../workflows/delivery.js';
import { intentWorkflowId, orderChanged } from '../workflows/intent.js';
import {
  DELIVERY_STATE,
  EVENT_KIND,
  INTENT_ID,
  INTENT_STATUS,
  TENANT_ID,
} from '../workflows/search-attributes.js';
import type { TemporalClient } from './client.js';

export interface RelayDeps {
  db: Database;
  temporal: TemporalClient;
  intents: IntentLedger;
  deliveries: DeliveryLedger;
  log: Logger;
  metrics: Metrics;
}

type Kind = 'delivery' | 'intent';

/**
 * Pushes in flight at once, per lane. Temporal's dev server is the costliest process on a small
 * machine: bounding the order lane keeps a burst of orders from starving the API of CPU (the
 * backlog drains afterwards); deliveries get more room because a receiver is waiting.
 */
const LANE_CONCURRENCY: Record<Kind, number> = { delivery: 8, intent: 3 };

/** A push that cannot reach Temporal gives up after this; the sweep tries again later. */
const PUSH_DEADLINE_MS = 4_000;

/** How long a delivery may wait for its immediate push before the sweep takes it over. */
const DELIVERY_GRACE_SECONDS = 2;
const SWEEP_BATCH = 500;

const UNDISPATCHED_DELIVERIES = statement(
  'undispatched-deliveries',
  `select id from deliveries where not dispatched and created_at <= $1 order by created_at limit $2`,
);
const UNSYNCED_INTENTS = statement(
  'unsynced-intents',
  `select id from intents where synced_version < sync_version order by sync_requested_at limit $1`,
);
const MARK_SYNCED = statement(
  'mark-intent-synced',
  `update intents set synced_version = greatest(synced_version, $2) where id = $1`,
);
const MARK_DISPATCHED = statement(
  'mark-delivery-dispatched',
  `update deliveries set dispatched = true where id = $1`,
);

class Lane {
  readonly queue: string[] = [];
  /** Ids waiting in the queue or being pushed. */
  readonly pending = new Set<string>();
  readonly inFlight = new Set<string>();
  /** Ids that changed again while being pushed: pushed once more, with the newer state. */
  readonly again = new Set<string>();
  constructor(readonly concurrency: number) {}
}

export class OutboxRelay implements OutboxWaker {
  private readonly lanes: Record<Kind, Lane> = {
    delivery: new Lane(LANE_CONCURRENCY.delivery),
    intent: new Lane(LANE_CONCURRENCY.intent),
  };
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping = false;
  private idleWaiters: (() => void)[] = [];
  private eagerClient: Client | undefined;
  private stopped = false;

  constructor(private readonly deps: RelayDeps) {
    deps.metrics.backlogSource = () => this.backlog();
  }

  /**
   * In a process that also runs the worker, delivery workflows are started eagerly: the start call
   * returns their first task to this worker, saving Temporal a dispatch per delivery (measured on
   * the dev server: ~35 to ~65 delivery workflows a second).
   */
  useEagerClient(client: Client): void {
    this.eagerClient = client;
  }

  /** Called after each commit: deliveries go at once, a receiver is waiting for them. */
  wake(notes: OutboxNotes): void {
    for (const id of notes.deliveries) this.enqueue('delivery', id);
  }

  /** Sweeps every `intervalMs` for orders to sync and deliveries the immediate push missed. */
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
    this.stopped = true;
    if (this.sweeper) clearTimeout(this.sweeper);
    this.sweeper = undefined;
    for (const lane of Object.values(this.lanes)) {
      for (const id of lane.queue.splice(0)) lane.pending.delete(id);
    }
    await this.idle();
  }

  /** Resolves once nothing is queued or in flight. */
  idle(): Promise<void> {
    const busy = Object.values(this.lanes).some((l) => l.pending.size > 0);
    if (!busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Entries the database holds that Temporal has not been told of yet (a gauge for operators). */
  async backlog(): Promise<{ intents: number; deliveries: number }> {
    const [i] = await this.deps.db.rows<{ n: string }>(
      `select count(*) as n from intents where synced_version < sync_version`,
    );
    const [d] = await this.deps.db.rows<{ n: string }>(
      `select count(*) as n from deliveries where not dispatched`,
    );
    return { intents: Number(i?.n ?? 0), deliveries: Number(d?.n ?? 0) };
  }

  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const deliveries = await this.deps.db.rows<{ id: string }>(UNDISPATCHED_DELIVERIES, [
        unixNow() - DELIVERY_GRACE_SECONDS,
        SWEEP_BATCH,
      ]);
      const intents = await this.deps.db.rows<{ id: string }>(UNSYNCED_INTENTS, [SWEEP_BATCH]);
      for (const r of deliveries) this.enqueue('delivery', r.id);
      for (const r of intents) this.enqueue('intent', r.id);
      return intents.length + deliveries.length;
    } catch (err) {
      this.deps.log.warn({ err }, 'outbox sweep failed; will retry');
      return 0;
    } finally {
      this.sweeping = false;
    }
  }

  private enqueue(kind: Kind, id: string): void {
    // After stop, what commits is left in the database for the next sweep.
    if (this.stopped) return;
    const lane = this.lanes[kind];
    if (lane.inFlight.has(id)) {
      lane.again.add(id);
      return;
    }
    if (lane.pending.has(id)) return;
    lane.pending.add(id);
    lane.queue.push(id);
    this.pump(kind);
  }

  private pump(kind: Kind): void {
    const lane = this.lanes[kind];
    while (lane.inFlight.size < lane.concurrency && lane.queue.length > 0) {
      const id = lane.queue.shift() as string;
      lane.inFlight.add(id);
      void this.run(kind, id).finally(() => {
        lane.inFlight.delete(id);
        lane.pending.delete(id);
        if (lane.again.delete(id)) this.enqueue(kind, id);
        this.pump(kind);
        if (Object.values(this.lanes).every((l) => l.pending.size === 0)) {
          for (const w of this.idleWaiters.splice(0)) w();
        }
      });
    }
  }

  private async run(kind: Kind, id: string): Promise<void> {
    try {
      await this.deps.temporal.client.withDeadline(Date.now() + PUSH_DEADLINE_MS, () =>
        kind === 'intent' ? this.pushIntent(id) : this.pushDelivery(id),
      );
      this.deps.metrics.outboxPushes.inc({ kind, result: 'ok' });
    } catch (err) {
      // Left unsynced in the database: the sweep retries it.
      this.deps.metrics.outboxPushes.inc({ kind, result: 'error' });
      this.deps.log.warn({ err, kind, id }, 'outbox push failed; the sweep will retry');
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
    await this.deps.db.rows(MARK_SYNCED, [intentId, snapshot.version]);
  }

  private async pushDelivery(deliveryId: string): Promise<void> {
    const d = await this.deps.deliveries.describe(deliveryId);
    if (!d) return;
    const client = this.eagerClient ?? this.deps.temporal.client;
    try {
      await client.workflow.start(webhookDeliveryWorkflow, {
        workflowId: deliveryWorkflowId(deliveryId),
        taskQueue: this.deps.temporal.taskQueue,
        args: [{ deliveryId }],
        requestEagerStart: this.eagerClient !== undefined,
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
    await this.deps.db.rows(MARK_DISPATCHED, [deliveryId]);
  }
}
