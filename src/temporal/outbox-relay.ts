// The outbox relay: committed changes reach Temporal after the fact, never on the critical path of
// an API answer or a payment's confirmation.
//
// - An event has a delivery: the committing process makes its first attempt at once (`wake`), then
//   starts its WebhookDeliveryWorkflow with the outcome (REJECT_DUPLICATE, so a repeated start never
//   runs the schedule twice); the workflow keeps the rest of the schedule. A receiver so never waits
//   for Temporal: on a small machine starting a workflow costs more than the attempt itself, and
//   under a burst the starts may lag the attempts by seconds. A failed first attempt jumps that
//   queue, so its retry 1 s later is not held up by the starts of deliveries that are done.
// - An order changed: its IntentWorkflow is sent the order's latest snapshot; the first change
//   starts it with the snapshot, later ones signal it (workflow-gateway.ts). Snapshots carry a version; a repeated or late one changes
//   nothing. Orders are left to the sweep once their changes have settled for a second, so an
//   order's busy second (created, tapped, paid) costs one push.
//
// The sweep (worker role) also picks up whatever a crash or a Temporal outage left behind, so
// nothing committed is ever lost. Deliveries and orders have lanes of their own (lanes.ts): a
// backlog of orders never holds up a webhook. The starts themselves, with their options, are the
// workflow gateway's (workflow-gateway.ts); the first attempt is webhooks/attempts.ts.
import type { Database } from '../db/sql.js';
import { unavailable } from '../domain/errors.js';
import { unixNow } from '../domain/time.js';
import type { OpsAlerts } from '../ledger/alerts.js';
import type { DeliveryLedger } from '../ledger/deliveries.js';
import { intentToSync, markIntentsSynced, unsyncedIntents, type IntentToSync } from '../db/intents.js';
import { outboxBacklog } from '../db/outbox.js';
import type { OutboxNotes, OutboxWaker } from '../ledger/outbox.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { DeliveryAttempts, FirstAttemptOutcome } from '../webhooks/attempts.js';
import { Lanes } from './lanes.js';
import { MarkBatcher } from './outbox-marks.js';
import type { WorkflowGateway } from './workflow-gateway.js';

export interface RelayDeps {
  db: Database;
  workflows: WorkflowGateway;
  deliveries: DeliveryLedger;
  attempts: DeliveryAttempts;
  log: Logger;
  metrics: Metrics;
  /** Where an outbox falling behind is reported to operators (raised by sweeping processes). */
  alerts?: OpsAlerts;
  /** The backlog's age past which the outbox counts as behind (OUTBOX_BEHIND_SECONDS). */
  behindSeconds?: number;
  /** The backlog's age past which new orders are refused (OUTBOX_SHED_SECONDS); unset: never. */
  shedSeconds?: number;
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

/**
 * An order's changes are pushed once they have settled this long: an order's busy second (created,
 * its page opened, the tap on Pay, the payment) then costs Temporal one start (or signal) and one
 * workflow task instead of up to three. Its workflow's timers are minutes away (the reservation's
 * lapse, the expiry at 5 minutes at the least), so learning of a change a second later moves none
 * of them; the API never reads the workflow.
 */
const INTENT_SETTLE_SECONDS = 1;

export class OutboxRelay implements OutboxWaker {
  private readonly lanes: Lanes<Kind> = new Lanes<Kind>(LANE_CONCURRENCY, {
    run: (kind, id) => this.run(kind, id),
    // A delivery found by the sweep while its first attempt is made or its start waits.
    skip: (kind, id) => kind === 'attempt' && this.lanes.isPending('delivery', id),
    // A failed first attempt has a retry due in a second: its start goes before those of
    // deliveries already done.
    urgent: (kind, id) => kind === 'delivery' && this.firstAttempts.get(id)?.ok === false,
  });
  /** First attempts made, waiting in the delivery lane for their workflow's start. */
  private readonly firstAttempts = new Map<string, FirstAttemptOutcome>();
  /** Orders the sweep found, with their snapshots as it read them, waiting in the intent lane. */
  private readonly sweptIntents = new Map<string, IntentToSync>();
  /** What Temporal was told, recorded many to a statement (outbox-marks.ts). */
  private readonly syncedMarks = new MarkBatcher<{ intentId: string; version: number }>((marks) =>
    markIntentsSynced(this.deps.db, marks),
  );
  private readonly dispatchedMarks = new MarkBatcher<string>((ids) =>
    this.deps.deliveries.markDispatched(ids),
  );
  private sweeper: NodeJS.Timeout | undefined;
  private sweeping = false;
  private reading: { atMs: number; backlog: Promise<Backlog> } | undefined;
  private lastBacklogCheckMs = 0;
  /** An alert was raised for the current episode of falling behind; re-armed once caught up. */
  private behindAlerted = false;

  constructor(private readonly deps: RelayDeps) {
    deps.metrics.backlogSource = () => this.backlog();
  }

  /** Called after each commit: deliveries go at once, a receiver is waiting for them. */
  wake(notes: OutboxNotes): void {
    for (const id of notes.deliveries) this.lanes.enqueue('attempt', id);
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
    if (this.sweeper) clearTimeout(this.sweeper);
    this.sweeper = undefined;
    this.lanes.stop();
    await this.idle();
    this.firstAttempts.clear();
    this.sweptIntents.clear();
  }

  /** Resolves once nothing is queued or in flight. */
  idle(): Promise<void> {
    return this.lanes.idle();
  }

  /**
   * Back-pressure at the door (issue 28): while Temporal is more than OUTBOX_SHED_SECONDS behind the
   * database, a new order is refused with 503 `unavailable` (CONTRACT §1) and a `retry-after` of the
   * seconds the backlog is past the bound. Orders already made go on (their taps, payments and
   * webhooks are never refused for this): shedding new work is what lets Temporal catch up on the
   * work accepted. The reading is the shared one (a second old at most), so a refusal costs no query.
   */
  async admitNewOrder(): Promise<void> {
    const bound = this.deps.shedSeconds;
    if (bound === undefined) return;
    let ageSeconds: number;
    try {
      ({ ageSeconds } = await this.backlog());
    } catch (err) {
      // A reading that fails says nothing about Temporal: the order's own insert decides.
      this.deps.log.warn({ err }, 'outbox backlog unreadable; admitting the order');
      return;
    }
    if (ageSeconds <= bound) return;
    this.deps.metrics.ordersShed.inc();
    throw unavailable(
      `Temporal is ${ageSeconds} s behind; no order was made. Try again in a few seconds.`,
      Math.min(60, Math.max(1, ageSeconds - bound)),
    );
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
    const r = await outboxBacklog(this.deps.db);
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
      const deliveries = await this.deps.deliveries.undispatched(
        unixNow() - DELIVERY_GRACE_SECONDS,
        SWEEP_BATCH,
      );
      const intents = await unsyncedIntents(this.deps.db, SWEEP_BATCH, unixNow() - INTENT_SETTLE_SECONDS);
      // Through the attempt lane, which sends nothing for a delivery whose first attempt is recorded.
      for (const id of deliveries) this.lanes.enqueue('attempt', id);
      for (const found of intents) {
        const id = found.snapshot.intentId;
        this.sweptIntents.set(id, found);
        this.lanes.enqueue('intent', id);
        // Not queued (the relay is stopping): nothing will take the snapshot.
        if (!this.lanes.isPending('intent', id)) this.sweptIntents.delete(id);
      }
      await this.checkBacklog();
      return intents.length + deliveries.length;
    } catch (err) {
      this.deps.log.warn({ err }, 'outbox sweep failed; will retry');
      return 0;
    } finally {
      this.sweeping = false;
    }
  }

  private async run(kind: Kind, id: string): Promise<void> {
    if (kind === 'attempt') return this.firstAttempt(id);
    try {
      await this.deps.workflows.withDeadline(PUSH_DEADLINE_MS, () =>
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
      const outcome = await this.deps.attempts.first(deliveryId);
      this.deps.metrics.outboxPushes.inc({ kind: 'attempt', result: 'ok' });
      // No such delivery; or another process is making this attempt, and will start the workflow.
      if (!outcome || outcome.inFlightElsewhere) return;
      // A run that found the schedule spent has nothing to pass on: the workflow learns it itself.
      if (!outcome.scheduleOver) this.firstAttempts.set(deliveryId, outcome);
      this.lanes.enqueue('delivery', deliveryId);
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
    // The snapshot the sweep read with the order (every enqueue of an order comes with one); read
    // afresh only if none is there.
    const swept = this.sweptIntents.get(intentId);
    this.sweptIntents.delete(intentId);
    const found = swept ?? (await intentToSync(this.deps.db, intentId));
    if (!found) return;
    const { snapshot, syncedVersion } = found;
    await this.deps.workflows.syncIntent(snapshot, syncedVersion > 0);
    await this.syncedMarks.add({ intentId, version: snapshot.version });
  }

  private async pushDelivery(deliveryId: string): Promise<void> {
    const first = this.firstAttempts.get(deliveryId);
    const d = first?.delivery ?? (await this.deps.deliveries.describe(deliveryId));
    if (!d) return;
    await this.deps.workflows.startDelivery({ deliveryId, ...d }, first);
    await this.dispatchedMarks.add(deliveryId);
  }
}
