// The one way into Temporal for workflow starts and signals: each workflow's id, reuse policy and
// search attributes are decided here, beside each other, whoever asks for the start. The layers
// below (mail/, webhooks/) name what they need as an interface of their own, which this implements;
// services.ts hands them this gateway.
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { EventKind } from '../domain/events.js';
import type { IntentSnapshot } from '../domain/intent.js';
import type { DeliveryState } from '../ledger/deliveries.js';
import { deliveryWorkflowId, sendNow, webhookDeliveryWorkflow } from '../workflows/delivery.js';
import { intentWorkflowId, orderChanged } from '../workflows/intent.js';
import { mailWorkflowId, outboundMailWorkflow } from '../workflows/mail.js';
import {
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
   * In a process that also runs the worker, delivery workflows are started eagerly: the start call
   * returns their first task to this worker, saving Temporal a dispatch per delivery (measured on
   * the dev server: ~35 to ~65 delivery workflows a second).
   */
  useEagerClient(client: Client): void {
    this.eagerClient = client;
  }

  /** Runs `fn`'s calls to Temporal with a deadline `ms` from now. */
  withDeadline<T>(ms: number, fn: () => Promise<T>): Promise<T> {
    return this.temporal.client.withDeadline(Date.now() + ms, fn);
  }

  /** Sends the order's IntentWorkflow its latest snapshot; the first one also starts it. */
  async syncIntent(snapshot: IntentSnapshot): Promise<void> {
    const { client, taskQueue } = this.temporal;
    await startOnce(() =>
      client.workflow.signalWithStart('intentWorkflow', {
        workflowId: intentWorkflowId(snapshot.intentId),
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
      }),
    );
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
