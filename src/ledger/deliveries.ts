// Webhook deliveries and their stored events (CONTRACT §8): what each attempt sends, what it got,
// and the tenant's view of deliveries still pending or failed.
import { statement, type Database } from '../db/sql.js';
import { notFound } from '../domain/errors.js';
import type { EventKind } from '../domain/events.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import { Filter, newestFirst, type Page } from './pages.js';

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
  state: DeliveryState;
  payload: string;
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** Attempts of the schedule (not replays) recorded so far, and how the latest one went. */
  scheduledMade: number;
  lastScheduled?: { ok: boolean; endedAtMs: number };
}

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

function render(r: Record<string, unknown>): DeliveryBody {
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

const UNDISPATCHED_DELIVERIES = statement(
  'undispatched-deliveries',
  `select id from deliveries where not dispatched and created_at <= $1 order by created_at limit $2`,
);
const MARK_DISPATCHED = statement(
  'mark-delivery-dispatched',
  `update deliveries set dispatched = true where id = $1`,
);

export class DeliveryLedger {
  constructor(private readonly db: Database) {}

  /** The delivery with the exact bytes to send and the tenant's current URL and secret. */
  async forAttempt(deliveryId: string): Promise<DeliveryForAttempt | undefined> {
    const rows = await this.db.rows<Record<string, unknown>>(
      statement(
        'delivery-for-attempt',
        `select d.id, d.tenant_id, d.state, e.payload, t.webhook_url, t.webhook_secret,
                s.made, s.status as last_status, s.ended_at_ms as last_ended_at_ms
           from deliveries d join events e on e.id = d.event_id join tenants t on t.id = d.tenant_id
           left join lateral (
             select count(*) over () as made, a.status, a.started_at_ms + a.duration_ms as ended_at_ms
               from delivery_attempts a
              where a.delivery_id = d.id and not a.replay
              order by a.attempt desc limit 1) s on true
          where d.id = $1`,
      ),
      [deliveryId],
    );
    const r = rows[0];
    if (!r) return undefined;
    return {
      deliveryId: String(r.id),
      tenantId: String(r.tenant_id),
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

  /**
   * Claims attempt `scheduled` of the schedule for this caller: true if no one else is making it.
   * A claim older than `leaseMs` belonged to a process that died before recording its attempt.
   */
  async claimScheduled(deliveryId: string, scheduled: number, leaseMs: number): Promise<boolean> {
    const now = Date.now();
    const rows = await this.db.rows(
      statement(
        'claim-scheduled-attempt',
        `update deliveries set claimed_attempt = $2::integer, claimed_at_ms = $3::bigint
          where id = $1 and state = 'pending'
            and (claimed_attempt < $2::integer or claimed_at_ms is null
                 or claimed_at_ms < $3::bigint - $4::bigint)
          returning id`,
      ),
      [deliveryId, scheduled, now, leaseMs],
    );
    return rows.length > 0;
  }

  /** Records one attempt; a 2xx ends the delivery. Returns the attempt's number. */
  async recordAttempt(deliveryId: string, a: AttemptRecord): Promise<number> {
    return this.db.transaction(async (tx) => {
      const now = unixNow();
      const rows = await tx.rows<{ attempts: number }>(
        statement(
          'record-attempt-delivery',
          // A 2xx ends the delivery. A failed replay leaves the schedule's next attempt as it was
          // (CONTRACT §12); a failed scheduled attempt sets it.
          `update deliveries
              set attempts = attempts + 1, last_status = $2::integer, last_error = $3::text,
                  state = case when $4::boolean then 'succeeded' else state end,
                  succeeded_at = case when $4::boolean then $5::bigint else succeeded_at end,
                  next_attempt_at = case when $4::boolean then null
                                         when $6::boolean then next_attempt_at
                                         else $7::bigint end
            where id = $1 returning attempts`,
        ),
        [
          deliveryId,
          a.status ?? null,
          a.ok ? null : (a.error ?? null),
          a.ok,
          now,
          a.replay,
          a.nextAttemptAt ?? null,
        ],
      );
      const attempt = Number(rows[0]?.attempts ?? 0);
      await tx.rows(
        `insert into delivery_attempts (delivery_id, attempt, replay, started_at_ms, duration_ms, status, error)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`,
        [deliveryId, attempt, a.replay, a.startedAtMs, a.durationMs, a.status ?? null, a.error ?? null],
      );
      return attempt;
    });
  }

  /** After the sixth failed attempt the delivery waits in the list with its resend control. */
  async markFailed(deliveryId: string): Promise<void> {
    await this.db.rows(
      `update deliveries set state = 'failed', next_attempt_at = null where id = $1 and state = 'pending'`,
      [deliveryId],
    );
  }

  list(
    tenantId: string,
    state: 'pending' | 'failed' | undefined,
    limit: number,
    cursor?: string,
  ): Promise<Page<DeliveryBody>> {
    const filter = new Filter().where`tenant_id = ${tenantId}`;
    // A delivery that succeeded leaves the list (SPEC §6).
    if (state) filter.where`state = ${state}`;
    else filter.where`state in ('pending', 'failed')`;
    return newestFirst(
      this.db,
      'select * from deliveries',
      filter,
      { time: 'created_at', id: 'seq' },
      limit,
      cursor,
      render,
    );
  }

  /** A delivery the tenant may replay: one that has not had a 2xx. One that has is gone (404). */
  async replayable(tenantId: string, deliveryId: string): Promise<DeliveryBody & { intentId?: string }> {
    const rows = await this.db.rows<Record<string, unknown>>(
      `select d.*, e.intent_id from deliveries d join events e on e.id = d.event_id
        where d.id = $1 and d.tenant_id = $2 and d.state <> 'succeeded'`,
      [deliveryId, tenantId],
    );
    if (!rows[0]) throw notFound('delivery awaiting a 2xx');
    return { ...render(rows[0]), ...(rows[0].intent_id ? { intentId: String(rows[0].intent_id) } : {}) };
  }

  async get(tenantId: string, deliveryId: string): Promise<DeliveryBody> {
    const rows = await this.db.rows<Record<string, unknown>>(
      `select * from deliveries where id = $1 and tenant_id = $2`,
      [deliveryId, tenantId],
    );
    if (!rows[0]) throw notFound('delivery');
    return render(rows[0]);
  }

  /** The stored payload of an event, byte for byte what its deliveries send. */
  async eventPayload(tenantId: string, eventId: string): Promise<string> {
    const rows = await this.db.rows<{ payload: string }>(
      `select payload from events where id = $1 and tenant_id = $2`,
      [eventId, tenantId],
    );
    if (!rows[0]) throw notFound('event');
    return rows[0].payload;
  }

  /** What a delivery workflow is started with: for its search attributes. */
  async describe(
    deliveryId: string,
  ): Promise<{ tenantId: string; eventKind: EventKind; intentId?: string } | undefined> {
    const rows = await this.db.rows<Record<string, unknown>>(
      statement(
        'describe-delivery',
        `select d.tenant_id, d.event_kind, e.intent_id from deliveries d join events e on e.id = d.event_id where d.id = $1`,
      ),
      [deliveryId],
    );
    const r = rows[0];
    if (!r) return undefined;
    return {
      tenantId: String(r.tenant_id),
      eventKind: r.event_kind as EventKind,
      ...(r.intent_id ? { intentId: String(r.intent_id) } : {}),
    };
  }

  /** Deliveries created by `createdBefore` whose workflow has not been started: the relay's sweep. */
  async undispatched(createdBefore: UnixSeconds, limit: number): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(UNDISPATCHED_DELIVERIES, [createdBefore, limit]);
    return rows.map((r) => r.id);
  }

  /** The delivery's workflow is started (or was already): the sweep leaves it alone. */
  async markDispatched(deliveryId: string): Promise<void> {
    await this.db.rows(MARK_DISPATCHED, [deliveryId]);
  }
}
