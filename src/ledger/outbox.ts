// The event outbox (DESIGN: one transaction records the change and its event). An event is stored
// with the exact bytes every delivery attempt sends; a delivery row is added when the tenant has a
// webhook URL and secret at that moment (CONTRACT §12: no backlog is sent later).
import type { Em } from '../db/orm.js';
import type { TenantPolicy } from '../db/queries.js';
import { newDeliveryId, newEventId } from '../domain/ids.js';
import type { EventKind } from '../domain/events.js';
import type { UnixSeconds } from '../domain/time.js';

/** What a committed transaction asks Temporal to hear about. */
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

export async function recordEvent(tx: Em, e: NewEvent, notes: OutboxNotes): Promise<string> {
  const eventId = newEventId();
  await tx.execute(
    `insert into events (id, tenant_id, kind, intent_id, credit_id, payload, occurred_at) values (?, ?, ?, ?, ?, ?, ?)`,
    [
      eventId,
      e.tenant.id,
      e.kind,
      e.intentId ?? null,
      e.creditId ?? null,
      JSON.stringify(e.payload(eventId)),
      e.occurredAt,
    ],
  );
  if (e.tenant.webhookUrl && e.tenant.webhookSecret) {
    const deliveryId = newDeliveryId();
    await tx.execute(
      `insert into deliveries (id, event_id, tenant_id, event_kind, created_at) values (?, ?, ?, ?, ?)`,
      [deliveryId, eventId, e.tenant.id, e.kind, e.occurredAt],
    );
    notes.deliveries.add(deliveryId);
  }
  return eventId;
}

/** Marks an intent changed, so its workflow is sent the new snapshot once this commits. */
export async function touchIntent(
  tx: Em,
  intentId: string,
  now: UnixSeconds,
  notes: OutboxNotes,
): Promise<void> {
  await tx.execute(`update intents set sync_version = sync_version + 1, sync_requested_at = ? where id = ?`, [
    now,
    intentId,
  ]);
  notes.intents.add(intentId);
}
