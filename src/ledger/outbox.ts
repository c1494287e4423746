// The event outbox (DESIGN: one transaction records the change and its event). An event is stored
// with the exact bytes every delivery attempt sends; a delivery row is added when the tenant has a
// webhook URL and secret at that moment (CONTRACT §12: no backlog is sent later).
import { statement, type Queryable } from '../db/sql.js';
import type { TenantPolicy } from '../db/queries.js';
import { newDeliveryId, newEventId } from '../domain/ids.js';
import type { EventKind } from '../domain/events.js';
import type { UnixSeconds } from '../domain/time.js';

/** What a committed transaction asks Temporal to hear about (orders are also found by the sweep). */
export class OutboxNotes {
  readonly intents = new Set<string>();
  readonly deliveries = new Set<string>();
}

/** Hands committed outbox entries to Temporal (the dispatcher), without waiting for it. */
export interface OutboxWaker {
  wake(notes: OutboxNotes): void;
}

export interface NewEvent {
  tenant: TenantPolicy;
  kind: EventKind;
  intentId?: string | undefined;
  creditId?: string | undefined;
  occurredAt: UnixSeconds;
  payload: (eventId: string) => Record<string, unknown>;
}

const INSERT_EVENT = statement(
  'insert-event',
  `insert into events (id, tenant_id, kind, intent_id, credit_id, payload, occurred_at)
   values ($1, $2, $3, $4, $5, $6, $7)`,
);
const INSERT_DELIVERY = statement(
  'insert-delivery',
  `insert into deliveries (id, event_id, tenant_id, event_kind, created_at) values ($1, $2, $3, $4, $5)`,
);
const TOUCH_INTENT = statement(
  'touch-intent',
  `update intents set sync_version = sync_version + 1, sync_requested_at = $2 where id = $1`,
);

export async function recordEvent(tx: Queryable, e: NewEvent, notes: OutboxNotes): Promise<string> {
  const eventId = newEventId();
  const payload = JSON.stringify(e.payload(eventId));
  await tx.rows(INSERT_EVENT, [
    eventId,
    e.tenant.id,
    e.kind,
    e.intentId ?? null,
    e.creditId ?? null,
    payload,
    e.occurredAt,
  ]);
  if (e.tenant.webhookUrl && e.tenant.webhookSecret) {
    const deliveryId = newDeliveryId();
    await tx.rows(INSERT_DELIVERY, [deliveryId, eventId, e.tenant.id, e.kind, e.occurredAt]);
    notes.deliveries.add(deliveryId);
  }
  return eventId;
}

/** Marks an intent changed, so its workflow is sent the new snapshot once this commits. */
export async function touchIntent(
  tx: Queryable,
  intentId: string,
  now: UnixSeconds,
  notes: OutboxNotes,
): Promise<void> {
  await tx.rows(TOUCH_INTENT, [intentId, now]);
  notes.intents.add(intentId);
}
