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
// The event and its delivery in one statement, one round trip (issue 28): the delivery's foreign key
// is checked at the statement's end, when the event is there.
export const INSERT_EVENT_WITH_DELIVERY = statement(
  'insert-event-with-delivery',
  `with event as (
     insert into events (id, tenant_id, kind, intent_id, credit_id, payload, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7))
   insert into deliveries (id, event_id, tenant_id, event_kind, created_at) values ($8, $1, $2, $3, $7)`,
);

export interface EventRow {
  id: string;
  tenantId: string;
  kind: EventKind;
  intentId: string | null;
  creditId: string | null;
  payload: string;
  occurredAt: UnixSeconds;
}

/** Stores the event, and with it its delivery when `deliveryId` is given (created when it occurred). */
export async function insertEvent(tx: Queryable, e: EventRow, deliveryId?: string): Promise<void> {
  const values = [e.id, e.tenantId, e.kind, e.intentId, e.creditId, e.payload, e.occurredAt];
  if (deliveryId === undefined) await tx.rows(INSERT_EVENT, values);
  else await tx.rows(INSERT_EVENT_WITH_DELIVERY, [...values, deliveryId]);
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
