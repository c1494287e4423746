// The side effects workflows ask for, made by a factory that takes its dependencies. Each is small
// and safe to run twice: a retried activity re-reads the database and redoes nothing already done.
import type { IntentSnapshot } from '../domain/intent.js';
import { unixNow } from '../domain/time.js';
import type { DeliveryLedger } from '../ledger/deliveries.js';
import type { Housekeeping } from '../ledger/housekeeping.js';
import type { IntentLedger } from '../ledger/intents.js';
import type { Metrics } from '../metrics.js';
import type { WebhookSender } from '../webhooks/sender.js';

export interface ActivityDeps {
  intents: IntentLedger;
  deliveries: DeliveryLedger;
  sender: WebhookSender;
  housekeeping: Housekeeping;
  metrics: Metrics;
}

export interface AttemptInput {
  deliveryId: string;
  replay: boolean;
  /** The wait before the schedule's next attempt, if there is one: shown as next_attempt_at. */
  nextDelaySeconds?: number | undefined;
}

export function createActivities(deps: ActivityDeps) {
  return {
    /** Expires the order if it is still open at expires_at; the snapshot after, or undefined if no such order. */
    async expireIntent(intentId: string): Promise<IntentSnapshot | undefined> {
      return deps.intents.expireIfDue(intentId);
    },

    /**
     * One webhook attempt. `ok` is true on a 2xx, and also when the delivery already succeeded (a
     * retried activity, a replay that lost a race): nothing is sent twice after a 2xx.
     */
    async attemptDelivery(input: AttemptInput): Promise<{ ok: boolean; scheduleOver?: true }> {
      const d = await deps.deliveries.forAttempt(input.deliveryId);
      if (!d || d.state === 'succeeded') return { ok: true };
      // A replay read the delivery as pending just before its sixth failure was recorded, and so
      // started a full run: the schedule is spent, so this run only serves the replay.
      if (!input.replay && d.state === 'failed') return { ok: false, scheduleOver: true };
      const startedAtMs = Date.now();
      const result =
        d.webhookUrl && d.webhookSecret
          ? await deps.sender.send(d.webhookUrl, d.webhookSecret, d.payload)
          : {
              ok: false,
              result: 'refused' as const,
              error: 'no webhook URL and secret configured',
              durationMs: 0,
            };
      deps.metrics.deliveries.inc({ result: result.result });
      await deps.deliveries.recordAttempt(input.deliveryId, {
        replay: input.replay,
        ok: result.ok,
        status: result.status,
        error: result.error,
        startedAtMs,
        durationMs: result.durationMs,
        nextAttemptAt: input.nextDelaySeconds === undefined ? undefined : unixNow() + input.nextDelaySeconds,
      });
      return { ok: result.ok };
    },

    async markDeliveryFailed(deliveryId: string): Promise<void> {
      await deps.deliveries.markFailed(deliveryId);
    },

    async applyRetention(): Promise<{ credits: number; events: number }> {
      return deps.housekeeping.applyRetention();
    },

    async watchFeedSilence(): Promise<{ alerted: string[] }> {
      return deps.housekeeping.watchFeedSilence();
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
