// The event outbox (DESIGN: one transaction records the change and its event): an event row holds the
// exact bytes every delivery attempt sends; a delivery row is Temporal's work still to start.
import { statement, type Queryable } from './sql.js';
import type { EventKind } from '../domain/events.js';
import type { UnixSeconds } from '../domain/time.js';

export const INSERT_EVENT = statement(
  'insert-event',
  `insert into events (id, tenant_id, kind, intent_id, credit_id, payload, occurred_at)
   values ($1, $2, $3, $4, $5, $6, $7)`,
);
export const INSERT_DELIVERY = statement(
  'insert-delivery',
  `insert into deliveries (id, event_id, tenant_id, event_kind, created_at) values ($1, $2, $3, $4, $5)`,
);

export async function insertEvent(
  tx: Queryable,
  e: {
    id: string;
    tenantId: string;
    kind: EventKind;
    intentId: string | null;
    creditId: string | null;
    payload: string;
    occurredAt: UnixSeconds;
  },
): Promise<void> {
  await tx.rows(INSERT_EVENT, [e.id, e.tenantId, e.kind, e.intentId, e.creditId, e.payload, e.occurredAt]);
}

export async function insertDelivery(
  tx: Queryable,
  d: { id: string; eventId: string; tenantId: string; kind: EventKind; createdAt: UnixSeconds },
): Promise<void> {
  await tx.rows(INSERT_DELIVERY, [d.id, d.eventId, d.tenantId, d.kind, d.createdAt]);
}

// Both halves use their partial indexes (intents_unsynced_idx, deliveries_undispatched_idx).
export const BACKLOG = statement(
  'outbox-backlog',
  `select (select count(*) from intents where synced_version < sync_version) as intents,
          (select min(sync_requested_at) from intents where synced_version < sync_version) as intents_oldest,
          (select count(*) from deliveries where not dispatched) as deliveries,
          (select min(created_at) from deliveries where not dispatched) as deliveries_oldest`,
);

/** What Temporal has not heard of yet: order changes and delivery starts, with the oldest of each. */
export async function outboxBacklog(q: Queryable): Promise<Record<string, string | null> | undefined> {
  const [r] = await q.rows<Record<string, string | null>>(BACKLOG);
  return r;
}
