// WebhookDeliveryWorkflow: one per event with a delivery, id `delivery-dlv_...`. It owns SPEC §6's
// schedule, kept to the second by durable timers: attempt 1 at once, then 1, 5, 30, 120 and 600 s
// after the end of the attempt before, six in all, until a 2xx. A replay is one extra attempt now:
// mid-schedule it leaves the schedule as it was; after the sixth failure it starts a short run of
// this workflow that only serves replays.
//
// The outbox relay usually makes attempt 1 itself, the moment the event commits, and starts this
// workflow with its outcome (`firstAttempt`): a receiver then never waits for Temporal, and the
// schedule carries on from the end of that attempt. Started without it (by the sweep after a crash,
// by a replay, by an older relay), the workflow makes attempt 1 itself; an attempt already recorded
// is never sent again (webhooks/attempts.ts).
import {
  condition,
  defineQuery,
  defineSignal,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { Activities } from '../activities/index.js';
import { WEBHOOK_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from '../domain/rules.js';
import { DELIVERY_STATE } from './search-attributes.js';

export interface DeliveryInput {
  deliveryId: string;
  /** A run started for a replay after the schedule ended: it serves replays and stops. */
  replayOnly?: boolean;
  /** Attempt 1, already made by the outbox relay: its outcome and when it ended (epoch ms). */
  firstAttempt?: { ok: boolean; endedAtMs: number };
}

/** Send one extra attempt now (POST /v1/webhook-deliveries/{id}/replay). */
export const sendNow = defineSignal('sendNow');

export interface DeliveryWorkflowState {
  scheduledAttempts: number;
  replaysServed: number;
  outcome: 'pending' | 'succeeded' | 'failed';
}
export const deliveryState = defineQuery<DeliveryWorkflowState>('state');

export const deliveryWorkflowId = (deliveryId: string): string => `delivery-${deliveryId}`;

// Local activities: an attempt is one short HTTP call and two writes, so it runs inside the workflow
// task instead of a round trip through an activity queue. Retries here cover our own failures (the
// database briefly away), never the receiver's answer, which is a result.
const { attemptDelivery, markDeliveryFailed } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '20 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

export async function webhookDeliveryWorkflow(input: DeliveryInput): Promise<'succeeded' | 'failed'> {
  let replaysAsked = 0;
  const state: DeliveryWorkflowState = { scheduledAttempts: 0, replaysServed: 0, outcome: 'pending' };
  setHandler(sendNow, () => {
    replaysAsked++;
  });
  setHandler(deliveryState, () => state);

  let scheduleOver = false;
  const attempt = async (replay: boolean, nextDelaySeconds?: number): Promise<boolean> => {
    const { ok, scheduleOver: spent } = await attemptDelivery({
      deliveryId: input.deliveryId,
      replay,
      ...(replay ? {} : { scheduled: state.scheduledAttempts + 1 }),
      nextDelaySeconds,
    });
    if (spent) {
      scheduleOver = true;
      return false;
    }
    if (replay) state.replaysServed++;
    else state.scheduledAttempts++;
    if (ok) state.outcome = 'succeeded';
    return ok;
  };
  /** Sends the replays asked so far, one attempt each, until one succeeds. */
  const serveReplays = async (): Promise<boolean> => {
    while (replaysAsked > state.replaysServed) if (await attempt(true)) return true;
    return false;
  };

  let succeeded = false;
  let first = 0;
  // The next wait runs from the end of attempt 1 when the relay made it, however late this started.
  let previousEndedAtMs: number | undefined;
  if (input.firstAttempt && !input.replayOnly) {
    state.scheduledAttempts = 1;
    succeeded = input.firstAttempt.ok;
    if (succeeded) state.outcome = 'succeeded';
    first = 1;
    previousEndedAtMs = input.firstAttempt.endedAtMs;
  }
  if (!input.replayOnly) {
    for (let n = first; n < WEBHOOK_ATTEMPTS && !succeeded && !scheduleOver; n++) {
      const due = (previousEndedAtMs ?? Date.now()) + (WEBHOOK_RETRY_DELAYS_SECONDS[n] as number) * 1000;
      previousEndedAtMs = undefined;
      // Waiting for the next scheduled attempt; a replay asked meanwhile is sent at once.
      while (!succeeded && Date.now() < due) {
        await condition(() => replaysAsked > state.replaysServed, due - Date.now());
        succeeded = await serveReplays();
      }
      if (!succeeded) succeeded = await attempt(false, WEBHOOK_RETRY_DELAYS_SECONDS[n + 1]);
    }
    if (!succeeded) {
      state.outcome = 'failed';
      if (!scheduleOver) await markDeliveryFailed(input.deliveryId);
    }
  }
  // Replays asked while the last attempt ran, or the one this run was started for.
  if (!succeeded) succeeded = await serveReplays();
  if (!succeeded) state.outcome = 'failed';
  // The relay started a run whose first attempt succeeded with DeliveryState already `succeeded`.
  if (!input.firstAttempt?.ok) upsertSearchAttributes([{ key: DELIVERY_STATE, value: state.outcome }]);
  return succeeded ? 'succeeded' : 'failed';
}
