// The side effects workflows ask for, made by a factory that takes its dependencies. Each is small
// and safe to run twice: a retried activity re-reads the database and redoes nothing already done.
import type { IntentSnapshot } from '../domain/intent.js';
import type { DeliveryLedger } from '../ledger/deliveries.js';
import type { Housekeeping } from '../ledger/housekeeping.js';
import type { IntentLedger } from '../ledger/orders.js';
import type { MailSender } from '../mail/sender.js';
import type { AttemptInput, AttemptOutcome, DeliveryAttempts } from '../webhooks/attempts.js';

export interface ActivityDeps {
  intents: IntentLedger;
  deliveries: DeliveryLedger;
  attempts: DeliveryAttempts;
  housekeeping: Housekeeping;
  mail: MailSender;
}

export function createActivities(deps: ActivityDeps) {
  return {
    /** Expires the order if it is still open at expires_at; the snapshot after, or undefined if no such order. */
    async expireIntent(intentId: string): Promise<IntentSnapshot | undefined> {
      return deps.intents.expireIfDue(intentId);
    },

    /**
     * One webhook attempt (webhooks/attempts.ts). `ok` is also true when the delivery already
     * succeeded, so nothing is sent twice after a 2xx; a missing delivery has nothing left to send.
     */
    async attemptDelivery(input: AttemptInput): Promise<AttemptOutcome> {
      const outcome = await deps.attempts.attempt(input);
      // Retried (the local activity's policy) until the claimant records it or its claim lapses.
      if (outcome?.inFlightElsewhere) throw new Error(`attempt ${input.scheduled} is being made elsewhere`);
      return outcome ?? { ok: true, endedAtMs: Date.now() };
    },

    async markDeliveryFailed(deliveryId: string): Promise<void> {
      await deps.deliveries.markFailed(deliveryId);
    },

    async applyRetention(): Promise<{ credits: number; events: number; statementLines: number }> {
      // The same daily pass prunes what no rule needs any longer (the workflow is unchanged).
      const redacted = await deps.housekeeping.applyRetention();
      await deps.housekeeping.prune();
      return redacted;
    },

    /** One queued outbound message (a sign-in link); a message already sent is not sent again. */
    async sendMail(mailId: string): Promise<string> {
      return deps.mail.send(mailId);
    },

    async watchFeedSilence(): Promise<{ alerted: string[] }> {
      // The same five-minute watch covers silent reporters (the workflow is unchanged).
      const feeds = await deps.housekeeping.watchFeedSilence();
      const reporters = await deps.housekeeping.watchReporterSilence();
      return { alerted: [...feeds.alerted, ...reporters.alerted] };
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
