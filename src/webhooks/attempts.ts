// One webhook attempt, from the database to the receiver and back: read the delivery, send it,
// record what happened. The delivery workflow makes every attempt through this (as a local
// activity), and so does the outbox relay for a new event's first attempt, which therefore never
// waits for Temporal to start the workflow (outbox-relay.ts).
//
// A scheduled attempt is made at most once: asked for attempt n when n have already been recorded
// (the relay made the first and the workflow, started later, asks again; or a worker died after
// recording an attempt and its local activity runs again), it sends nothing and answers with the
// recorded outcome. Before sending, the attempt is claimed in the database, so that of the relay,
// another process's sweep and a workflow started by a replay, only one sends it. Replays are never
// deduplicated: each is one more send, as the tenant asked.
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';
import type { EventKind } from '../domain/events.js';
import type { DeliveryForAttempt, DeliveryLedger } from '../ledger/deliveries.js';
import type { Metrics } from '../metrics.js';
import type { WebhookSender } from './sender.js';

export interface AttemptInput {
  deliveryId: string;
  replay: boolean;
  /** Which attempt of SPEC §6's schedule this is, from 1; absent for a replay. */
  scheduled?: number | undefined;
  /** The wait before the schedule's next attempt, if there is one: shown as next_attempt_at. */
  nextDelaySeconds?: number | undefined;
}

export interface AttemptOutcome {
  /** True on a 2xx, and when the delivery already had one: nothing is sent after a 2xx. */
  ok: boolean;
  /** When the attempt ended (epoch ms): the schedule's next wait runs from here. */
  endedAtMs: number;
  /** The sixth failure was recorded before this scheduled attempt: the schedule is spent. */
  scheduleOver?: true;
  /** Another process holds the claim on this attempt and has not recorded it yet: nothing sent. */
  inFlightElsewhere?: true;
}

/** A first attempt's outcome, with what the relay starts the delivery's workflow with. */
export interface FirstAttemptOutcome extends AttemptOutcome {
  delivery: { tenantId: string; eventKind: EventKind; intentId?: string | undefined };
}

/** Longer than an attempt can take (5 s) plus recording it: an older claim's holder died. */
const CLAIM_LEASE_MS = 15_000;

export class DeliveryAttempts {
  constructor(
    private readonly deliveries: DeliveryLedger,
    private readonly sender: WebhookSender,
    private readonly metrics: Metrics,
  ) {}

  /**
   * A new event's first attempt (attempt 1 of SPEC §6's schedule), made by the outbox relay at
   * commit; the delivery workflow, started afterwards with its outcome, keeps the rest.
   */
  async first(deliveryId: string): Promise<FirstAttemptOutcome | undefined> {
    // Read and claimed in one round trip (issue 28): the claim make() would otherwise ask for.
    const d = await this.deliveries.forFirstAttempt(deliveryId, CLAIM_LEASE_MS);
    if (!d) return undefined;
    const outcome = await this.make(
      d,
      { deliveryId, replay: false, scheduled: 1, nextDelaySeconds: WEBHOOK_RETRY_DELAYS_SECONDS[1] },
      d.claimed,
    );
    // The row read for the attempt also names what the workflow's start needs: no second read.
    const { tenantId, eventKind, intentId } = d;
    return { ...outcome, delivery: { tenantId, eventKind, intentId } };
  }

  /** Makes the attempt; undefined if there is no such delivery. */
  async attempt(input: AttemptInput): Promise<AttemptOutcome | undefined> {
    const d = await this.deliveries.forAttempt(input.deliveryId);
    return d && this.make(d, input);
  }

  /** `claimed`: whether the caller already tried to claim the attempt with its read (first()). */
  private async make(d: DeliveryForAttempt, input: AttemptInput, claimed?: boolean): Promise<AttemptOutcome> {
    if (d.state === 'succeeded') return { ok: true, endedAtMs: Date.now() };
    // A replay read the delivery as pending just before its sixth failure was recorded, and so
    // started a full run: the schedule is spent, so that run only serves the replay.
    if (!input.replay && d.state === 'failed')
      return { ok: false, endedAtMs: Date.now(), scheduleOver: true };
    // Attempt n of the schedule is sent once: answered from its record if made, else claimed first,
    // and only the claimant sends; anyone else learns its outcome once it is recorded.
    const slot = input.replay ? undefined : input.scheduled;
    if (slot !== undefined) {
      if (d.lastScheduled && d.scheduledMade >= slot) {
        return { ok: d.lastScheduled.ok, endedAtMs: d.lastScheduled.endedAtMs };
      }
      if (!(claimed ?? (await this.deliveries.claimScheduled(input.deliveryId, slot, CLAIM_LEASE_MS)))) {
        return { ok: false, endedAtMs: Date.now(), inFlightElsewhere: true };
      }
    }
    const startedAtMs = Date.now();
    const result =
      d.webhookUrl && d.webhookSecret
        ? await this.sender.send(d.webhookUrl, d.webhookSecret, d.payload)
        : {
            ok: false,
            result: 'refused' as const,
            error: 'no webhook URL and secret configured',
            durationMs: 0,
          };
    this.metrics.deliveries.inc({ result: result.result });
    await this.deliveries.recordAttempt(input.deliveryId, {
      replay: input.replay,
      ok: result.ok,
      status: result.status,
      error: result.error,
      startedAtMs,
      durationMs: result.durationMs,
      nextAttemptAt: input.nextDelaySeconds === undefined ? undefined : unixNow() + input.nextDelaySeconds,
    });
    return { ok: result.ok, endedAtMs: startedAtMs + result.durationMs };
  }
}
