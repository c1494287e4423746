// Orders and their amounts (CONTRACT §4-§5). Each operation is one transaction; the database's
// timestamps decide, so nothing here waits on a workflow timer having fired.
import { createHash } from 'node:crypto';
import type { Em, Orm } from '../db/orm.js';
import { INTENT_WITH_HOLD_SQL, intentFromRow, lockTenant, type TenantPolicy } from '../db/queries.js';
import { DomainError, invalidState, notFound, poolExhausted } from '../domain/errors.js';
import { intentEventPayload, type IntentEventKind } from '../domain/events.js';
import { newIntentId, newPageToken } from '../domain/ids.js';
import { renderOrder, type IntentSnapshot, type IntentStatus, type OrderBody } from '../domain/intent.js';
import { bandOf, chooseAmount, type PoolHold } from '../domain/pool.js';
import { EXPIRES_IN_SECONDS, IDEMPOTENCY_KEY_TTL_SECONDS } from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { Metrics } from '../metrics.js';
import { decodeCursor, encodeCursor, type Page } from './pages.js';
import { OutboxNotes, recordEvent, touchIntent, type OutboxWaker } from './outbox.js';

export interface LedgerDeps {
  orm: Orm;
  publicBaseUrl: string;
  outbox: OutboxWaker;
  metrics: Metrics;
}

export interface NewIntent {
  list_paise: number;
  expires_in_seconds?: number | undefined;
  description?: string | undefined;
  reference?: string | undefined;
  metadata?: Record<string, string> | undefined;
}

export interface IntentQuery {
  status?: IntentStatus | undefined;
  reference?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

type IntentRow = ReturnType<typeof intentFromRow>;

export class IntentLedger {
  constructor(private readonly deps: LedgerDeps) {}

  private render(row: Record<string, unknown>, now: UnixSeconds): OrderBody {
    const held =
      row.held_amount_paise !== null && row.held_amount_paise !== undefined
        ? { amountPaise: Number(row.held_amount_paise), heldUntil: Number(row.held_until) }
        : undefined;
    return renderOrder(intentFromRow(row), held, this.deps.publicBaseUrl, now);
  }

  /** The order body as it stands, read inside `tx` (so it sees that transaction's writes). */
  async body(tx: Em, tenantId: string, intentId: string, now = unixNow()): Promise<OrderBody> {
    const rows = await tx.execute<Record<string, unknown>[]>(
      `${INTENT_WITH_HOLD_SQL} where i.id = ? and i.tenant_id = ?`,
      [now, intentId, tenantId],
    );
    if (!rows[0]) throw notFound('order');
    return this.render(rows[0], now);
  }

  async get(tenantId: string, intentId: string): Promise<OrderBody> {
    return this.body(this.deps.orm.em.fork(), tenantId, intentId);
  }

  async list(tenantId: string, q: IntentQuery): Promise<Page<OrderBody>> {
    const now = unixNow();
    const where = ['i.tenant_id = ?'];
    const params: unknown[] = [now, tenantId];
    if (q.status) {
      where.push('i.status = ?');
      params.push(q.status);
    }
    if (q.reference) {
      where.push('i.reference = ?');
      params.push(q.reference);
    }
    const after = q.cursor ? decodeCursor(q.cursor) : undefined;
    if (after) {
      where.push('(i.created_at, i.id) < (?, ?)');
      params.push(after.at, after.id);
    }
    params.push(q.limit + 1);
    const rows = await this.deps.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(
        `${INTENT_WITH_HOLD_SQL} where ${where.join(' and ')} order by i.created_at desc, i.id desc limit ?`,
        params,
      );
    const page = rows.slice(0, q.limit);
    const last = page.at(-1);
    return {
      data: page.map((r) => this.render(r, now)),
      ...(rows.length > q.limit && last
        ? { next_cursor: encodeCursor(Number(last.created_at), String(last.id)) }
        : {}),
    };
  }

  /**
   * POST /v1/intents. With an Idempotency-Key (Stripe semantics, 24 h): the same key and body answer
   * the first response again; the same key with another body is refused.
   */
  async create(
    tenantId: string,
    input: NewIntent,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: OrderBody | Record<string, unknown> }> {
    const now = unixNow();
    const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const notes = new OutboxNotes();
    const result = await this.deps.orm.em.fork().transactional(async (tx) => {
      if (idempotencyKey !== undefined) {
        const replay = await this.claimIdempotencyKey(tx, tenantId, idempotencyKey, fingerprint, now);
        if (replay) return replay;
      }
      const id = newIntentId();
      await tx.execute(
        `insert into intents (id, tenant_id, list_paise, page_token, expires_at, created_at, description, reference,
                              metadata, sync_requested_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          tenantId,
          input.list_paise,
          newPageToken(),
          now + (input.expires_in_seconds ?? EXPIRES_IN_SECONDS.default),
          now,
          input.description ?? null,
          input.reference ?? null,
          input.metadata ? JSON.stringify(input.metadata) : null,
          now,
        ],
      );
      const body = await this.body(tx, tenantId, id, now);
      if (idempotencyKey !== undefined) {
        await tx.execute(`update idempotency_keys set response_body = ? where tenant_id = ? and key = ?`, [
          JSON.stringify(body),
          tenantId,
          idempotencyKey,
        ]);
      }
      // The workflow learns of the order once this commits; the relay retries if that push fails.
      notes.intents.add(id);
      return { status: 201, body };
    });
    this.deps.outbox.wake(notes);
    return result;
  }

  private async claimIdempotencyKey(
    tx: Em,
    tenantId: string,
    key: string,
    fingerprint: string,
    now: UnixSeconds,
  ): Promise<{ status: number; body: Record<string, unknown> } | undefined> {
    // Another request holding the same key blocks here until it commits, then is answered its response.
    await tx.execute(`delete from idempotency_keys where tenant_id = ? and key = ? and created_at < ?`, [
      tenantId,
      key,
      now - IDEMPOTENCY_KEY_TTL_SECONDS,
    ]);
    const inserted = await tx.execute<unknown[]>(
      `insert into idempotency_keys (tenant_id, key, fingerprint, response_status, response_body, created_at)
       values (?, ?, ?, 201, '', ?) on conflict (tenant_id, key) do nothing returning 1`,
      [tenantId, key, fingerprint, now],
    );
    if (inserted.length > 0) return undefined;
    const rows = await tx.execute<{ fingerprint: string; response_status: number; response_body: string }[]>(
      `select fingerprint, response_status, response_body from idempotency_keys where tenant_id = ? and key = ?`,
      [tenantId, key],
    );
    const prior = rows[0];
    if (!prior)
      throw new DomainError(409, 'conflict', 'That Idempotency-Key is in use by a request in flight.');
    if (prior.fingerprint !== fingerprint) {
      throw new DomainError(
        422,
        'idempotency_mismatch',
        'This Idempotency-Key was used with a different request body.',
      );
    }
    return {
      status: Number(prior.response_status),
      body: JSON.parse(prior.response_body) as Record<string, unknown>,
    };
  }

  /** POST /v1/intents/{id}/reserve: the payer tapped Pay (CONTRACT §5). */
  async reserve(tenantId: string, intentId: string): Promise<OrderBody> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const outcome = await this.deps.orm.em.fork().transactional(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      const intent = await this.lockedIntent(tx, tenantId, intentId);
      const refusal = await this.refuseUnlessOpen(tx, tenant, intent, now, notes);
      if (refusal) return { refusal };

      const own = await tx.execute<Record<string, unknown>[]>(
        `select amount_paise, held_until from reservations where intent_id = ? order by reserved_at desc limit 1`,
        [intentId],
      );
      // A reservation still live is returned unchanged: tapping Pay twice shows the same amount.
      if (own[0] && Number(own[0].held_until) > now)
        return { body: await this.body(tx, tenantId, intentId, now) };

      const { lowPaise, highPaise } = bandOf(intent.listPaise);
      const holdRows = await tx.execute<Record<string, unknown>[]>(
        `select amount_paise, intent_id, held_until, rest_until from reservations
          where tenant_id = ? and rest_until > ? and amount_paise between ? and ?`,
        [tenantId, now, lowPaise, highPaise],
      );
      const holds: PoolHold[] = holdRows.map((r) => ({
        amountPaise: Number(r.amount_paise),
        intentId: String(r.intent_id),
        heldUntil: Number(r.held_until),
        restUntil: Number(r.rest_until),
      }));
      const choice = chooseAmount({
        listPaise: intent.listPaise,
        now,
        previousAmountPaise: own[0] ? Number(own[0].amount_paise) : undefined,
        holds,
      });
      if (choice.kind === 'exhausted') {
        this.deps.metrics.poolExhausted.inc();
        throw poolExhausted(choice.retryAfterSeconds);
      }
      const lapsesAt = Math.min(now + tenant.reservationTtlSeconds, intent.expiresAt);
      await tx.execute(
        `insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [tenantId, intentId, choice.amountPaise, now, lapsesAt, lapsesAt, lapsesAt + tenant.restSeconds],
      );
      await touchIntent(tx, intentId, now, notes);
      return { body: await this.body(tx, tenantId, intentId, now) };
    });
    this.deps.outbox.wake(notes);
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.body;
  }

  /** POST /v1/intents/{id}/cancel (SPEC §3): only an open order; its amount then rests. */
  async cancel(tenantId: string, intentId: string): Promise<OrderBody> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const outcome = await this.deps.orm.em.fork().transactional(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      const intent = await this.lockedIntent(tx, tenantId, intentId);
      const refusal = await this.refuseUnlessOpen(tx, tenant, intent, now, notes);
      if (refusal) return { refusal };
      await tx.execute(`update intents set status = 'cancelled', cancelled_at = ? where id = ?`, [
        now,
        intentId,
      ]);
      await endLiveReservation(tx, intentId, 'cancelled', now, tenant.restSeconds);
      await touchIntent(tx, intentId, now, notes);
      return { body: await this.recordIntentEvent(tx, tenant, intentId, 'intent.cancelled', now, notes) };
    });
    this.deps.outbox.wake(notes);
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.body;
  }

  /**
   * Expires the order if it is open and due: the intent workflow's timer calls this at expires_at.
   * Returns the snapshot after the change (undefined if there is no such order), and marks it as
   * already known to the workflow.
   */
  async expireIfDue(intentId: string): Promise<IntentSnapshot | undefined> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const snapshot = await this.deps.orm.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<{ tenant_id: string }[]>(`select tenant_id from intents where id = ?`, [
        intentId,
      ]);
      if (!rows[0]) return undefined;
      const tenant = await lockTenant(tx, rows[0].tenant_id);
      await this.expireIfDueLocked(tx, tenant, intentId, now, notes);
      const snap = await this.snapshotIn(tx, intentId);
      // The workflow reads this snapshot from our return value; no need to push it again.
      await tx.execute(`update intents set synced_version = greatest(synced_version, ?) where id = ?`, [
        snap.version,
        intentId,
      ]);
      notes.intents.delete(intentId);
      return snap;
    });
    this.deps.outbox.wake(notes);
    return snapshot;
  }

  /** The UPI reference the payer typed on the pay page of an open order (CONTRACT §9). */
  async recordPayerUtr(pageToken: string, utr: string): Promise<{ status: IntentStatus }> {
    const em = this.deps.orm.em.fork();
    const updated = await em.execute<{ status: IntentStatus }[]>(
      `update intents set payer_utr = ? where page_token = ? and status = 'open' returning status`,
      [utr, pageToken],
    );
    if (updated[0]) return updated[0];
    const rows = await em.execute<{ status: IntentStatus }[]>(
      `select status from intents where page_token = ?`,
      [pageToken],
    );
    if (!rows[0]) throw notFound('payment page');
    throw invalidState(`The order is ${rows[0].status}.`, rows[0].status);
  }

  /** What the intent workflow is told of its order. */
  async snapshot(intentId: string): Promise<IntentSnapshot | undefined> {
    try {
      return await this.snapshotIn(this.deps.orm.em.fork(), intentId);
    } catch (err) {
      if (err instanceof DomainError && err.status === 404) return undefined;
      throw err;
    }
  }

  private async snapshotIn(tx: Em, intentId: string): Promise<IntentSnapshot> {
    const rows = await tx.execute<Record<string, unknown>[]>(
      `select i.id, i.tenant_id, i.status, i.expires_at, i.sync_version,
              r.amount_paise, r.held_until, r.rest_until
         from intents i
         left join lateral (
           select amount_paise, held_until, rest_until from reservations
            where intent_id = i.id order by reserved_at desc limit 1
         ) r on true
        where i.id = ?`,
      [intentId],
    );
    const r = rows[0];
    if (!r) throw notFound('order');
    return {
      version: Number(r.sync_version),
      intentId: String(r.id),
      tenantId: String(r.tenant_id),
      status: r.status as IntentStatus,
      expiresAt: Number(r.expires_at),
      amount:
        r.amount_paise === null
          ? undefined
          : {
              amountPaise: Number(r.amount_paise),
              heldUntil: Number(r.held_until),
              restUntil: Number(r.rest_until),
            },
    };
  }

  /** The order, which the caller's tenant lock keeps from changing under it. */
  async lockedIntent(tx: Em, tenantId: string, intentId: string): Promise<IntentRow> {
    const rows = await tx.execute<Record<string, unknown>[]>(
      `select * from intents where id = ? and tenant_id = ?`,
      [intentId, tenantId],
    );
    if (!rows[0]) throw notFound('order');
    return intentFromRow(rows[0]);
  }

  /**
   * Why the order cannot change, or undefined when it is open. An open order past expires_at is
   * expired on the spot (and that is committed even though the caller is refused): the timestamps
   * decide, whether or not the workflow's timer has fired yet.
   */
  private async refuseUnlessOpen(
    tx: Em,
    tenant: TenantPolicy,
    intent: IntentRow,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<DomainError | undefined> {
    if (intent.status === 'open' && now >= intent.expiresAt) {
      await this.expire(tx, tenant, intent, now, notes);
      return invalidState('The order has expired.', 'expired');
    }
    if (intent.status !== 'open') return invalidState(`The order is ${intent.status}.`, intent.status);
    return undefined;
  }

  /** The order under the caller's tenant lock, expired first if it is open and past expires_at. */
  async expireIfDueLocked(
    tx: Em,
    tenant: TenantPolicy,
    intentId: string,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<IntentRow> {
    const intent = await this.lockedIntent(tx, tenant.id, intentId);
    if (intent.status !== 'open' || now < intent.expiresAt) return intent;
    await this.expire(tx, tenant, intent, now, notes);
    return this.lockedIntent(tx, tenant.id, intentId);
  }

  private async expire(
    tx: Em,
    tenant: TenantPolicy,
    intent: IntentRow,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<void> {
    // The order expired at expires_at, whenever we got round to recording it.
    await tx.execute(
      `update intents set status = 'expired', expired_at = expires_at where id = ? and status = 'open'`,
      [intent.id],
    );
    await touchIntent(tx, intent.id, now, notes);
    await this.recordIntentEvent(tx, tenant, intent.id, 'intent.expired', now, notes);
  }

  /** Records an intent-scoped event carrying the order as it now stands; returns that order body. */
  async recordIntentEvent(
    tx: Em,
    tenant: TenantPolicy,
    intentId: string,
    kind: IntentEventKind,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<OrderBody> {
    const order = await this.body(tx, tenant.id, intentId, now);
    await recordEvent(
      tx,
      {
        tenant,
        kind,
        intentId,
        occurredAt: now,
        payload: (eventId) => intentEventPayload(kind, eventId, now, order),
      },
      notes,
    );
    return order;
  }
}

/**
 * Ends the order's live reservation now (a confirmation or a cancellation), so its amount starts
 * resting from this moment. A lapsed one keeps the rest it already had.
 */
export async function endLiveReservation(
  tx: Em,
  intentId: string,
  reason: 'confirmed' | 'cancelled',
  now: UnixSeconds,
  restSeconds: number,
): Promise<void> {
  await tx.execute(
    `update reservations
        set held_until = greatest(reserved_at, ?), rest_until = greatest(reserved_at, ?) + ?, end_reason = ?
      where intent_id = ? and held_until > ?`,
    [now, now, restSeconds, reason, intentId, now],
  );
}
