// The deliveries and delivery_attempts tables (CONTRACT §8, §12): what each attempt sends, the claim
// that keeps two processes from making the same attempt, what each attempt got, and the tenant's view.
import { statement, type Queryable } from './sql.js';
import { BY_CREATED_AT, Filter, newestFirst, type Page, type PageRequest } from './pages.js';
import type { EventKind } from '../domain/events.js';
import type { UnixSeconds } from '../domain/time.js';

export type DeliveryState = 'pending' | 'succeeded' | 'failed';

export interface DeliveryBody {
  delivery_id: string;
  event_id: string;
  event: EventKind;
  state: DeliveryState;
  attempts: number;
  next_attempt_at?: number;
  last_status?: number;
  last_error?: string;
  created_at: number;
}

export interface DeliveryForAttempt {
  deliveryId: string;
  tenantId: string;
  /** For the workflow's search attributes (the relay starts it after a first attempt). */
  eventKind: EventKind;
  intentId?: string;
  state: DeliveryState;
  payload: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Attempts of the schedule (not replays) recorded so far, and how the latest one went. */
  scheduledMade: number;
  lastScheduled?: { ok: boolean; endedAtMs: number };
}

function deliveryFromRow(r: Record<string, unknown>): DeliveryBody {
  return {
    delivery_id: String(r.id),
    event_id: String(r.event_id),
    event: r.event_kind as EventKind,
    state: r.state as DeliveryState,
    attempts: Number(r.attempts),
    ...(r.next_attempt_at !== null ? { next_attempt_at: Number(r.next_attempt_at) } : {}),
    ...(r.last_status !== null ? { last_status: Number(r.last_status) } : {}),
    ...(r.last_error !== null ? { last_error: String(r.last_error) } : {}),
    created_at: Number(r.created_at),
  };
}

const FOR_ATTEMPT_COLUMNS = `d.id, d.tenant_id, d.state, d.event_kind, e.intent_id, e.payload,
                t.webhook_url, t.webhook_secret,
                s.made, s.status as last_status, s.ended_at_ms as last_ended_at_ms
           from deliveries d join events e on e.id = d.event_id join tenants t on t.id = d.tenant_id
           left join lateral (
             select count(*) over () as made, a.status, a.started_at_ms + a.duration_ms as ended_at_ms
               from delivery_attempts a
              where a.delivery_id = d.id and not a.replay
              order by a.attempt desc limit 1) s on true
          where d.id = $1`;
const FOR_ATTEMPT = statement('delivery-for-attempt', `select ${FOR_ATTEMPT_COLUMNS}`);

// A claim on attempt `slot` (see CLAIM_SCHEDULED): the slot is free, or its claim is older than the lease.
const CLAIMABLE = `state = 'pending'
            and (claimed_attempt < $2::integer or claimed_at_ms is null
                 or claimed_at_ms < $3::bigint - $4::bigint)`;

// The relay's first attempt (issue 28): the delivery read and attempt 1 claimed in one round trip. The
// claim is made only while no attempt of the schedule is recorded, as make() in webhooks/attempts.ts
// would claim it; the read sees the delivery as it was before the claim, which changes no column read.
const FOR_FIRST_ATTEMPT = statement(
  'claim-first-attempt',
  `with claimed as (
     update deliveries set claimed_attempt = $2::integer, claimed_at_ms = $3::bigint
      where id = $1 and ${CLAIMABLE}
        and not exists (select 1 from delivery_attempts a where a.delivery_id = $1 and not a.replay)
      returning id)
   select exists (select 1 from claimed) as claimed, ${FOR_ATTEMPT_COLUMNS}`,
);

/** The delivery with the exact bytes to send and the tenant's current URL and secret. */
export async function deliveryForAttempt(
  q: Queryable,
  deliveryId: string,
): Promise<DeliveryForAttempt | undefined> {
  const [r] = await q.rows<Record<string, unknown>>(FOR_ATTEMPT, [deliveryId]);
  return r && attemptFromRow(r);
}

/**
 * `deliveryForAttempt`, and attempt 1 of the schedule claimed at `nowMs` if none is recorded and no
 * claim younger than `leaseMs` holds it: `claimed` says whether the claim is ours.
 */
export async function deliveryForFirstAttempt(
  q: Queryable,
  deliveryId: string,
  nowMs: number,
  leaseMs: number,
): Promise<(DeliveryForAttempt & { claimed: boolean }) | undefined> {
  const [r] = await q.rows<Record<string, unknown>>(FOR_FIRST_ATTEMPT, [deliveryId, 1, nowMs, leaseMs]);
  return r && { ...attemptFromRow(r), claimed: r.claimed === true };
}

function attemptFromRow(r: Record<string, unknown>): DeliveryForAttempt {
  return {
    deliveryId: String(r.id),
    tenantId: String(r.tenant_id),
    eventKind: r.event_kind as EventKind,
    ...(r.intent_id ? { intentId: String(r.intent_id) } : {}),
    state: r.state as DeliveryState,
    payload: String(r.payload),
    webhookUrl: (r.webhook_url as string | null) ?? null,
    webhookSecret: (r.webhook_secret as string | null) ?? null,
    scheduledMade: Number(r.made ?? 0),
    ...(r.made
      ? {
          lastScheduled: {
            ok: r.last_status !== null && Number(r.last_status) >= 200 && Number(r.last_status) < 300,
            endedAtMs: Number(r.last_ended_at_ms),
          },
        }
      : {}),
  };
}

const CLAIM_SCHEDULED = statement(
  'claim-scheduled-attempt',
  `update deliveries set claimed_attempt = $2::integer, claimed_at_ms = $3::bigint
          where id = $1 and ${CLAIMABLE}
          returning id`,
);

/** Claims attempt `scheduled` at `nowMs` unless a claim younger than `leaseMs` holds it: true if ours. */
export async function claimScheduledAttempt(
  q: Queryable,
  deliveryId: string,
  scheduled: number,
  nowMs: number,
  leaseMs: number,
): Promise<boolean> {
  return (await q.rows(CLAIM_SCHEDULED, [deliveryId, scheduled, nowMs, leaseMs])).length > 0;
}

// One statement (one round trip, atomic by itself): the delivery counts the attempt and the attempt
// is stored under the number it got. A 2xx ends the delivery. A failed replay leaves the schedule's
// next attempt as it was (CONTRACT §12); a failed scheduled attempt sets it.
const RECORD_ATTEMPT = statement(
  'record-delivery-attempt',
  `with counted as (
     update deliveries
        set attempts = attempts + 1, last_status = $2::integer, last_error = $3::text,
            state = case when $4::boolean then 'succeeded' else state end,
            succeeded_at = case when $4::boolean then $5::bigint else succeeded_at end,
            next_attempt_at = case when $4::boolean then null
                                   when $6::boolean then next_attempt_at
                                   else $7::bigint end
      where id = $1 returning id, attempts),
   stored as (
     insert into delivery_attempts (delivery_id, attempt, replay, started_at_ms, duration_ms, status, error)
     select id, attempts, $6::boolean, $8::bigint, $9::integer, $2::integer, $10::text from counted
     on conflict do nothing)
   select attempts from counted`,
);

export interface AttemptRecord {
  replay: boolean;
  ok: boolean;
  status?: number | undefined;
  error?: string | undefined;
  startedAtMs: number;
  durationMs: number;
  /** When the schedule will try next, if it will (shown in the deliveries list). */
  nextAttemptAt?: UnixSeconds | undefined;
}

/** Counts the attempt on the delivery and stores it, in one statement; the attempt's number. */
export async function recordAttempt(
  q: Queryable,
  deliveryId: string,
  a: AttemptRecord,
  now: UnixSeconds,
): Promise<number> {
  const rows = await q.rows<{ attempts: number }>(RECORD_ATTEMPT, [
    deliveryId,
    a.status ?? null,
    a.ok ? null : (a.error ?? null),
    a.ok,
    now,
    a.replay,
    a.nextAttemptAt ?? null,
    a.startedAtMs,
    a.durationMs,
    a.error ?? null,
  ]);
  return Number(rows[0]?.attempts ?? 0);
}

const MARK_FAILED = statement(
  'mark-delivery-failed',
  `update deliveries set state = 'failed', next_attempt_at = null where id = $1 and state = 'pending'`,
);

export async function markDeliveryFailed(q: Queryable, deliveryId: string): Promise<void> {
  await q.rows(MARK_FAILED, [deliveryId]);
}

/** One page of the tenant's deliveries in `state`, or of those still pending or failed, newest first. */
export function listDeliveries(
  q: Queryable,
  tenantId: string,
  state: 'pending' | 'failed' | undefined,
  page: PageRequest,
): Promise<Page<DeliveryBody>> {
  const filter = new Filter().where`tenant_id = ${tenantId}`;
  // A delivery that succeeded leaves the list (SPEC §6).
  if (state) filter.where`state = ${state}`;
  else filter.where`state in ('pending', 'failed')`;
  return newestFirst(q, 'select * from deliveries', filter, BY_CREATED_AT, page, deliveryFromRow);
}

const REPLAYABLE = statement(
  'replayable-delivery',
  `select d.*, e.intent_id from deliveries d join events e on e.id = d.event_id
        where d.id = $1 and d.tenant_id = $2 and d.state <> 'succeeded'`,
);

/** The tenant's delivery that has not had a 2xx, with its order's id. */
export async function replayableDelivery(
  q: Queryable,
  tenantId: string,
  deliveryId: string,
): Promise<(DeliveryBody & { intentId?: string }) | undefined> {
  const [r] = await q.rows<Record<string, unknown>>(REPLAYABLE, [deliveryId, tenantId]);
  return r && { ...deliveryFromRow(r), ...(r.intent_id ? { intentId: String(r.intent_id) } : {}) };
}

const DELIVERY = statement('delivery', `select * from deliveries where id = $1 and tenant_id = $2`);

export async function deliveryOfTenant(
  q: Queryable,
  tenantId: string,
  deliveryId: string,
): Promise<DeliveryBody | undefined> {
  const [r] = await q.rows<Record<string, unknown>>(DELIVERY, [deliveryId, tenantId]);
  return r && deliveryFromRow(r);
}

const EVENT_PAYLOAD = statement(
  'event-payload',
  `select payload from events where id = $1 and tenant_id = $2`,
);

/** The stored payload of an event, byte for byte what its deliveries send. */
export async function eventPayload(
  q: Queryable,
  tenantId: string,
  eventId: string,
): Promise<string | undefined> {
  const [r] = await q.rows<{ payload: string }>(EVENT_PAYLOAD, [eventId, tenantId]);
  return r?.payload;
}

const DESCRIBE = statement(
  'describe-delivery',
  `select d.tenant_id, d.event_kind, e.intent_id from deliveries d join events e on e.id = d.event_id where d.id = $1`,
);

/** What a delivery workflow is started with: for its search attributes. */
export async function describeDelivery(
  q: Queryable,
  deliveryId: string,
): Promise<{ tenantId: string; eventKind: EventKind; intentId?: string } | undefined> {
  const [r] = await q.rows<Record<string, unknown>>(DESCRIBE, [deliveryId]);
  if (!r) return undefined;
  return {
    tenantId: String(r.tenant_id),
    eventKind: r.event_kind as EventKind,
    ...(r.intent_id ? { intentId: String(r.intent_id) } : {}),
  };
}

export const UNDISPATCHED_DELIVERIES = statement(
  'undispatched-deliveries',
  `select id from deliveries where not dispatched and created_at <= $1 order by created_at limit $2`,
);
// Marks of many deliveries in one statement (the relay batches them, outbox-marks.ts).
const MARK_DISPATCHED = statement(
  'mark-deliveries-dispatched',
  `update deliveries set dispatched = true where id = any($1::text[])`,
);

/** Deliveries created by `createdBefore` whose workflow has not been started: the relay's sweep. */
export async function undispatchedDeliveries(
  q: Queryable,
  createdBefore: UnixSeconds,
  limit: number,
): Promise<string[]> {
  const rows = await q.rows<{ id: string }>(UNDISPATCHED_DELIVERIES, [createdBefore, limit]);
  return rows.map((r) => r.id);
}

/** The deliveries' workflows are started (or were already): the sweep leaves them alone. */
export async function markDeliveriesDispatched(q: Queryable, deliveryIds: readonly string[]): Promise<void> {
  await q.rows(MARK_DISPATCHED, [[...deliveryIds]]);
}
