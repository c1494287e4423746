// Webhook deliveries and their stored events (CONTRACT §8): what each attempt sends, what it got,
// and the tenant's view of deliveries still pending or failed.
import type { Orm } from '../db/orm.js';
import { notFound } from '../domain/errors.js';
import type { EventKind } from '../domain/events.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import { decodeCursor, encodeCursor, type Page } from './pages.js';

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

export class DeliveryLedger {
  constructor(private readonly orm: Orm) {}

  /** The delivery with the exact bytes to send and the tenant's current URL and secret. */
  async forAttempt(deliveryId: string): Promise<DeliveryForAttempt | undefined> {
    const rows = await this.orm.em.fork().execute<Record<string, unknown>[]>(
      `select d.id, d.tenant_id, d.state, e.payload, t.webhook_url, t.webhook_secret
         from deliveries d join events e on e.id = d.event_id join tenants t on t.id = d.tenant_id
        where d.id = ?`,
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
    };
  }

  /** Records one attempt; a 2xx ends the delivery. Returns the attempt's number. */
  async recordAttempt(deliveryId: string, a: AttemptRecord): Promise<number> {
    return this.orm.em.fork().transactional(async (tx) => {
      const now = unixNow();
      const rows = await tx.execute<{ attempts: number }[]>(
        `update deliveries
            set attempts = attempts + 1, last_status = ?::integer, last_error = ?::text,
                state = case when ?::boolean then 'succeeded' else state end,
                succeeded_at = case when ?::boolean then ?::bigint else succeeded_at end,
                next_attempt_at = case when ?::boolean then null else ?::bigint end
          where id = ? returning attempts`,
        [
          a.status ?? null,
          a.ok ? null : (a.error ?? null),
          a.ok,
          a.ok,
          now,
          a.ok,
          a.nextAttemptAt ?? null,
          deliveryId,
        ],
      );
      const attempt = Number(rows[0]?.attempts ?? 0);
      await tx.execute(
        `insert into delivery_attempts (delivery_id, attempt, replay, started_at_ms, duration_ms, status, error)
         values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
        [deliveryId, attempt, a.replay, a.startedAtMs, a.durationMs, a.status ?? null, a.error ?? null],
      );
      return attempt;
    });
  }

  /** After the sixth failed attempt the delivery waits in the list with its resend control. */
  async markFailed(deliveryId: string): Promise<void> {
    await this.orm.em
      .fork()
      .execute(
        `update deliveries set state = 'failed', next_attempt_at = null where id = ? and state = 'pending'`,
        [deliveryId],
      );
  }

  async list(
    tenantId: string,
    state: 'pending' | 'failed' | undefined,
    limit: number,
    cursor?: string,
  ): Promise<Page<DeliveryBody>> {
    const where = ['tenant_id = ?', state ? 'state = ?' : `state in ('pending', 'failed')`];
    const params: unknown[] = state ? [tenantId, state] : [tenantId];
    const after = cursor ? decodeCursor(cursor) : undefined;
    if (after) {
      where.push('(created_at, id) < (?, ?)');
      params.push(after.at, after.id);
    }
    params.push(limit + 1);
    const rows = await this.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(
        `select * from deliveries where ${where.join(' and ')} order by created_at desc, id desc limit ?`,
        params,
      );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map(render),
      ...(rows.length > limit && last
        ? { next_cursor: encodeCursor(Number(last.created_at), String(last.id)) }
        : {}),
    };
  }

  /** A delivery the tenant may replay: one that has not had a 2xx. One that has is gone (404). */
  async replayable(tenantId: string, deliveryId: string): Promise<DeliveryBody & { intentId?: string }> {
    const rows = await this.orm.em.fork().execute<Record<string, unknown>[]>(
      `select d.*, e.intent_id from deliveries d join events e on e.id = d.event_id
        where d.id = ? and d.tenant_id = ? and d.state <> 'succeeded'`,
      [deliveryId, tenantId],
    );
    if (!rows[0]) throw notFound('delivery awaiting a 2xx');
    return { ...render(rows[0]), ...(rows[0].intent_id ? { intentId: String(rows[0].intent_id) } : {}) };
  }

  async get(tenantId: string, deliveryId: string): Promise<DeliveryBody> {
    const rows = await this.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(`select * from deliveries where id = ? and tenant_id = ?`, [
        deliveryId,
        tenantId,
      ]);
    if (!rows[0]) throw notFound('delivery');
    return render(rows[0]);
  }

  /** The stored payload of an event, byte for byte what its deliveries send. */
  async eventPayload(tenantId: string, eventId: string): Promise<string> {
    const rows = await this.orm.em
      .fork()
      .execute<{ payload: string }[]>(`select payload from events where id = ? and tenant_id = ?`, [
        eventId,
        tenantId,
      ]);
    if (!rows[0]) throw notFound('event');
    return rows[0].payload;
  }

  /** What a delivery workflow is started with: for its search attributes. */
  async describe(
    deliveryId: string,
  ): Promise<{ tenantId: string; eventKind: EventKind; intentId?: string } | undefined> {
    const rows = await this.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(
        `select d.tenant_id, d.event_kind, e.intent_id from deliveries d join events e on e.id = d.event_id where d.id = ?`,
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
}
