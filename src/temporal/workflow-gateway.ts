// The one way into Temporal for workflow starts and signals: each workflow's id, reuse policy and
// search attributes are decided here, beside each other, whoever asks for the start. The layers
// below (mail/, webhooks/) name what they need as an interface of their own, which this implements;
// services.ts hands them this gateway.
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import type { EventKind } from '../domain/events.js';
import type { IntentSnapshot } from '../domain/intent.js';
import type { DeliveryState } from '../ledger/deliveries.js';
import { deliveryWorkflowId, sendNow, webhookDeliveryWorkflow } from '../workflows/delivery.js';
import { amountState, intentWorkflowId, nextDeadlineMs, orderChanged } from '../workflows/intent.js';
import { mailWorkflowId, outboundMailWorkflow } from '../workflows/mail.js';
import {
  AMOUNT_STATE,
  DELIVERY_STATE,
  EVENT_KIND,
  INTENT_ID,
  INTENT_STATUS,
  TENANT_ID,
} from '../workflows/search-attributes.js';
import type { TemporalClient } from './client.js';

/** What a delivery workflow is started with: for its search attributes. */
export interface DeliveryToStart {
  deliveryId: string;
  tenantId: string;
  eventKind: EventKind;
  intentId?: string | undefined;
}

/**
 * Settled orders (confirmed or cancelled: statuses nothing moves on) have only time left to keep:
 * the amount's rest, then the workflow ends. Such an order's workflow is started with Temporal's
 * start delay up to its next deadline, so its first task runs then, once, instead of now only to
 * set a timer: a workflow task, its BuildIds upsert and a visibility write fewer per paid order
 * (issue 28). An order still open (or expired, which a late payment can still confirm) starts at
 * once: a signal to a workflow in its start delay waits for the delay's end (Temporal buffers it
 * without a task), and those orders' changes must reach the Temporal UI when they happen. Under
 * a second to go, the delay is not worth the timer. Undefined: start at once.
 */
export function settledStartDelayMs(snapshot: IntentSnapshot, nowMs: number): number | undefined {
  if (snapshot.status !== 'confirmed' && snapshot.status !== 'cancelled') return undefined;
  const next = nextDeadlineMs(snapshot, nowMs);
  if (next === undefined || next - nowMs < 1000) return undefined;
  return next - nowMs;
}

/** A start that finds its workflow already started has nothing left to do. */
async function startOnce(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}

export class WorkflowGateway {
  private eagerClient: Client | undefined;

  constructor(private readonly temporal: TemporalClient) {}

  /**
   * In a process that also runs the worker, order and delivery workflows are started eagerly: the
   * start call returns their first task to this worker, saving Temporal a dispatch through the task
   * queue per workflow (measured on the dev server for deliveries: ~35 to ~65 workflows a second).
   */
  useEagerClient(client: Client): void {
    this.eagerClient = client;
  }

  /** Runs `fn`'s calls to Temporal, on either connection, with a deadline `ms` from now. */
  withDeadline<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + ms;
    const eager = this.eagerClient;
    return this.temporal.client.withDeadline(deadline, () =>
      eager ? eager.withDeadline(deadline, fn) : fn(),
    );
  }

  /**
   * Tells the order's IntentWorkflow its latest snapshot. `told` is whether its workflow was told
   * of any earlier version (so was started): the first push starts the workflow with the snapshot
   * (eagerly where the worker runs), later ones signal it. Either way round, a guess proved wrong by
   * Temporal (already started; not found) falls back to the other.
   */
  async syncIntent(snapshot: IntentSnapshot, told: boolean): Promise<void> {
    if (told) {
      try {
        await this.signalIntent(snapshot);
        return;
      } catch (err) {
        // Finished (its order had nothing left for a timer to do), or Temporal lost it: the start
        // below is refused for the first and makes the second whole again.
        if (!(err instanceof WorkflowNotFoundError)) throw err;
      }
    }
    try {
      await this.startIntent(snapshot);
    } catch (err) {
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      try {
        await this.signalIntent(snapshot);
      } catch (signalErr) {
        // Started and since finished: a finished workflow stays finished.
        if (!(signalErr instanceof WorkflowNotFoundError)) throw signalErr;
      }
    }
  }

  private async signalIntent(snapshot: IntentSnapshot): Promise<void> {
    await this.temporal.client.workflow
      .getHandle(intentWorkflowId(snapshot.intentId))
      .signal(orderChanged, snapshot);
  }

  private async startIntent(snapshot: IntentSnapshot): Promise<void> {
    const client = this.eagerClient ?? this.temporal.client;
    const now = Date.now();
    const startDelay = settledStartDelayMs(snapshot, now);
    await client.workflow.start('intentWorkflow', {
      workflowId: intentWorkflowId(snapshot.intentId),
      taskQueue: this.temporal.taskQueue,
      args: [snapshot],
      // A delayed start has no first task to hand back.
      requestEagerStart: this.eagerClient !== undefined && startDelay === undefined,
      ...(startDelay === undefined ? {} : { startDelay }),
      // A finished workflow stays finished: its order has nothing left for a timer to do.
      workflowIdReusePolicy: 'REJECT_DUPLICATE',
      // Both attributes the workflow publishes, as of now: its first task then has nothing to
      // upsert unless time moved the amount on meanwhile (the workflow compares, intent.ts).
      typedSearchAttributes: [
        { key: TENANT_ID, value: snapshot.tenantId },
        { key: INTENT_ID, value: snapshot.intentId },
        { key: INTENT_STATUS, value: snapshot.status },
        { key: AMOUNT_STATE, value: amountState(snapshot, now) },
      ],
    });
  }

  /** Starts the delivery's workflow, with the outcome of its first attempt when one was made. */
  async startDelivery(
    d: DeliveryToStart,
    first: { ok: boolean; endedAtMs: number } | undefined,
  ): Promise<void> {
    const client = this.eagerClient ?? this.temporal.client;
    const { deliveryId } = d;
    await startOnce(() =>
      client.workflow.start(webhookDeliveryWorkflow, {
        workflowId: deliveryWorkflowId(deliveryId),
        taskQueue: this.temporal.taskQueue,
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
      }),
    );
  }

  /**
   * Sends the delivery once more now (CONTRACT §12). Mid-schedule the running workflow sends at
   * once; after the sixth failure this starts a short run that sends once. Either way the event_id
   * is the stored one.
   */
  async replayDelivery(d: DeliveryToStart & { state: DeliveryState }): Promise<void> {
    await this.temporal.client.workflow.signalWithStart(webhookDeliveryWorkflow, {
      workflowId: deliveryWorkflowId(d.deliveryId),
      taskQueue: this.temporal.taskQueue,
      args: [{ deliveryId: d.deliveryId, replayOnly: d.state === 'failed' }],
      signal: sendNow,
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
      typedSearchAttributes: [
        { key: TENANT_ID, value: d.tenantId },
        { key: EVENT_KIND, value: d.eventKind },
        { key: DELIVERY_STATE, value: d.state },
        ...(d.intentId ? [{ key: INTENT_ID, value: d.intentId }] : []),
      ],
    });
  }

  /** Starts the workflow that sends one queued outbound message. */
  async startMail(mailId: string): Promise<void> {
    await startOnce(() =>
      this.temporal.client.workflow.start(outboundMailWorkflow, {
        workflowId: mailWorkflowId(mailId),
        taskQueue: this.temporal.taskQueue,
        args: [mailId],
        workflowIdReusePolicy: 'REJECT_DUPLICATE',
      }),
    );
  }
}
