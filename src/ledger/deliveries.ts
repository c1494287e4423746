// Webhook deliveries and their stored events (CONTRACT §8): what each attempt sends, what it got,
// and the tenant's view of deliveries still pending or failed. The statements are db/deliveries.ts.
import * as rows from '../db/deliveries.js';
import type { Page } from '../db/pages.js';
import type { Database } from '../db/sql.js';
import { notFound } from '../domain/errors.js';
import type { EventKind } from '../domain/events.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';

export type { AttemptRecord, DeliveryBody, DeliveryForAttempt, DeliveryState } from '../db/deliveries.js';

export class DeliveryLedger {
  constructor(private readonly db: Database) {}

  /** The delivery with the exact bytes to send and the tenant's current URL and secret. */
  forAttempt(deliveryId: string): Promise<rows.DeliveryForAttempt | undefined> {
    return rows.deliveryForAttempt(this.db, deliveryId);
  }

  /**
   * `forAttempt` for attempt 1 of the schedule, claimed for this caller in the same round trip when
   * none is recorded and no live claim holds it (`claimed`: the claim is ours).
   */
  forFirstAttempt(
    deliveryId: string,
    leaseMs: number,
  ): Promise<(rows.DeliveryForAttempt & { claimed: boolean }) | undefined> {
    return rows.deliveryForFirstAttempt(this.db, deliveryId, Date.now(), leaseMs);
  }

  /**
   * Claims attempt `scheduled` of the schedule for this caller: true if no one else is making it.
   * A claim older than `leaseMs` belonged to a process that died before recording its attempt.
   */
  claimScheduled(deliveryId: string, scheduled: number, leaseMs: number): Promise<boolean> {
    return rows.claimScheduledAttempt(this.db, deliveryId, scheduled, Date.now(), leaseMs);
  }

  /** Records one attempt; a 2xx ends the delivery. Returns the attempt's number. */
  recordAttempt(deliveryId: string, a: rows.AttemptRecord): Promise<number> {
    return rows.recordAttempt(this.db, deliveryId, a, unixNow());
  }

  /** After the sixth failed attempt the delivery waits in the list with its resend control. */
  markFailed(deliveryId: string): Promise<void> {
    return rows.markDeliveryFailed(this.db, deliveryId);
  }

  list(
    tenantId: string,
    state: 'pending' | 'failed' | undefined,
    limit: number,
    cursor?: string,
  ): Promise<Page<rows.DeliveryBody>> {
    return rows.listDeliveries(this.db, tenantId, state, { limit, cursor });
  }

  /** A delivery the tenant may replay: one that has not had a 2xx. One that has is gone (404). */
  async replayable(tenantId: string, deliveryId: string): Promise<rows.DeliveryBody & { intentId?: string }> {
    const delivery = await rows.replayableDelivery(this.db, tenantId, deliveryId);
    if (!delivery) throw notFound('delivery awaiting a 2xx');
    return delivery;
  }

  async get(tenantId: string, deliveryId: string): Promise<rows.DeliveryBody> {
    const delivery = await rows.deliveryOfTenant(this.db, tenantId, deliveryId);
    if (!delivery) throw notFound('delivery');
    return delivery;
  }

  /** The stored payload of an event, byte for byte what its deliveries send. */
  async eventPayload(tenantId: string, eventId: string): Promise<string> {
    const payload = await rows.eventPayload(this.db, tenantId, eventId);
    if (payload === undefined) throw notFound('event');
    return payload;
  }

  /** What a delivery workflow is started with: for its search attributes. */
  describe(
    deliveryId: string,
  ): Promise<{ tenantId: string; eventKind: EventKind; intentId?: string } | undefined> {
    return rows.describeDelivery(this.db, deliveryId);
  }

  /** Deliveries created by `createdBefore` whose workflow has not been started: the relay's sweep. */
  undispatched(createdBefore: UnixSeconds, limit: number): Promise<string[]> {
    return rows.undispatchedDeliveries(this.db, createdBefore, limit);
  }

  /** The deliveries' workflows are started (or were already): the sweep leaves them alone. */
  markDispatched(deliveryIds: readonly string[]): Promise<void> {
    return rows.markDeliveriesDispatched(this.db, deliveryIds);
  }
}
