// The outbox relay: committed changes reach Temporal after the fact, never on the critical path of
// an API answer or a payment's confirmation.
//
// - An event has a delivery: the committing process makes its first attempt at once (`wake`), then
//   starts its WebhookDeliveryWorkflow with the outcome (REJECT_DUPLICATE, so a repeated start never
//   runs the schedule twice); the workflow keeps the rest of the schedule. A receiver so never waits
//   for Temporal: on a small machine starting a workflow costs more than the attempt itself, and
//   under a burst the starts may lag the attempts by seconds. A failed first attempt jumps that
//   queue, so its retry 1 s later is not held up by the starts of deliveries that are done.
// - An order changed: its IntentWorkflow is sent the order's latest snapshot with signal-with-start,
//   so the first change also starts it. Snapshots carry a version; a repeated or late one changes
//   nothing. Orders are left to the sweep once their changes have settled for a second, so an
//   order's busy second (created, tapped, paid) costs one push.
//
// The sweep (worker role) also picks up whatever a crash or a Temporal outage left behind, so
// nothing committed is ever lost. Deliveries and orders have lanes of their own: a backlog of
// orders never holds up a webhook.
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { statement, type Database } from '../db/sql.js';
import { unixNow } from '../domain/time.js';
import type { OpsAlerts } from '../ledger/alerts.js';
import type { DeliveryLedger } from '../ledger/deliveries.js';
import type { IntentLedger } from '../ledger/intents.js';
import type { OutboxNotes, OutboxWaker } from '../ledger/outbox.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { AttemptOutcome, DeliveryAttempts } from '../webhooks/attempts.js';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '../domain/rules.js';
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
  attempts: DeliveryAttempts;
  log: Logger;
  metrics: Metrics;
  /** Where an outbox falling behind is reported to operators (raised by sweeping processes). */
  alerts?: OpsAlerts;
  /** The backlog's age past which the outbox counts as behind (OUTBOX_BEHIND_SECONDS). */
  behindSeconds?: number;
}

/**
 * What the database holds that Temporal has not been told of yet, and how long the oldest of it has
 * waited: the honest measure of whether Temporal keeps pace. A count alone cannot tell a steady
 * queue of fresh work from a growing one; the age can.
 */
export interface Backlog {
  intents: number;
  deliveries: number;
  /** Seconds since the oldest unsynced order change or undispatched delivery was committed. */
  ageSeconds: number;
  /** `ageSeconds` is past OUTBOX_BEHIND_SECONDS. */
  behind: boolean;
}

export const DEFAULT_BEHIND_SECONDS = 30;
/** Readings of the backlog are shared for this long: /readyz and /metrics may be probed often. */
const BACKLOG_READING_TTL_MS = 1_000;
/** How often a sweeping process checks the backlog's age for the operator alert. */
const BACKLOG_CHECK_INTERVAL_MS = 5_000;

/** Lanes: a delivery's first attempt, then its workflow's start; an order's sync. */
type Kind = 'attempt' | 'delivery' | 'intent';

/**
 * Work in flight at once, per lane. First attempts mostly wait on receivers (up to 5 s each), so
 * they get room: one slow receiver must not hold up everyone's webhooks. Temporal's dev server is
 * the costliest process on a small machine: bounding the other lanes keeps a burst from starving
 * the API of CPU (their backlog drains afterwards).
 */
// The intent lane ran 3 at once until the sustained benchmark (issue 15) showed it bounding the rate:
// under load one signal-with-start to the niced dev server takes 0.5 to 3 s, so 3 in flight let
// Temporal learn of as few as 1 to 6 orders a second however idle its CPU. The dev server's low
// priority (dev-server.ts) is what keeps the API's answers first; these bounds only cap how many
// calls wait on it at once.
const LANE_CONCURRENCY: Record<Kind, number> = { attempt: 64, delivery: 16, intent: 16 };

/** A push that cannot reach Temporal gives up after this; the sweep tries again later. */
const PUSH_DEADLINE_MS = 4_000;

/**
 * How long a delivery may wait for its immediate push before the sweep takes it over: longer than
 * a first attempt can take (5 s), so that a sweep in another process does not send it again while
 * the attempt is in flight.
 */
const DELIVERY_GRACE_SECONDS = 10;
const SWEEP_BATCH = 500;

const UNDISPATCHED_DELIVERIES = statement(
  'undispatched-deliveries',
  `select id from deliveries where not dispatched and created_at <= $1 order by created_at limit $2`,
);
/**
 * An order's changes are pushed once they have settled this long: an order's busy second (created,
 * its page opened, the tap on Pay, the payment) then costs Temporal one signal-with-start and one
 * workflow task instead of up to three. Its workflow's timers are minutes away (the reservation's
 * lapse, the expiry at 5 minutes at the least), so learning of a change a second later moves none
 * of them; the API never reads the workflow.
 */
const INTENT_SETTLE_SECONDS = 1;
const UNSYNCED_INTENTS = statement(
  'unsynced-intents',
  `select id from intents where synced_version < sync_version and sync_requested_at <= $2
   order by sync_requested_at limit $1`,
);
const MARK_SYNCED = statement(
  'mark-intent-synced',
  `update intents set synced_version = greatest(synced_version, $2) where id = $1`,
);
// Both halves use their partial indexes (intents_unsynced_idx, deliveries_undispatched_idx).
const BACKLOG = statement(
  'outbox-backlog',
  `select (select count(*) from intents where synced_version < sync_version) as intents,
          (select min(sync_requested_at) from intents where synced_version < sync_version) as intents_oldest,
          (select count(*) from deliveries where not dispatched) as deliveries,
          (select min(created_at) from deliveries where not dispatched) as deliveries_oldest`,
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
    attempt: new Lane(LANE_CONCURRENCY.attempt),
    delivery: new Lane(LANE_CONCURRENCY.delivery),
    intent: new Lane(LANE_CONCURRENCY.intent),
  };
  /** First attempts made, waiting in the delivery lane for their workflow's start. */
  private readonly firstAttempts = new Map<string, AttemptOutcome>();
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping = false;
  private idleWaiters: (() => void)[] = [];
  private eagerClient: Client | undefined;
  private stopped = false;
  private reading: { atMs: number; backlog: Promise<Backlog> } | undefined;
  private lastBacklogCheckMs = 0;
  /** An alert was raised for the current episode of falling behind; re-armed once caught up. */
  private behindAlerted = false;

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
    for (const id of notes.deliveries) this.enqueue('attempt', id);
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
    this.firstAttempts.clear();
  }

  /** Resolves once nothing is queued or in flight. */
  idle(): Promise<void> {
    const busy = Object.values(this.lanes).some((l) => l.pending.size > 0);
    if (!busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Entries the database holds that Temporal has not been told of yet, and their age (for operators). */
  backlog(): Promise<Backlog> {
    const now = Date.now();
    if (this.reading && now - this.reading.atMs < BACKLOG_READING_TTL_MS) return this.reading.backlog;
    const backlog = this.readBacklog();
    this.reading = { atMs: now, backlog };
    // A failed reading is not shared: the next caller asks the database again.
    backlog.catch(() => {
      if (this.reading?.backlog === backlog) this.reading = undefined;
    });
    return backlog;
  }

  private async readBacklog(): Promise<Backlog> {
    const [r] = await this.deps.db.rows<Record<string, string | null>>(BACKLOG);
    const nowS = Date.now() / 1000;
    const age = (t: string | null | undefined): number => (t ? Math.max(0, nowS - Number(t)) : 0);
    const ageSeconds = Math.floor(Math.max(age(r?.intents_oldest), age(r?.deliveries_oldest)));
    return {
      intents: Number(r?.intents ?? 0),
      deliveries: Number(r?.deliveries ?? 0),
      ageSeconds,
      behind: ageSeconds > (this.deps.behindSeconds ?? DEFAULT_BEHIND_SECONDS),
    };
  }

  /**
   * Raises an operator alert when the backlog's age passes OUTBOX_BEHIND_SECONDS: a queue that grows
   * without bound must not stay silent. Once per episode: re-armed when the backlog is caught up.
   */
  private async checkBacklog(): Promise<void> {
    const now = Date.now();
    if (!this.deps.alerts || now - this.lastBacklogCheckMs < BACKLOG_CHECK_INTERVAL_MS) return;
    this.lastBacklogCheckMs = now;
    const b = await this.backlog();
    if (!b.behind) {
      this.behindAlerted = false;
      return;
    }
    if (this.behindAlerted) return;
    this.behindAlerted = true;
    await this.deps.alerts.raise(
      'outbox_behind',
      undefined,
      `Temporal is ${b.ageSeconds} s behind the database (${b.intents} order changes and ${b.deliveries} ` +
        `delivery starts waiting): workflows and webhook retries run late until it catches up.`,
    );
  }

  async sweep(): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const deliveries = await this.deps.db.rows<{ id: string }>(UNDISPATCHED_DELIVERIES, [
        unixNow() - DELIVERY_GRACE_SECONDS,
        SWEEP_BATCH,
      ]);
      const intents = await this.deps.db.rows<{ id: string }>(UNSYNCED_INTENTS, [
        SWEEP_BATCH,
        unixNow() - INTENT_SETTLE_SECONDS,
      ]);
      // Through the attempt lane, which sends nothing for a delivery whose first attempt is recorded.
      for (const r of deliveries) this.enqueue('attempt', r.id);
      for (const r of intents) this.enqueue('intent', r.id);
      await this.checkBacklog();
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
    // A delivery found by the sweep while its first attempt is made or its start waits.
    if (kind === 'attempt' && this.lanes.delivery.pending.has(id)) return;
    if (lane.inFlight.has(id)) {
      lane.again.add(id);
      return;
    }
    if (lane.pending.has(id)) return;
    lane.pending.add(id);
    // A failed first attempt has a retry due in a second: its start goes before those of
    // deliveries already done.
    if (kind === 'delivery' && this.firstAttempts.get(id)?.ok === false) lane.queue.unshift(id);
    else lane.queue.push(id);
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
    if (kind === 'attempt') return this.firstAttempt(id);
    try {
      await this.deps.temporal.client.withDeadline(Date.now() + PUSH_DEADLINE_MS, () =>
        kind === 'intent' ? this.pushIntent(id) : this.pushDelivery(id),
      );
      this.deps.metrics.outboxPushes.inc({ kind, result: 'ok' });
    } catch (err) {
      // Left unsynced in the database: the sweep retries it.
      this.deps.metrics.outboxPushes.inc({ kind, result: 'error' });
      this.deps.log.warn({ err, kind, id }, 'outbox push failed; the sweep will retry');
    } finally {
      // Started or not, the outcome is in the database, where a later start finds it.
      if (kind === 'delivery') this.firstAttempts.delete(id);
    }
  }

  /** Makes a delivery's first attempt (or finds it made) and hands the delivery to its start. */
  private async firstAttempt(deliveryId: string): Promise<void> {
    try {
      const outcome = await this.deps.attempts.attempt({
        deliveryId,
        replay: false,
        scheduled: 1,
        nextDelaySeconds: WEBHOOK_RETRY_DELAYS_SECONDS[1],
      });
      this.deps.metrics.outboxPushes.inc({ kind: 'attempt', result: 'ok' });
      // No such delivery; or another process is making this attempt, and will start the workflow.
      if (!outcome || outcome.inFlightElsewhere) return;
      // A run that found the schedule spent has nothing to pass on: the workflow learns it itself.
      if (!outcome.scheduleOver) this.firstAttempts.set(deliveryId, outcome);
      this.enqueue('delivery', deliveryId);
    } catch (err) {
      // Left undispatched in the database: the sweep makes (or finds) the attempt again.
      this.deps.metrics.outboxPushes.inc({ kind: 'attempt', result: 'error' });
      this.deps.log.warn(
        { err, id: deliveryId },
        'first webhook attempt failed to run; the sweep will retry',
      );
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
    const first = this.firstAttempts.get(deliveryId);
    const client = this.eagerClient ?? this.deps.temporal.client;
    try {
      await client.workflow.start(webhookDeliveryWorkflow, {
        workflowId: deliveryWorkflowId(deliveryId),
        taskQueue: this.deps.temporal.taskQueue,
        args: [
          first ? { deliveryId, firstAttempt: { ok: first.ok, endedAtMs: first.endedAtMs } } : { deliveryId },
        ],
        requestEagerStart: this.eagerClient !== undefined,
        // A delivery whose workflow already ran must never run its schedule again.
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
        typedSearchAttributes: [
          { key: TENANT_ID, value: d.tenantId },
          { key: EVENT_KIND, value: d.eventKind },
          { key: DELIVERY_STATE, value: first?.ok ? 'succeeded' : 'pending' },
          ...(d.intentId ? [{ key: INTENT_ID, value: d.intentId }] : []),
        ],
      });
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
    await this.deps.db.rows(MARK_DISPATCHED, [deliveryId]);
  }
}
