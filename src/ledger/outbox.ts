// The event outbox (DESIGN: one transaction records the change and its event). An event is stored
// with the exact bytes every delivery attempt sends; a delivery row is added when the tenant has a
// webhook URL and secret at that moment (CONTRACT §12: no backlog is sent later).
import { markIntentChanged } from '../db/intents.js';
import { insertEvent } from '../db/outbox.js';
import type { Queryable } from '../db/sql.js';
import type { TenantPolicy } from '../db/tenants.js';
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

export async function recordEvent(tx: Queryable, e: NewEvent, notes: OutboxNotes): Promise<string> {
  const eventId = newEventId();
  const payload = JSON.stringify(e.payload(eventId));
  const deliveryId = e.tenant.webhookUrl && e.tenant.webhookSecret ? newDeliveryId() : undefined;
  await insertEvent(
    tx,
    {
      id: eventId,
      tenantId: e.tenant.id,
      kind: e.kind,
      intentId: e.intentId ?? null,
      creditId: e.creditId ?? null,
      payload,
      occurredAt: e.occurredAt,
    },
    deliveryId,
  );
  if (deliveryId !== undefined) notes.deliveries.add(deliveryId);
  return eventId;
}

/** Marks an intent changed, so its workflow is sent the new snapshot once this commits. */
export async function touchIntent(
  tx: Queryable,
  intentId: string,
  now: UnixSeconds,
  notes: OutboxNotes,
): Promise<void> {
  await markIntentChanged(tx, intentId, now);
  notes.intents.add(intentId);
}
